import { expect, test, type Locator } from './fixtures';
import { RESET_TEXT } from '../support/passwordResetText';
import { DEMO_VENDOR, demoOtp, logIn, waitForHydration } from './helpers';

// A phone in one hand, at 390 px with a touch screen: every press lands on what was under the finger.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const drawerCases = [
  { lang: 'English', home: '/', moreItems: 'More Items', services: 'Our Services', target: 'Vendor Login', lands: /\/login$/ },
  { lang: 'English', home: '/', moreItems: 'More Items', services: 'Our Services', target: 'Book Now', lands: /\/#requestforoilcollection$/ },
  { lang: 'Hindi', home: '/hi', moreItems: 'और आइटम', services: 'हमारी सेवाएँ', target: 'वेंडर लॉग इन', lands: /\/hi\/login$/ },
] as const;

test.describe('the phone menu', () => {
  for (const { lang, home, moreItems, services, target, lands } of drawerCases) {
    test(`${lang}: with Our Services open, one tap on ${target} is enough`, async ({ page }) => {
      await page.goto(home);
      await waitForHydration(page);
      await page.getByRole('button', { name: moreItems }).tap();
      const drawer = page.getByRole('navigation', { name: moreItems });
      const servicesButton = drawer.getByRole('button', { name: services });
      await servicesButton.tap();
      await expect(servicesButton).toHaveAttribute('aria-expanded', 'true');
      await drawer.getByRole('link', { name: target }).tap();
      await expect(page).toHaveURL(lands);
    });
  }

  test('with Our Services open, one tap on the language switch changes the language', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'More Items' }).tap();
    const drawer = page.getByRole('navigation', { name: 'More Items' });
    await drawer.getByRole('button', { name: 'Our Services' }).tap();
    await drawer.getByRole('link', { name: 'हिन्दी में पढ़ें' }).tap();
    await expect(page).toHaveURL(/\/hi$/);
  });
});

/** Whether the element is what a finger on the centre of its box would touch (nothing lies over it). */
async function isTopmost(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  const x = box!.x + box!.width / 2;
  const y = box!.y + box!.height / 2;
  return locator.evaluate((element, [px, py]) => {
    const top = document.elementFromPoint(px, py);
    return top === element || element.contains(top);
  }, [x, y] as const);
}

test.describe('the date picker', () => {
  for (const where of ['/', '/register']) {
  test(`${where}: after a failed Submit the calendar lies above every field, and a date of this week can be picked`, async ({ page }) => {
    await page.goto(where);
    await waitForHydration(page);
    await page.getByLabel('Mobile number').fill('9812345678');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP', { exact: true }).fill(await demoOtp(page, '9812345678'));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Tell us about your business' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByLabel('Oil quantity')).toHaveAttribute('aria-invalid', 'true');

    // Low on the screen, where the calendar has no room below and opens upwards, over the fields above.
    await page.getByLabel('Expected start date').evaluate((field) => field.scrollIntoView({ block: 'end' }));
    await page.getByLabel('Expected start date').tap();
    const calendar = page.getByRole('dialog', { name: 'Choose Date' });
    await expect(calendar).toBeVisible();
    // Every day the calendar offers from today on, this week's first: each is what a finger on it touches.
    const days = calendar.getByRole('gridcell', { name: /^Choose /, disabled: false });
    await expect(days.first()).toBeVisible();
    const count = await days.count();
    for (let index = 0; index < Math.min(count, 7); index++) {
      const day = days.nth(index);
      expect(await isTopmost(day), `${await day.getAttribute('aria-label')} is covered`).toBe(true);
    }
    const first = days.first();
    const label = (await first.getAttribute('aria-label')) ?? '';
    await first.tap();
    await expect(calendar).toHaveCount(0);
    await expect(page.getByLabel('Expected start date')).not.toHaveValue('');
    expect(label).toMatch(/Choose/);
  });
  }
});

test.describe('a message that answers a press', () => {
  test('forgot password with a wrong OTP: the refusal comes into view below the sticky header', async ({ page }) => {
    await page.goto('/login/forgot');
    await page.getByLabel('Mobile number').fill(DEMO_VENDOR.mobile);
    await page.getByRole('button', { name: RESET_TEXT.en.send }).click();
    await expect(page.getByRole('heading', { level: 2, name: RESET_TEXT.en.newHeading })).toBeFocused();
    await page.getByLabel(RESET_TEXT.en.otp, { exact: true }).fill('000000');
    await page.getByLabel(RESET_TEXT.en.password, { exact: true }).fill('masala#2024');
    await page.getByLabel(RESET_TEXT.en.confirm, { exact: true }).fill('masala#2024');
    const submit = page.getByRole('button', { name: RESET_TEXT.en.submit });
    await submit.tap();

    const refusal = page.getByRole('alert').filter({ hasText: 'The OTP is not correct or has expired' });
    await expect(refusal).toBeVisible();
    await expect(refusal).toBeInViewport();
    await expect
      .poll(async () => {
        const header = await page.locator('.site-header').boundingBox();
        const box = await refusal.boundingBox();
        return box && header ? box.y - (header.y + header.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
  });
});

test.describe('long unbroken text', () => {
  test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false });

  test('a 1,000-character note without a space wraps: the requests table keeps its width and its Status column', async ({ page }) => {
    await page.goto('/dashboard');
    await logIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    const note = 'x'.repeat(1000);
    await page.getByLabel('Filled drums').fill('2');
    await page.getByLabel('Volume').fill('64');
    await page.getByLabel('Empty drums wanted').fill('2');
    await page.getByLabel('Notes for our team').fill(note);
    await page.getByRole('button', { name: 'Request collection' }).click();
    const table = page.getByRole('table', { name: /your collection requests/i });
    await expect(table.locator('tbody tr').first()).toContainText(note);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    const box = await table.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1440);
    await expect(table.getByRole('columnheader', { name: 'Status' })).toBeInViewport();
  });
});
