import { expect, test } from './fixtures';
import { DEMO_VENDOR, logInAs, pdfPages, readQrCode, seriousViolations, watchConsole } from './helpers';

// Issue 35, item 3: the demo vendor signs the kitchen's ISCC self-declaration, which ends within 30
// days, with the OTP the demo notice shows (no SMS leaves the mock); the signed declaration prints on
// one A4 page, and its QR code, read back from the page as a phone's camera would, opens the public
// check in a browser with no session. In English and in Hindi, with axe at each step. On the
// production build with the mock API.

const WORDS = {
  en: {
    prefix: '',
    login: { mobile: 'Mobile number', password: 'Password', submit: 'Log in' },
    title: 'ISCC self-declaration',
    renew: 'Sign the new declaration',
    due: /This declaration ends on .+, in 19 days\./,
    signatory: 'Name of the person signing',
    designation: 'Designation',
    place: 'Place',
    overTen: /more than 10 tonnes/,
    animalFat: /animal fat/,
    yes: 'Yes',
    no: 'No',
    agree: 'I have read these statements, and they are true for this outlet.',
    send: 'Send OTP to sign',
    otpHeading: 'Enter the OTP to sign',
    demo: 'Demo mode',
    otpSent: new RegExp(`OTP sent to ${DEMO_VENDOR.mobile}`),
    otp: 'OTP',
    sign: 'Sign the declaration',
    signed: /^Your declaration is signed\. It is valid until /,
    document: /ISCC self-declaration of a point of origin/,
    qr: /^QR code for checking this declaration/,
    onRecord: 'Declaration on record',
    inForce: 'In force today.',
    notFound: 'No declaration matches this address',
  },
  hi: {
    prefix: '/hi',
    login: { mobile: 'मोबाइल नंबर', password: 'पासवर्ड', submit: 'लॉग इन करें' },
    title: 'ISCC स्व-घोषणा',
    renew: 'नई घोषणा पर हस्ताक्षर करें',
    due: /यह घोषणा .+ को, 19 दिन में ख़त्म हो रही है।/,
    signatory: 'हस्ताक्षर करने वाले का नाम',
    designation: 'पद',
    place: 'स्थान',
    overTen: /10 टन/,
    animalFat: /जानवरों की चर्बी/,
    yes: 'हाँ',
    no: 'नहीं',
    agree: 'मैंने ये बयान पढ़ लिए हैं, और ये इस आउटलेट के लिए सच हैं।',
    send: 'हस्ताक्षर के लिए OTP भेजें',
    otpHeading: 'हस्ताक्षर के लिए OTP डालें',
    demo: 'डेमो मोड',
    otpSent: new RegExp(`${DEMO_VENDOR.mobile} पर भेजा गया OTP`),
    otp: 'SMS में आया OTP',
    sign: 'घोषणा पर हस्ताक्षर करें',
    signed: /^आपकी घोषणा पर हस्ताक्षर हो गए। यह .+ तक मान्य है।/,
    document: /ISCC स्व-घोषणा: इस्तेमाल किया तेल/,
    qr: /^इस घोषणा की जाँच का QR कोड/,
    onRecord: 'घोषणा दर्ज है',
    inForce: 'आज लागू है।',
    notFound: 'इस पते से कोई घोषणा नहीं मिली',
  },
} as const;


test.use({ viewport: { width: 1440, height: 900 } });

for (const locale of ['en', 'hi'] as const) {
  const w = WORDS[locale];

  test(`${locale}: the demo vendor signs the declaration due within 30 days with the OTP; it prints on one A4 page and its QR code opens the public check`, async ({ page, browser, baseURL }) => {
    const consoleWatch = watchConsole(page);
    await page.goto(`${w.prefix}/dashboard/declaration`);
    await logInAs(page, DEMO_VENDOR, w.login);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: w.renew })).toBeVisible();
    await expect(page.getByText(w.due)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Who signs, the two answers and the statements confirmed, from the keyboard where a person would.
    await page.getByLabel(w.signatory).fill('Asha Venkataraman');
    await page.getByLabel(w.designation, { exact: true }).fill('Partner');
    await page.getByLabel(w.place, { exact: true }).fill('Bengaluru');
    await page.getByRole('group', { name: w.overTen }).getByRole('radio', { name: w.no }).check();
    await page.getByRole('group', { name: w.animalFat }).getByRole('radio', { name: w.yes }).check();
    await page.getByRole('checkbox', { name: w.agree }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: w.send }).click();

    // The OTP step takes focus; the code is read from the demo notice, as a demo visitor would.
    await expect(page.getByRole('heading', { level: 2, name: w.otpHeading })).toBeFocused();
    const sent = page.getByRole('complementary', { name: w.demo }).getByText(w.otpSent);
    await expect(sent).toBeVisible();
    const otp = ((await sent.locator('strong').textContent()) ?? '').trim();
    expect(otp).toMatch(/^\d{6}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(w.otp, { exact: true }).fill(otp);
    await page.getByRole('button', { name: w.sign }).click();

    await expect(page.getByText(w.signed)).toBeVisible();
    const declaration = page.getByRole('article', { name: w.document });
    await expect(declaration).toContainText('Asha Venkataraman');
    expect(await seriousViolations(page)).toEqual([]);

    // The QR code holds exactly the address printed under it.
    const printed = ((await declaration.locator('.declaration-address').textContent()) ?? '').trim();
    expect(printed).toMatch(/^https?:\/\/[^/]+\/verify-declaration\/\d+\?code=[A-HJ-NP-Z2-9]{6}$/);
    const scanned = await readQrCode(page, w.qr);
    expect(scanned).toBe(printed);

    // The print: the declaration alone, on one A4 page.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: w.sign })).toBeHidden();
    await expect(declaration).toBeVisible();
    expect(pdfPages(await page.pdf({ format: 'A4', printBackground: true }))).toBe(1);
    await page.emulateMedia({ media: null });

    // An auditor's phone: no session, the scanned address on this site, in the page's language. The
    // mock API keeps its database in the browser's storage: the phone is given that database (the
    // server's records, the new declaration among them), and nothing else of the vendor's browser.
    const origin = new URL(page.url()).origin;
    const mockDb = await page.evaluate(() => localStorage.getItem('greendrop-mock-db') ?? '');
    const auditor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'greendrop-mock-db', value: mockDb }] }] } });
    const phone = await auditor.newPage();
    const { pathname, search } = new URL(scanned);
    await phone.goto(`${w.prefix}${pathname}${search}`);
    await expect(phone.getByRole('heading', { level: 2, name: w.onRecord })).toBeVisible();
    await expect(phone.getByText(w.inForce)).toBeVisible();
    await expect(phone.locator('.declaration-check-result')).toContainText('S**** R**** K******* K**********');
    await expect(phone.locator('.declaration-check-result')).not.toContainText('Asha');
    await expect(phone.locator('.declaration-check-result')).not.toContainText('₹');
    await expect(phone.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await seriousViolations(phone)).toEqual([]);
    const code = new URL(scanned).searchParams.get('code') ?? '';
    await phone.goto(`${w.prefix}${pathname}?code=${code.slice(0, 5)}${code[5] === 'A' ? 'B' : 'A'}`);
    await expect(phone.getByRole('heading', { level: 2, name: w.notFound })).toBeVisible();
    await auditor.close();
    consoleWatch.expectClean();
  });
}

test('no public page downloads the declaration or its check', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const path of ['/', '/hi']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.filter((script) => /Declaration/.test(script))).toEqual([]);
});
