import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { CHAIN_MANAGER, CHAIN_OWNER, logInAs, pdfPages, seriousViolations, typeDate, watchConsole } from './helpers';

// A restaurant group in the vendor area (issue 32), on the production build with the mock API:
// the owner's outlet switcher and "All outlets", the printed statements of one outlet and of all,
// the manager's one outlet, in English and Hindi, at 390 and 1440 px.

const OUTLETS = ['Tandoor Trail Indiranagar', 'Tandoor Trail Whitefield', 'Tandoor Trail Baner'];
const switcher = (page: Page, label = 'Outlet') => page.getByRole('combobox', { name: label });

/** The register of October 2026: a month that has ended, so the same rows (and pages) on every run. */
async function october(page: Page) {
  await typeDate(page, 'From', '01/10/2026');
  await typeDate(page, 'To', '31/10/2026');
  await expect(page.getByRole('table', { name: 'Disposal register, 1 October 2026 to 31 October 2026' })).toBeVisible();
}

test('the owner switches outlets, sees All outlets with a subtotal per outlet, and prints both statements', async ({ page }) => {
  test.setTimeout(120_000);
  const consoleWatch = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/records');
  await logInAs(page, CHAIN_OWNER);
  await expect(page).toHaveURL(/\/dashboard\/records$/);
  await expect(switcher(page)).toBeEnabled();
  await expect(switcher(page).getByRole('option')).toHaveText(['All outlets', 'Tandoor Trail Indiranagar, Bengaluru', 'Tandoor Trail Whitefield, Bengaluru', 'Tandoor Trail Baner, Pune']);

  // One outlet: the address names it, and so does the printed statement.
  await switcher(page).selectOption({ label: 'Tandoor Trail Whitefield, Bengaluru' });
  await expect(page).toHaveURL(/\/dashboard\/records\?outlet=22$/);
  await october(page);
  await page.emulateMedia({ media: 'print' });
  await expect(switcher(page)).toBeHidden();
  await expect(page.locator('.statement-head')).toContainText('OutletTandoor Trail Whitefield · Shop 14, ITPL Main Road, opposite Forum Shantiniketan, Whitefield, Bengaluru, Karnataka 560066 · FSSAI licence 11224335001294');
  const onePdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdfPages(onePdf)).toBe(1);
  await page.emulateMedia({ media: null });

  // All outlets: an outlet column, a subtotal per outlet, the total; the statement lists the outlets.
  await switcher(page).selectOption({ label: 'All outlets' });
  await expect(page).toHaveURL(/\?outlet=all$/);
  const table = page.getByRole('table', { name: 'Disposal register, 1 October 2026 to 31 October 2026' });
  await expect(table.getByRole('columnheader', { name: 'Outlet' })).toBeVisible();
  for (const name of OUTLETS) await expect(table.getByRole('row', { name: new RegExp(`^Subtotal, ${name}`) })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Total for the period/ })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const lines = readFileSync(await download.path()).subarray(3).toString('utf8').split('\r\n');
  expect(lines[0].endsWith(',Green points,Gross (kg),Tare (kg),Scale,Scale stamped on,Your estimate (kg),Net less estimate (kg),Net less estimate (%),Photo of the scale,Outlet')).toBe(true);
  expect(new Set(lines.slice(1, -1).map((line) => line.split(',').at(-1)))).toEqual(new Set(OUTLETS));

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.statement-head')).toContainText(`OutletsAll outlets (3): ${OUTLETS.join(', ')}`);
  const allPdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdfPages(allPdf)).toBe(2);
  await page.emulateMedia({ media: null });
  expect(await seriousViolations(page)).toEqual([]);
  consoleWatch.expectClean();
});

test('at 390 px the owner’s dashboard with All outlets books nothing, and no page scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard?outlet=all');
  await logInAs(page, CHAIN_OWNER);
  await expect(page.getByText(/^A pickup is booked for one outlet/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request collection' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: /your collection requests/i }).getByRole('columnheader', { name: 'Outlet' })).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Choosing an outlet brings the form back, for that outlet.
  await switcher(page).selectOption({ label: 'Tandoor Trail Baner, Pune' });
  await expect(page.getByRole('button', { name: 'Request collection' })).toBeVisible();
  await page.goto('/dashboard/payments?outlet=all');
  await expect(page.getByRole('table', { name: /^Payments received, / }).getByRole('row', { name: /^Subtotal, Tandoor Trail Baner/ })).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('in Hindi the switcher, All outlets and the subtotals read in Hindi', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/hi/dashboard/records?outlet=all');
  await logInAs(page, CHAIN_OWNER, { mobile: 'मोबाइल नंबर', password: 'पासवर्ड', submit: 'लॉग इन करें' });
  await expect(switcher(page, 'आउटलेट')).toBeEnabled();
  await expect(switcher(page, 'आउटलेट').locator('option:checked')).toHaveText('सभी आउटलेट');
  const table = page.locator('table.records-table');
  await expect(table.getByRole('row', { name: /^उप-योग, Tandoor Trail Indiranagar/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a manager sees their one outlet, and a link to another outlet says they have no access', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  await page.goto('/dashboard/records');
  await logInAs(page, CHAIN_MANAGER);
  await expect(page.getByRole('table', { name: /^Disposal register, / })).toBeVisible();
  await expect(switcher(page)).toHaveCount(0);
  await page.goto('/dashboard/records?outlet=21');
  await expect(page.getByText('You do not have access to this outlet')).toBeVisible();
  await expect(page.getByRole('table', { name: /^Disposal register, / })).toHaveCount(0);
  // The 403 is the expected answer: the page says so; the console has the failed call and nothing else.
  expect(consoleWatch.problems.filter((problem) => !/403/.test(problem))).toEqual([]);
});

test('the owner adds a manager to an outlet, then removes them after confirming, at 390 px', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/outlets');
  await logInAs(page, CHAIN_OWNER);
  await expect(page.getByRole('heading', { level: 1, name: 'Outlets and people' })).toBeVisible();
  const baner = page.getByRole('form', { name: 'Add a manager to Tandoor Trail Baner' });
  await baner.getByLabel('Mobile number').fill('9890012345');
  await baner.getByLabel('Name').fill('Sneha Pawar');
  await baner.getByRole('button', { name: 'Add manager' }).click();
  await expect(page.getByText('Sneha Pawar can now sign in as a manager of Tandoor Trail Baner.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'People who can act for Tandoor Trail Baner' })).toContainText('Sneha Pawar');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Remove Sneha Pawar from Tandoor Trail Baner' }).click();
  await expect(page.getByText('Remove Sneha Pawar from Tandoor Trail Baner?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByText('Sneha Pawar can no longer act for Tandoor Trail Baner.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'People who can act for Tandoor Trail Baner' })).not.toContainText('Sneha Pawar');
  consoleWatch.expectClean();
});
