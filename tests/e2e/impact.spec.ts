import { expect, test, type Page } from './fixtures';
import { oilImpact } from '../../src/config/oilFactors';
import { biodieselShare, toBiodieselKg } from '../../src/config/site';
// dateRange, not the impact feature: that imports the vendor API's module, which reads Vite's environment.
import { financialYearName, financialYearStart as financialYearOf } from '../../src/features/dashboard/dateRange';
import { indianToday } from '../../src/lib/indiaTime';
import { logIn, pdfPages, seriousViolations, watchConsole } from './helpers';

// The demo vendor's impact certificate (/dashboard/impact) on the production build with the mock
// API: reached from the dashboard, its figures the calculator's for the same kilograms, its print
// on one A4 page without the site's chrome, and the Hindi page.

test.use({ viewport: { width: 1440, height: 900 } });

/** The financial year that contains today in India, as the page names it: 'FY 2026-27'. */
function currentYearName(today = indianToday()): string {
  return financialYearName(financialYearOf(today));
}

/** Pages in a PDF: each page object is `/Type /Page` (the tree of them is `/Type /Pages`). */

/** Serious or critical accessibility violations on the page as it is now. */
/** A figure of the certificate's table, by the row's heading. */
const figure = (page: Page, label: string) => page.getByRole('row', { name: label, exact: false }).filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell');

/** '5,300.2 kg' -> 5300.2 */
const number = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('from the dashboard to the impact certificate: the calculator’s figures, printed on one A4 page', async ({ page, context }) => {
  const consoleWatch = watchConsole(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Open the impact certificate' }).click();
  await expect(page).toHaveURL(/\/dashboard\/impact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impact certificate');

  const year = currentYearName();
  const table = page.getByRole('table', { name: `Impact in FY ${year}` });
  await expect(table).toBeVisible();
  await expect(page.getByLabel('Financial year', { exact: true })).toHaveValue(year.slice(0, 4));
  const certificate = page.getByRole('article', { name: `Environmental impact certificate, FY ${year}` });
  await expect(certificate).toContainText('GreenDrop Oil Recycling Private Limited');
  await expect(certificate).toContainText('CIN U37200HR2019PTC081234');
  await expect(certificate).toContainText('Spice Route Kitchens');

  // The oil that went to the biodiesel plants, worked out by the shared function...
  const toBiodiesel = number((await figure(page, 'Oil sent to biodiesel plants').textContent()) ?? '');
  expect(toBiodiesel).toBeGreaterThan(0);
  const impact = oilImpact(toBiodiesel);
  const whole = (value: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(value);
  await expect(figure(page, 'Biodiesel made from it')).toHaveText(`${whole(impact.biodieselKg)} kg`);
  await expect(figure(page, 'The same biodiesel in litres')).toHaveText(`${whole(impact.biodieselLitres)} litres`);
  const co2e = (await figure(page, 'Greenhouse gas avoided').textContent()) ?? '';
  expect(co2e).toBe(`${whole(impact.avoidedKg)} kg CO2e`);

  // ...is what the calculator says for the oil of which it sends those kilograms to the plants (it
  // counts the company's share for biodiesel, config/site.ts), typed in as a person would.
  const setAside = Math.round((toBiodiesel / biodieselShare) * 100) / 100;
  expect(toBiodieselKg(setAside)).toBe(toBiodiesel);
  const calculator = await context.newPage();
  await calculator.goto('/used-oil-value-calculator');
  await calculator.getByLabel('Measured in').selectOption({ label: 'Kilograms (kg)' });
  await calculator.getByLabel('How often').selectOption({ label: 'A month' });
  await calculator.getByLabel('Used oil you set aside (kg a month)').pressSequentially(String(setAside));
  const results = calculator.getByRole('region', { name: 'Your figures for a month' });
  await expect(results.locator('dt', { hasText: 'Greenhouse gas avoided a month' }).locator('+ dd')).toContainText(co2e);
  await calculator.close();

  expect(await seriousViolations(page)).toEqual([]);

  // The print: the certificate alone, black on white, on one A4 page.
  await page.emulateMedia({ media: 'print' });
  for (const hidden of [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('complementary', { name: 'Demo mode' }),
    page.getByRole('heading', { level: 1 }),
    page.getByLabel('Financial year', { exact: true }),
    page.getByRole('button', { name: 'Print or save as PDF' }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  await expect(certificate).toBeVisible();
  await expect(table).toBeVisible();
  const colours = await table.evaluate((element) => ({ color: getComputedStyle(element).color, body: getComputedStyle(document.body).backgroundColor }));
  expect(colours).toEqual({ color: 'rgb(0, 0, 0)', body: 'rgb(255, 255, 255)' });
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdfPages(pdf)).toBe(1);
  expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[45](\.\d+)? 84[12](\.\d+)?\]/);

  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  consoleWatch.expectClean();
});

test('the Hindi page: its heading, the year and one A4 page', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/hi/dashboard/impact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('असर का सर्टिफ़िकेट');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const year = currentYearName();
  await expect(page.getByRole('table', { name: `वित्त वर्ष ${year} में असर` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `पर्यावरण पर असर का सर्टिफ़िकेट, वित्त वर्ष ${year}` })).toBeVisible();
  await expect(page.getByLabel('वित्त वर्ष', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1);
  consoleWatch.expectClean();
});
