import { expect, test } from './fixtures';
import { DEMO_VENDOR, logIn, logInAs, pdfPages, seriousViolations } from './helpers';

// Issue 35, item 4, in Chromium on the mock build, in English and Hindi, with axe: the demo
// kitchen's audit pack for the running financial year, printed as one document: a contents page,
// the register, then every certificate of collection on exactly one page of its own, the disputes
// and the impact certificate.

test('the audit pack prints the contents, the register, one page per certificate, the disputes and the impact certificate', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Green points', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('link', { name: 'Audit pack' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit pack' })).toBeVisible();
  const pack = page.getByRole('article', { name: /^Audit pack, financial year \d{4}-\d{2}$/ });
  await expect(pack).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  const certificates = await pack.getByRole('article', { name: 'Certificate of collection' }).count();
  expect(certificates).toBeGreaterThan(10);
  await expect(pack.getByRole('navigation', { name: 'Contents' })).toContainText(`Certificates of collection: ${certificates} certificates, each on its own page`);
  // The demo kitchen's declaration in force (it ends within 30 days), as its own page prints it.
  await expect(pack.getByRole('navigation', { name: 'Contents' })).toContainText('ISCC self-declaration: 1 declaration in force in the year, signed online');
  await expect(pack.locator('#pack-declarations .declaration-document')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  await page.emulateMedia({ media: 'print' });
  // On paper: no site header, no toolbar; the pack alone.
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  const pages = pdfPages(await page.pdf({ preferCSSPageSize: true }));
  // Contents 1, the register a few pages, each certificate 1, the declaration 1, the disputes 1, the impact certificate 1.
  expect(pages - certificates).toBeGreaterThanOrEqual(5);
  expect(pages - certificates).toBeLessThanOrEqual(9);
});

test('in Hindi on a phone the pack reads in Hindi, fits the screen and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hi/login');
  await logInAs(page, DEMO_VENDOR, { mobile: 'मोबाइल नंबर', password: 'पासवर्ड', submit: 'लॉग इन करें' });
  await expect(page).toHaveURL(/\/hi\/dashboard$/);
  await page.goto('/hi/dashboard/audit-pack');
  const pack = page.getByRole('article', { name: /^ऑडिट पैक, वित्त वर्ष \d{4}-\d{2}$/ });
  await expect(pack).toBeVisible();
  await expect(pack.getByRole('navigation', { name: 'विषय-सूची' })).toContainText('निपटान रजिस्टर');
  await expect(pack.getByRole('region', { name: '4. आपत्तियाँ और उनके नतीजे' })).toContainText('निपटाई गई');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});
