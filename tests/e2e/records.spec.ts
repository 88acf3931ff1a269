import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { DEMO_VENDOR, logIn, typeDate, watchConsole } from './helpers';

// The demo vendor's disposal register (/dashboard/records) on the production build with the mock
// API: the range, the CSV, and what the printed statement shows.

const NAME = DEMO_VENDOR.name;

test.use({ viewport: { width: 1440, height: 900 } });

async function signInToRecords(page: Page) {
  // The gate sends a signed-out visitor to /login, and back to the register after signing in.
  await page.goto('/dashboard/records');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard\/records$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disposal register');
  await expect(page.getByRole('table', { name: /^Disposal register, 1 April 20\d\d to / })).toBeVisible();
}

async function pickRange(page: Page, from: string, to: string) {
  await typeDate(page, 'From', from);
  await typeDate(page, 'To', to);
}

const monthHeadings = (page: Page) => page.locator('.records-month-name');

test('the demo vendor picks a month, downloads its CSV and sees the printable statement', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  await signInToRecords(page);

  await pickRange(page, '01/10/2026', '31/10/2026');
  const table = page.getByRole('table', { name: 'Disposal register, 1 October 2026 to 31 October 2026' });
  await expect(table).toBeVisible();
  await expect(monthHeadings(page)).toHaveText(['October 2026']);
  await expect(table.locator('tbody tr:not(.records-month-head):not(.records-total)')).toHaveCount(5);
  await expect(table.getByRole('row', { name: /GD\/BLR\/26-27\/008989/ })).toContainText('₹14,144.55');

  // The CSV: made in the browser, UTF-8 with a BOM, one header row, one line per pickup.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('greendrop-disposal-register-2026-10-01-to-2026-10-31.csv');
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Date,Receipt number,Verification code,Quantity (kg),Drums,Rate (INR per kg),Amount (INR),TPC (%),Vehicle,Collector,Destination,Green points,Gross (kg),Tare (kg),Scale,Scale stamped on,Your estimate (kg),Net less estimate (kg),Net less estimate (%),Photo of the scale');
  expect(lines.slice(1, -1)).toHaveLength(5);
  expect(lines.slice(1, -1).every((line) => /^2026-10-\d\d,GD\/BLR\/26-27\/\d{6},[A-HJ-NP-Z2-9]{6},[\d.]+,\d+,[\d.]+,[\d.]+,[\d.]*,/.test(line))).toBe(true);
  // The pickup, then its weighing: gross, tare, the scale and its stamp, the estimate and the difference, the photo's full address.
  expect(lines).toContainEqual(
    expect.stringMatching(/^2026-10-28,GD\/BLR\/26-27\/008989,U5SNRB,212\.7,7,66\.5,14144\.55,30\.3,KA 05 MN 2309,Syed Imran,Biodiesel plant,425,225\.3,12\.6,GD-WS-2309,2025-11-23,218,-5\.3,-2\.4,https?:\/\/[^,]+\/api\/media\/scale-display\/GD-BLR-26-27-008989\.svg$/),
  );
  expect(lines.at(-1)).toBe('');

  // The print view: the statement, black on white, without the site's chrome or any control.
  await page.emulateMedia({ media: 'print' });
  for (const hidden of [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('complementary', { name: 'Demo mode' }),
    page.getByRole('button', { name: 'Download CSV' }),
    page.getByRole('button', { name: 'Print statement for the whole period' }),
    page.getByRole('button', { name: 'Print statement for October 2026' }),
    page.getByLabel('From', { exact: true }),
    page.getByLabel('Order'),
    page.getByRole('heading', { level: 1 }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  const statement = page.locator('.statement-head');
  await expect(statement.getByRole('heading', { name: 'Used cooking oil disposal statement' })).toBeVisible();
  await expect(statement).toContainText('GreenDrop Oil Recycling Private Limited');
  await expect(statement).toContainText('Plot 42, Sector 5, IMT Manesar, Gurugram, Haryana 122052');
  await expect(statement).toContainText('care@greendrop.example.in · Toll-free 1800 123 4567');
  await expect(statement).toContainText(`${NAME}, Spice Route Kitchens`);
  await expect(statement).toContainText('No. 27, 80 Feet Road, 4th Block, Koramangala, Bengaluru, Karnataka 560034');
  await expect(statement).toContainText('Period1 October 2026 to 31 October 2026');
  await expect(table).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /^Total for October 2026/ })).toBeVisible();
  await expect(page.getByText(/^Generated from GreenDrop’s collection receipts on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
  const colours = await table.evaluate((element) => ({ color: getComputedStyle(element).color, body: getComputedStyle(document.body).backgroundColor }));
  expect(colours).toEqual({ color: 'rgb(0, 0, 0)', body: 'rgb(255, 255, 255)' });

  // Saved as PDF, the statement is on A4 pages (595 x 842 points).
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf).toMatch(/\/MediaBox \[0 0 59[45](\.\d+)? 84[12](\.\d+)?\]/);

  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  consoleWatch.expectClean();
});

test('printing one month leaves the other months and the period total off the paper', async ({ page }) => {
  await signInToRecords(page);
  // The browser's dialog cannot be driven; what it would print is what print media shows.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print statement for October 2026' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(monthHeadings(page).filter({ visible: true })).toHaveText(['October 2026']);
  await expect(page.getByRole('rowheader', { name: /^Total for the period/ })).toBeHidden();
  await expect(page.locator('.statement-head')).toContainText('Period1 October 2026 to 31 October 2026');
  await expect(page.getByLabel('Totals for the period')).toContainText('Pickups5Oil collected836.4 kgAmount paid₹55,620.60');

  // After the dialog closes, the browser's own Print prints the whole range again.
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.getByRole('rowheader', { name: /^Total for the period/ })).toBeVisible();
  expect((await monthHeadings(page).filter({ visible: true }).allTextContents()).length).toBeGreaterThan(1);
});

test('no public page downloads the register; the signed-in vendor does', async ({ page }) => {
  const assets: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.(js|css)$/.test(response.url())) assets.push(response.url());
  });
  // The page's script, and the register's styles, which travel with its table (the audit pack prints it too).
  const isRecords = (url: string) => /\/assets\/(RecordsPage-[\w-]+\.js|RecordsTable-[\w-]+\.css)$/.test(url);

  for (const path of ['/', '/about-us', '/oil-chart', '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.mouse.move(400, 60);
    await page.waitForLoadState('networkidle');
  }
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.filter(isRecords)).toEqual([]);

  await signInToRecords(page);
  expect(assets.filter(isRecords).map((url) => url.split('.').pop()).sort()).toEqual(['css', 'js']);
});

for (const width of [390, 1440]) {
  test(`the register is accessible at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInToRecords(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
  });
}
