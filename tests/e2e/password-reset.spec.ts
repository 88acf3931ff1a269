import { expect, test } from './fixtures';
import { RESET_TEXT } from '../support/passwordResetText';
import { DEMO_VENDOR, seriousViolations, watchConsole } from './helpers';

// On the production build with the mock API (dist-mock): the demo notice shows the demo account on
// /login without a click, and a forgotten password is reset with the OTP the notice shows, in
// English and in Hindi. Each test runs in its own browser context, so the mock database it changes
// (localStorage) is its own: the demo password other specs sign in with is untouched, and the
// test checks that in a fresh context at the end.

const NEW_PASSWORD = 'masala#2024';

const WORDS = {
  en: {
    prefix: '',
    demo: 'Demo mode',
    demoVendor: (password: string) => `Demo vendor: mobile ${DEMO_VENDOR.mobile}, password ${password}`,
    otpSent: new RegExp(`OTP sent to ${DEMO_VENDOR.mobile}`),
    loginTitle: 'Vendor Login',
    mobile: 'Mobile number',
    loginPassword: 'Password',
    logIn: 'Log in',
    rejected: 'Either mobile or password is not valid',
    ...RESET_TEXT.en,
  },
  hi: {
    prefix: '/hi',
    demo: 'डेमो मोड',
    demoVendor: (password: string) => `डेमो वेंडर: मोबाइल नंबर ${DEMO_VENDOR.mobile}, पासवर्ड ${password}`,
    otpSent: new RegExp(`${DEMO_VENDOR.mobile} पर भेजा गया OTP`),
    loginTitle: 'वेंडर लॉग इन',
    mobile: 'मोबाइल नंबर',
    loginPassword: 'पासवर्ड',
    logIn: 'लॉग इन करें',
    rejected: 'मोबाइल नंबर या पासवर्ड सही नहीं है',
    ...RESET_TEXT.hi,
  },
} as const;

for (const locale of ['en', 'hi'] as const) {
  const w = WORDS[locale];

  test(`${locale}: the demo notice shows the account on /login; forgot, reset with the notice's OTP, sign in with the new password`, async ({ page, browser }, testInfo) => {
    const consoleWatch = watchConsole(page);

    // /login: the demo account is there without a click.
    await page.goto(`${w.prefix}/login`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.loginTitle);
    const notice = page.getByRole('complementary', { name: w.demo });
    await expect(notice).toContainText(w.demoVendor(DEMO_VENDOR.password));
    await expect(notice.getByRole('button', { name: w.demo })).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    // The mobile number.
    await page.getByRole('link', { name: w.forgot }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/login/forgot$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);
    await expect(notice).toContainText(w.demoVendor(DEMO_VENDOR.password));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(w.mobile).fill(DEMO_VENDOR.mobile);
    await page.getByRole('button', { name: w.send }).click();

    // The OTP (read from the demo notice, as a demo visitor would) and the new password twice.
    await expect(page.getByRole('heading', { level: 2, name: w.newHeading })).toBeFocused();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(w.sent);
    const sent = notice.getByText(w.otpSent);
    await expect(sent).toBeVisible();
    const otp = ((await sent.locator('strong').textContent()) ?? '').trim();
    expect(otp).toMatch(/^\d{6}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(w.otp, { exact: true }).fill(otp);
    await page.getByLabel(w.password, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(w.confirm, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: w.submit }).click();

    // Back on /login: the notice, the mobile filled in, and the demo notice has the new password.
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/login$`));
    await expect(page.getByRole('main').getByRole('status')).toHaveText(w.changed);
    await expect(page.getByLabel(w.mobile)).toHaveValue(DEMO_VENDOR.mobile);
    await expect(page.getByLabel(w.loginPassword, { exact: true })).toBeFocused();
    await expect(notice).toContainText(w.demoVendor(NEW_PASSWORD));
    expect(await seriousViolations(page)).toEqual([]);

    // The old password no longer signs in; the new one does.
    await page.getByLabel(w.loginPassword, { exact: true }).fill(DEMO_VENDOR.password);
    await page.getByRole('button', { name: w.logIn }).click();
    await expect(page.getByRole('alert')).toHaveText(w.rejected);
    await page.getByLabel(w.loginPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: w.logIn }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/dashboard$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_VENDOR.name);
    consoleWatch.expectClean();

    // Nothing leaks: another context (as every other test gets) still has the demo password.
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const otherPage = await other.newPage();
      await otherPage.goto('/login');
      await expect(otherPage.getByRole('complementary', { name: 'Demo mode' })).toContainText(WORDS.en.demoVendor(DEMO_VENDOR.password));
    } finally {
      await other.close();
    }
  });
}
