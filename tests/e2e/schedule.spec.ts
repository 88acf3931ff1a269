import { expect, test } from './fixtures';
import { companyHolidays } from '../../src/config/holidays';
import { formatsFor } from '../../src/features/dashboard/format';
import { demoBookedVisitDate } from '../../src/mocks/data/vendor';
import { indianToday } from '../../src/lib/indiaTime';
import { nextPickupDates } from '../../src/mocks/schedule';
import { logIn, seriousViolations, watchConsole } from './helpers';

// The recurring pickup (/dashboard/schedule) on the production build with the mock API, in English
// and in Hindi: a weekly schedule set and its next three dates, one skipped, who is coming for the
// booked pickup, and no serious accessibility violation. The clock is the machine's: the dates
// expected are the mock API's own rule worked out for today.

test.use({ viewport: { width: 1440, height: 900 } });

/** Today as the mock API in the page reads it: India's, whatever the machine's zone. */
const today = () => indianToday();

const LANGUAGES = [
  {
    locale: 'en',
    lang: 'en-IN',
    path: '/dashboard/schedule',
    tag: 'en-IN',
    title: 'Recurring pickup',
    weekday: 'Day of the week',
    thursday: 'Thursday',
    weekly: 'Every week',
    afternoon: 'Afternoon (12 PM to 3 PM)',
    save: 'Save recurring pickup',
    saved: 'Your recurring pickup is saved.',
    dates: 'Next three pickup dates',
    skip: (date: string) => `Skip the pickup on ${date}`,
    visits: 'Who is coming',
    slot: 'Morning (9 AM to 12 PM)',
    code: 'Handover code',
    codeNote: 'Give the oil only to a collector who tells you this code',
  },
  {
    locale: 'hi',
    lang: 'hi',
    path: '/hi/dashboard/schedule',
    tag: 'hi-IN',
    title: 'नियमित पिकअप',
    weekday: 'हफ़्ते का दिन',
    thursday: 'गुरुवार',
    weekly: 'हर हफ़्ते',
    afternoon: 'दोपहर (दोपहर 12 से दोपहर 3 बजे तक)',
    save: 'नियमित पिकअप सेव करें',
    saved: 'आपका नियमित पिकअप सेव हो गया।',
    dates: 'अगले तीन पिकअप की तारीख़',
    skip: (date: string) => `${date} का पिकअप छोड़ें`,
    visits: 'कौन आ रहा है',
    slot: 'सुबह (सुबह 9 से दोपहर 12 बजे तक)',
    code: 'हैंडओवर कोड',
    codeNote: 'तेल सिर्फ़ उसी कलेक्टर को दें जो आपको यह कोड बताए',
  },
] as const;

for (const text of LANGUAGES) {
  test(`${text.locale}: a weekly schedule, its next three dates, a skip and the handover code`, async ({ page }) => {
    const consoleWatch = watchConsole(page);
    const fmt = formatsFor(text.tag);
    await page.goto('/login');
    await logIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(text.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(page.locator('html')).toHaveAttribute('lang', text.lang);

    // Weekly on Thursday afternoons: the dates the mock API's rule gives for today.
    const dates = page.getByRole('list', { name: text.dates });
    await expect(dates.getByRole('listitem')).toHaveCount(3);
    await page.getByRole('radio', { name: text.weekly }).check();
    await page.getByLabel(text.weekday, { exact: true }).selectOption({ label: text.thursday });
    await page.getByRole('radio', { name: text.afternoon }).check();
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
    const rule = { frequency: 'weekly', weekday: 4, day_of_month: null, saved_on: today() } as const;
    const expected = nextPickupDates(rule, today(), [], companyHolidays, 3);
    await expect(dates.locator('time')).toHaveText(expected.map(fmt.visitLongDate));

    // Skip the first: the list moves on to the next one.
    await page.getByRole('button', { name: text.skip(fmt.visitLongDate(expected[0])) }).click();
    const moved = nextPickupDates(rule, today(), [expected[0]], companyHolidays, 3);
    await expect(dates.locator('time')).toHaveText(moved.map(fmt.visitLongDate));
    expect(moved.slice(0, 2)).toEqual(expected.slice(1));

    // Who is coming for the booked pickup.
    // The demo's booked visit, on the day the mock API seeded it for (always ahead of today).
    const booked = `${fmt.visitDate(demoBookedVisitDate(today()))}, ${text.slot}`;
    const visit = page.getByRole('region', { name: text.visits }).getByRole('region', { name: booked });
    await expect(visit).toBeVisible();
    await expect(visit.getByRole('definition').filter({ hasText: /^\d{4}$/ })).toHaveText('4827');
    await expect(visit).toContainText(text.code);
    await expect(visit).toContainText(text.codeNote);

    expect(await seriousViolations(page)).toEqual([]);
    consoleWatch.expectClean();
  });
}

test('the dashboard says when the next pickup is and leads to the schedule', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The earlier of the demo's weekly Tuesday-morning route and its visit booked for a Friday morning.
  const route = nextPickupDates({ frequency: 'weekly', weekday: 2, day_of_month: null, saved_on: '2025-12-01' }, today(), [], companyHolidays, 1)[0];
  const booked = demoBookedVisitDate(today());
  const next = booked < route ? booked : route;
  await expect(page.getByText(`Next pickup: ${formatsFor('en-IN').visitDate(next)}, morning`)).toBeVisible();
  await page.getByRole('link', { name: booked < route ? 'See who is coming' : 'Change or skip' }).click();
  await expect(page).toHaveURL(/\/dashboard\/schedule$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recurring pickup');
  consoleWatch.expectClean();
});
