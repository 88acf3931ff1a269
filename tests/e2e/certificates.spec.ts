import { expect, test } from './fixtures';
import { logIn, pdfPages, readQrCode, seriousViolations, watchConsole } from './helpers';

// Every pickup proved: the certificate of collection reached from the register, its QR code read
// back from the page as a phone's camera would, the public check it leads to (signed out), the
// printed page, and both languages. On the production build with the mock API.

const RECEIPT = 'GD/BLR/26-27/008989';

/** Serious or critical accessibility violations on the page as it is now. */

/** Pages in a PDF: each page object is `/Type /Page` (the tree of them is `/Type /Pages`). */

test.use({ viewport: { width: 1440, height: 900 } });

test('a certificate from the register: its QR code leads anyone to the check, which says Genuine; one changed character is not found', async ({ page, browser, baseURL }) => {
  const consoleWatch = watchConsole(page);
  await page.goto('/dashboard/records');
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard\/records$/);
  await page.getByRole('link', { name: `${RECEIPT}: certificate of collection` }).click();
  await expect(page).toHaveURL(/\/dashboard\/records\/GD\/BLR\/26-27\/008989$/);
  const certificate = page.getByRole('article', { name: 'Certificate of collection' });
  await expect(certificate).toContainText('212.7 kg (about 231.2 litres at 0.92 kg a litre)');
  await expect(certificate).toContainText('Spice Route Kitchens');

  // The QR code holds exactly the address printed under it.
  const printed = ((await certificate.locator('.certificate-address').textContent()) ?? '').trim();
  expect(printed).toMatch(/^https?:\/\/[^/]+\/verify\/GD\/BLR\/26-27\/008989\?code=[A-HJ-NP-Z2-9]{6}$/);
  const scanned = await readQrCode(page, /^QR code for checking this certificate/);
  expect(scanned).toBe(printed);
  const code = new URL(scanned).searchParams.get('code') ?? '';
  await expect(certificate).toContainText(`Verification code: ${code}`);

  expect(await seriousViolations(page)).toEqual([]);

  // The print: the certificate alone, on one A4 page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print certificate' })).toBeHidden();
  await expect(certificate).toBeVisible();
  expect(pdfPages(await page.pdf({ format: 'A4', printBackground: true }))).toBe(1);
  // Back to the browser's own media (a PDF is then printed with the print rules again).
  await page.emulateMedia({ media: null });

  // A food safety officer's phone: no session, the scanned address on this site.
  const officer = await browser.newContext({ baseURL });
  const phone = await officer.newPage();
  const { pathname, search } = new URL(scanned);
  await phone.goto(pathname + search);
  await expect(phone.getByRole('heading', { name: 'Genuine certificate' })).toBeVisible();
  await expect(phone.locator('.verify-result')).toContainText('S**** R**** K*******');
  await expect(phone.locator('.verify-result')).not.toContainText('₹');
  await expect(phone.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await seriousViolations(phone)).toEqual([]);

  const changed = `${code.slice(0, 5)}${code[5] === 'A' ? 'B' : 'A'}`;
  await phone.goto(`${pathname}?code=${changed}`);
  await expect(phone.getByRole('heading', { name: 'No certificate matches this receipt and code' })).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);

  // Typed by hand from the paper, in Hindi.
  await phone.goto('/hi/verify');
  await phone.getByLabel('रसीद नंबर').fill(RECEIPT);
  await phone.getByLabel('वेरिफ़िकेशन कोड').fill(code.toLowerCase());
  await phone.getByRole('button', { name: 'सर्टिफ़िकेट जाँचें' }).click();
  await expect(phone.getByRole('heading', { name: 'असली सर्टिफ़िकेट' })).toBeVisible();
  await expect(phone).toHaveURL(new RegExp(`/hi/verify/GD/BLR/26-27/008989\\?code=${code}$`));
  await officer.close();

  // The same certificate in Hindi, with the same address in its QR code.
  await page.goto('/hi/dashboard/records/GD/BLR/26-27/008989');
  await expect(page.getByRole('article', { name: 'कलेक्शन का सर्टिफ़िकेट' })).toContainText('212.7 किलो');
  expect(await readQrCode(page, /^इस सर्टिफ़िकेट की जाँच का QR कोड/)).toBe(scanned);
  expect(pdfPages(await page.pdf({ format: 'A4', printBackground: true }))).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
  consoleWatch.expectClean();
});

test('no public page downloads the certificate or the check code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const path of ['/', '/hi', '/used-cooking-oil-collection']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.filter((script) => /(Certificate|Verify)Page/.test(script))).toEqual([]);
});
