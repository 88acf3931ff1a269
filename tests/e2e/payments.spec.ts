import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { DEMO_VENDOR, logIn, seriousViolations, watchConsole } from './helpers';

// The demo vendor's payments (/dashboard/payments) on the production build with the mock API, in
// English and in Hindi: from the dashboard, a receipt's certificate, the print and the CSV. The
// clock is real, so the figures are read as shapes, not as amounts of a fixed day.

const RECEIPT = 'GD/BLR/26-27/008989';

test.use({ viewport: { width: 1440, height: 900 } });

/** The print view: the statement alone, without the site's chrome or any control. */
async function expectPrintedStatement(page: Page, hidden: string[], title: string) {
  await page.emulateMedia({ media: 'print' });
  for (const locator of [page.getByRole('banner'), page.getByRole('contentinfo'), page.locator('.demo-notice'), page.getByRole('heading', { level: 1 }), page.locator('.range-picker')]) {
    await expect(locator).toBeHidden();
  }
  for (const name of hidden) await expect(page.getByRole('button', { name })).toBeHidden();
  const head = page.locator('.payments-head');
  await expect(head.getByRole('heading', { name: title })).toBeVisible();
  await expect(head).toContainText('GreenDrop Oil Recycling Private Limited');
  await expect(head).toContainText(`${DEMO_VENDOR.name}, Spice Route Kitchens`);
  await expect(head).toContainText('+91 9876543210');
  await expect(page.locator('.payments-list')).toBeVisible();
  await expect(page.locator('.payments-months')).toBeVisible();
  const colours = await page.locator('.payments-list').evaluate((element) => ({ color: getComputedStyle(element).color, body: getComputedStyle(document.body).backgroundColor }));
  expect(colours).toEqual({ color: 'rgb(0, 0, 0)', body: 'rgb(255, 255, 255)' });
  // Saved as PDF, the statement is on A4 pages (595 x 842 points).
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf).toMatch(/\/MediaBox \[0 0 59[45](\.\d+)? 84[12](\.\d+)?\]/);
  await page.emulateMedia({ media: 'screen' });
}

async function downloadCsv(page: Page, button: string): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  expect(download.suggestedFilename()).toMatch(/^greendrop-payments-2026-04-01-to-2026-\d\d-\d\d\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').split('\r\n');
}

test('English: from the dashboard to the payments, a receipt’s certificate, the print and the CSV', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Open the payments' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payments$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payments');

  const payments = page.getByRole('table', { name: /^Payments received, 1 April 2026 to / });
  await expect(payments).toBeVisible();
  await expect(payments.getByRole('row', { name: new RegExp(RECEIPT) })).toContainText('₹14,144.55');
  await expect(payments.getByRole('row', { name: new RegExp(RECEIPT) })).toContainText('UPI');
  await expect(payments.getByText(/^HDFCN26311\d{6}$/)).toBeVisible();
  const due = page.getByRole('region', { name: 'Still to be paid' });
  await expect(due.locator('.payments-due-line')).toHaveText(/^Due: ₹[\d,]+\.\d\d for \d+ pickups?$/);
  await expect(page.getByRole('table', { name: /^Collected, paid and due by month of collection, / }).getByRole('row', { name: /^October 2026/ })).toContainText('₹55,620.60');
  expect(await seriousViolations(page)).toEqual([]);

  const lines = await downloadCsv(page, 'Download CSV');
  expect(lines[0]).toBe('Entry,Date,Amount (INR),Method,Reference,Receipt numbers');
  expect(lines).toContain(`Payment,2026-10-30,14144.55,UPI,${await payments.getByRole('row', { name: new RegExp(RECEIPT) }).locator('.payments-reference').textContent()},${RECEIPT}`);
  expect(lines.filter((line) => line.startsWith('Due,2026-11-')).length).toBeGreaterThan(0);
  expect(lines.at(-1)).toBe('');

  await expectPrintedStatement(page, ['Download CSV', 'Print statement of payments'], 'Statement of payments');
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();

  await payments.getByRole('link', { name: `${RECEIPT}: certificate of collection` }).click();
  await expect(page).toHaveURL(/\/dashboard\/records\/GD\/BLR\/26-27\/008989$/);
  await expect(page.getByRole('article', { name: 'Certificate of collection' })).toContainText('Spice Route Kitchens');
  consoleWatch.expectClean();
});

test('Hindi: the same page under /hi, in Hindi', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/hi/dashboard');
  await page.getByRole('link', { name: 'भुगतान खोलें' }).click();
  await expect(page).toHaveURL(/\/hi\/dashboard\/payments$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('भुगतान');
  const payments = page.getByRole('table', { name: /^मिले भुगतान, 1 अप्रैल 2026 से / });
  await expect(payments).toBeVisible();
  await expect(page.getByRole('region', { name: 'जिनका भुगतान बाक़ी है' }).locator('.payments-due-line')).toHaveText(/^बकाया: \d+ पिकअप (के|का) ₹[\d,]+\.\d\d$/);
  expect(await seriousViolations(page)).toEqual([]);

  const lines = await downloadCsv(page, 'CSV डाउनलोड करें');
  expect(lines[0]).toBe('प्रकार,तारीख़,रक़म (₹),तरीक़ा,रेफ़रेंस,रसीद नंबर');
  expect(lines.some((line) => line.startsWith('भुगतान,2026-10-30,14144.55,UPI,'))).toBe(true);
  expect(lines.some((line) => line.startsWith('बकाया,2026-11-'))).toBe(true);

  await expectPrintedStatement(page, ['CSV डाउनलोड करें', 'भुगतान का स्टेटमेंट प्रिंट करें'], 'भुगतान का स्टेटमेंट');

  await payments.getByRole('link', { name: `${RECEIPT}: कलेक्शन का सर्टिफ़िकेट` }).click();
  await expect(page).toHaveURL(/\/hi\/dashboard\/records\/GD\/BLR\/26-27\/008989$/);
  consoleWatch.expectClean();
});

test('at 390 px wide the page has no serious accessibility problem and does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/payments');
  await logIn(page);
  await expect(page.getByRole('table', { name: /^Payments received, / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
