import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from './fixtures';
import { indianToday, INDIA_TIME_ZONE } from '../../src/lib/indiaTime';
import { DETAILS_FIELD_MESSAGES } from '../support/specMessages';
import { fillRegistrationDetails as fillDetails, realBuildURL, watchConsole } from './helpers';

// The registration wizard on the real production build (dist, no backend), with an API
// test double made by page.route that answers every call and records what was sent.

const PHONE = '9123456780';
const OTP = '482913';
const BLOCKED_PHONE = '9000000001';
const OFFLINE_PHONE = '9000000002';
const BLOCKED_MESSAGE = 'This mobile number is blocked. Call us on 1800 123 4567.';

const MESSAGES = {
  phone: 'Please enter a valid phone number.',
  network: 'Something went wrong. Try again later.',
  otp: 'Entered OTP is incorrect.',
  submitError: 'Error! Something went wrong. We are unable to process your request. Please try again later.',
  submitSuccess: 'Success! Your request has been submitted successfully. Our team will contact you soon.',
};

const FIELD_MESSAGES = DETAILS_FIELD_MESSAGES;

type Fields = [name: string, value: string][];
interface Call {
  method: string;
  path: string;
  fields: Fields | null;
}

interface DoubleOptions {
  /** 'local': sendOTP returns the code and the page compares; 'server': it returns none and verifyOTP decides. */
  otpMode?: 'local' | 'server';
  /** The statuses the submit call answers with, in order (then Success); 'offline' aborts the request. */
  submitAnswers?: ('Success' | 'Error' | 'offline')[];
}

/** Parses a multipart body with the platform's own FormData parser. */
async function formFields(route: Route): Promise<Fields | null> {
  const request = route.request();
  const buffer = request.postDataBuffer();
  const type = (await request.headerValue('content-type')) ?? '';
  if (!buffer || buffer.length === 0 || !type.includes('multipart/form-data')) return null;
  const form = await new Response(new Uint8Array(buffer), { headers: { 'content-type': type } }).formData();
  return [...form.entries()].map(([name, value]) => [name, String(value)]);
}

/** The API test double: answers every {api} and {seo-api} call (both /api in the build) and records it. */
async function apiDouble(page: Page, options: DoubleOptions = {}) {
  const calls: Call[] = [];
  const submitAnswers = [...(options.submitAnswers ?? [])];
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace(/^\/api/, '');
    const fields = await formFields(route);
    calls.push({ method: route.request().method(), path, fields });
    const field = (name: string) => fields?.find(([key]) => key === name)?.[1];
    const json = (body: object) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

    switch (path) {
      case '/signups/sendOTP': {
        const phone = field('phone');
        if (phone === OFFLINE_PHONE) return route.abort('internetdisconnected');
        if (phone === BLOCKED_PHONE) return json({ status: 'Error', message: BLOCKED_MESSAGE });
        return json({ status: 'Success', message: 'OTP sent', data: options.otpMode === 'server' ? '' : OTP });
      }
      case '/signups/verifyOTP':
        return json(field('otp') === OTP ? { status: 'Success', message: 'OTP verified' } : { status: 'Error', message: 'Invalid OTP' });
      case '/signups/submit': {
        const next = submitAnswers.shift() ?? 'Success';
        if (next === 'offline') return route.abort('internetdisconnected');
        return json({ status: next, message: next === 'Success' ? 'Registration received' : 'Not saved' });
      }
      case '/States/getAllStates':
        return json({
          status: 'Success',
          data: [
            { id: 16, name: 'Karnataka' },
            { id: 21, name: 'Maharashtra' },
            { id: 31, name: 'Tamil Nadu' },
          ],
        });
      case '/seo/page/Register':
        return json({
          seos: [
            { tag_name: 'title', a_json: null, content: 'Register as a Vendor | GreenDrop' },
            { tag_name: 'meta', a_json: '{"name":"keywords","content":"used cooking oil registration"}', content: null },
            { tag_name: 'meta', a_json: { name: 'description', content: 'Register your food business with GreenDrop.' }, content: null },
            { tag_name: 'script', a_json: { type: 'application/ld+json' }, content: '{"@context":"https://schema.org","@type":"WebPage","name":"Vendor registration"}' },
            { tag_name: 'script', a_json: null, content: 'window.__seoScriptRan = true' },
            { tag_name: 'style', a_json: null, content: 'body { display: none }' },
            { tag_name: 'base', a_json: { href: 'https://evil.example/' }, content: null },
          ],
        });
      case '/newsfeeds/all':
        return json({ newsfeeds: { data: [] } });
      case '/serviceability':
        return json({
          status: 'Success',
          data: { served: true, city: 'Pune', state: 'Maharashtra', depot: 'Chakan', first_pickup_days: 2, rate_inr_per_kg: { min: 45, max: 58 }, household_rate_inr_per_kg: { min: 27, max: 34 } },
        });
      default:
        return route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' });
    }
  });
  return {
    calls,
    bodiesOf: (path: string) => calls.filter((call) => call.path === path).map((call) => call.fields),
  };
}

/** Exactly this text, and only once among visible elements. */
async function expectExactText(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toHaveCount(1);
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

async function sendCode(page: Page, phone = PHONE) {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
}

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = serious.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `${label}:\n${summary.join('\n')}`).toEqual([]);
  return results.violations.length;
}

/** Records, in the page's own clock, the Verify OTP click, "Verified" and the details step (labels in the page's language). */
async function watchVerificationTimes(page: Page, labels = { verify: 'Verify OTP', verified: 'Verified' }) {
  await page.evaluate(({ verify, verified }) => {
    const marks: Record<string, number> = {};
    (window as unknown as { __marks: Record<string, number> }).__marks = marks;
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest('button');
        if (button?.textContent === verify) marks.click = performance.now();
      },
      true,
    );
    const check = () => {
      const statuses = [...document.querySelectorAll('[role="status"]')].map((element) => element.textContent);
      if (marks.click !== undefined && marks.verified === undefined && statuses.includes(verified)) marks.verified = performance.now();
      if (marks.click !== undefined && marks.details === undefined && document.querySelector('.wizard[data-step="2"]')) marks.details = performance.now();
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  }, labels);
  return async () => page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
}

/** Today in India: the earliest expected date the form takes, whatever the browser's zone. */
const today = () => indianToday();

test.describe('registration wizard on the production build', () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  test.use({ baseURL: async ({}, provide, testInfo) => provide(realBuildURL(testInfo)) });

  test('happy path: exact payloads, Verified at 2 s and the details at 4 s, success, draft cleared', async ({ page }) => {
    const consoleWatch = watchConsole(page);
    const api = await apiDouble(page);
    await page.goto('/register?utm_source=google&utm_medium=cpc&utm_campaign=monsoon-2026');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expect(page).toHaveTitle('Register as a Vendor | GreenDrop');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await page.locator('title').count()).toBe(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Register your food business with GreenDrop.');
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'used cooking oil registration');
    expect(await page.evaluate(() => (window as unknown as { __seoScriptRan?: boolean }).__seoScriptRan)).toBeUndefined();
    await expect(page.locator('base')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in as a vendor' })).toHaveAttribute('href', '/login');

    const phoneInput = page.getByLabel('Mobile number');
    await expect(phoneInput).toHaveAttribute('inputmode', 'numeric');
    await sendCode(page);
    await expect(page.getByRole('heading', { name: 'Enter the OTP' })).toBeFocused();
    expect(api.bodiesOf('/signups/sendOTP')).toEqual([
      [
        ['phone', PHONE],
        ['nv', '1'],
      ],
    ]);
    await expect(page.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeDisabled();

    const otpInput = page.getByLabel('OTP', { exact: true });
    await expect(otpInput).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(otpInput).toHaveAttribute('inputmode', 'numeric');
    await otpInput.fill(OTP);
    const marks = await watchVerificationTimes(page);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('button', { name: 'Verifying' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Verified' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tell us about your business' })).toBeFocused();
    const times = await marks();
    const verifiedAfter = times.verified - times.click;
    const detailsAfter = times.details - times.verified;
    test.info().annotations.push({ type: 'timing', description: `Verified after ${verifiedAfter.toFixed(0)} ms; details ${detailsAfter.toFixed(0)} ms later` });
    console.log(`[timing] Verified ${verifiedAfter.toFixed(1)} ms after the click; details step ${detailsAfter.toFixed(1)} ms after Verified`);
    expect(Math.abs(verifiedAfter - 2000)).toBeLessThanOrEqual(300);
    expect(Math.abs(detailsAfter - 2000)).toBeLessThanOrEqual(300);
    expect(api.bodiesOf('/signups/verifyOTP')).toEqual([]);

    await expect(page.getByLabel('Oil quantity')).toHaveAttribute('min', '1');
    await expect(page.getByLabel('Expected rate')).toHaveAttribute('min', '1');
    await expect(page.getByLabel('Expected start date')).toHaveAttribute('readonly', '');
    await fillDetails(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for registering' })).toBeFocused();
    await expectExactText(page, MESSAGES.submitSuccess);

    expect(api.bodiesOf('/signups/submit')).toEqual([
      [
        ['mobile', PHONE],
        ['nv', '1'],
        ['firm_name', 'Sharma Dhaba'],
        ['name', 'Ravi Sharma'],
        ['email', 'ravi@sharmadhaba.example.in'],
        ['oil_quantity', '120'],
        ['expected_rate', '45.5'],
        ['entry_by', today()],
        ['address', '12 MG Road, Camp'],
        ['city', 'Pune'],
        ['state_id', '21'],
        ['postal_code', '411001'],
        ['remarks_option', 'Call after 4 PM'],
        ['utm_source', 'google'],
        ['utm_medium', 'cpc'],
        ['utm_campaign', 'monsoon-2026'],
        // A fresh key for this registration: a retry of it would carry the same one.
        ['idempotency_key', expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)],
      ],
    ]);
    // The state list is a POST with no body.
    const stateCalls = api.calls.filter((call) => call.path === '/States/getAllStates');
    expect(stateCalls.length).toBeGreaterThan(0);
    expect(stateCalls.every((call) => call.method === 'POST' && call.fields === null)).toBe(true);
    // Every call went to one of the wizard's five API paths (the pincode check under the postal code among them), nothing else.
    expect(new Set(api.calls.map((call) => `${call.method} ${call.path}`))).toEqual(
      new Set(['GET /seo/page/Register', 'POST /signups/sendOTP', 'POST /States/getAllStates', 'GET /serviceability', 'POST /signups/submit']),
    );

    expect(await page.evaluate(() => sessionStorage.getItem('greendrop-registration'))).toBeNull();
    consoleWatch.expectClean();
  });

  test('wrong OTP path: the message, the step and the typed code stay; the right code then passes (server-verified)', async ({ page }) => {
    const api = await apiDouble(page, { otpMode: 'server' });
    await page.goto('/register');
    await sendCode(page);
    const otpInput = page.getByLabel('OTP', { exact: true });
    await otpInput.fill('111111');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectExactText(page, MESSAGES.otp);
    await expect(otpInput).toHaveAttribute('aria-invalid', 'true');
    await expect(otpInput).toHaveValue('111111');
    await expect(page.getByRole('heading', { name: 'Enter the OTP' })).toBeVisible();
    expect(api.bodiesOf('/signups/verifyOTP')).toEqual([
      [
        ['phone', PHONE],
        ['otp', '111111'],
      ],
    ]);

    // Nothing typed is lost across a reload.
    await page.reload();
    await expect(page.getByLabel('OTP', { exact: true })).toHaveValue('111111');

    await page.getByLabel('OTP', { exact: true }).fill(OTP);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('button', { name: 'Verified' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tell us about your business' })).toBeVisible();
    expect(api.bodiesOf('/signups/verifyOTP')).toHaveLength(2);

    await page.getByLabel('Firm Name').fill('Sharma Dhaba');
    await page.reload();
    await expect(page.getByLabel('Firm Name')).toHaveValue('Sharma Dhaba');
  });

  test('wrong OTP path in local mode, then a way back to change the number', async ({ page }) => {
    await apiDouble(page);
    await page.goto('/register');
    await sendCode(page);
    await page.getByLabel('OTP', { exact: true }).fill('000000');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectExactText(page, MESSAGES.otp);
    await expect(page.getByLabel('OTP', { exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Change number' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeFocused();
    await expect(page.getByLabel('Mobile number')).toHaveValue(PHONE);
  });

  test('every message of sections 5 and 8 appears exactly', async ({ page }) => {
    const api = await apiDouble(page, { submitAnswers: ['offline', 'Error', 'Success'] });
    await page.goto('/register');

    await sendCode(page, '12345');
    await expectExactText(page, MESSAGES.phone);
    expect(api.bodiesOf('/signups/sendOTP')).toEqual([]);

    await sendCode(page, BLOCKED_PHONE);
    await expectExactText(page, BLOCKED_MESSAGE);
    await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(BLOCKED_MESSAGE)).toHaveCount(0);

    await sendCode(page, OFFLINE_PHONE);
    await expectExactText(page, MESSAGES.network);
    await expect(page.getByLabel('Mobile number')).toHaveValue(OFFLINE_PHONE);

    await sendCode(page);
    await page.getByLabel('OTP', { exact: true }).fill('999999');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectExactText(page, MESSAGES.otp);
    await page.getByLabel('OTP', { exact: true }).fill(OTP);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Tell us about your business' })).toBeVisible({ timeout: 8000 });

    await page.getByRole('button', { name: 'Submit' }).click();
    for (const [label, message] of FIELD_MESSAGES) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
    }
    await expect(page.getByText('Positive Number is required', { exact: true })).toHaveCount(2);
    for (const message of new Set(FIELD_MESSAGES.map(([, text]) => text))) {
      await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByLabel('Firm Name')).toBeFocused();

    await page.getByLabel('Email').fill('a@b.c');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectExactText(page, 'Please enter a valid email');
    expect(api.bodiesOf('/signups/submit')).toEqual([]);

    await fillDetails(page);
    // A network failure is only logged: the busy state ends and no message appears.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect.poll(() => api.bodiesOf('/signups/submit').length).toBe(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(MESSAGES.submitError)).toHaveCount(0);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expectExactText(page, MESSAGES.submitError);
    await page.getByRole('button', { name: 'Back to your details' }).click();
    await expect(page.getByLabel('Firm Name')).toHaveValue('Sharma Dhaba');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectExactText(page, MESSAGES.submitSuccess);
  });

  test('the home page embeds the wizard without a second header or footer, and loads the date picker only at the details step', async ({ page }) => {
    const consoleWatch = watchConsole(page);
    await apiDouble(page);
    const assets: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/assets/')) assets.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    const booking = page.getByRole('region', { name: 'Request an oil collection' });
    await expect(booking.getByRole('heading', { level: 3, name: 'Verify your mobile number' })).toBeVisible();
    await expect(booking.getByRole('banner')).toHaveCount(0);
    await expect(booking.getByRole('contentinfo')).toHaveCount(0);
    // The picker's code and styles: its own chunk, and the one it shares with the vendor's range picker.
    const pickerAsset = /ExpectedDatePicker|react-datepicker|datePickerLocale/;
    expect(assets.filter((url) => pickerAsset.test(url))).toEqual([]);

    await booking.getByLabel('Mobile number').fill(PHONE);
    await booking.getByRole('button', { name: 'Send OTP' }).click();
    await booking.getByLabel('OTP', { exact: true }).fill(OTP);
    await booking.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(booking.getByRole('heading', { level: 3, name: 'Tell us about your business' })).toBeVisible({ timeout: 8000 });
    await expect(booking.getByLabel('Expected start date')).toBeEnabled();
    const picker = assets.filter((url) => pickerAsset.test(url));
    expect(picker.some((url) => /ExpectedDatePicker.*\.js$/.test(url))).toBe(true);
    expect(picker.some((url) => url.endsWith('.css'))).toBe(true);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    consoleWatch.expectClean();
  });

  test('the responsive modal opens the wizard full screen on a phone', async ({ page }) => {
    await apiDouble(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/responsive-modal');
    // The page is prerendered: the button works once the page has hydrated.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Open the registration form' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await expect(dialog.getByRole('heading', { level: 3, name: 'Verify your mobile number' })).toBeVisible();
    const box = await dialog.locator('.modal-content').boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    await dialog.getByLabel('Mobile number').fill(PHONE);
    await dialog.getByLabel('Mobile number').press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Enter the OTP' })).toBeFocused();
  });

  test('the whole wizard works from the keyboard, in a sensible Tab order', async ({ page }) => {
    const api = await apiDouble(page);
    await page.goto('/register');
    await page.getByLabel('Mobile number').focus();
    await page.keyboard.type(PHONE);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Enter the OTP' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Change number' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('OTP', { exact: true })).toBeFocused();
    await page.keyboard.type(OTP);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Tell us about your business' })).toBeFocused({ timeout: 8000 });
    const typeInto = async (label: string, text: string) => {
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(label, { exact: true })).toBeFocused();
      await page.keyboard.type(text);
    };
    await typeInto('Firm Name', 'Sharma Dhaba');
    await typeInto('Name', 'Ravi Sharma');
    await typeInto('Email', 'ravi@sharmadhaba.example.in');
    await typeInto('Oil quantity', '120');
    await typeInto('Expected rate', '45');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Expected start date')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Expected start date')).not.toHaveValue('');
    // react-datepicker closes the calendar and hands focus back to its field on a timer: wait for it.
    await expect(page.locator('.react-datepicker__month')).toHaveCount(0);
    await expect(page.getByLabel('Expected start date')).toBeFocused();
    await typeInto('Address', '12 MG Road');
    await typeInto('City', 'Pune');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('State')).toBeFocused();
    await page.keyboard.type('Maha');
    await expect(page.getByLabel('State')).toHaveValue('21');
    await typeInto('Postal code', '411001');
    await typeInto('Remarks (optional)', 'None');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Thank you for registering' })).toBeFocused();
    expect(api.bodiesOf('/signups/submit')).toHaveLength(1);
  });

  test('the slide respects prefers-reduced-motion', async ({ page }) => {
    await apiDouble(page);
    await page.goto('/register');
    await sendCode(page);
    const animation = () => page.locator('.wizard-panel.is-current').evaluate((panel) => getComputedStyle(panel).animationName);
    await expect(page.getByRole('heading', { name: 'Enter the OTP' })).toBeFocused();
    await expect.poll(animation).toBe('wizard-from-right');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Change number' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeFocused();
    expect(await animation()).toBe('none');
    await expect(page.locator('.wizard-panel')).toHaveCount(1);
  });

  test('no serious or critical accessibility violation on /register at any step', async ({ page }) => {
    await apiDouble(page, { submitAnswers: ['Error', 'Success'] });
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    const counts: string[] = [];
    counts.push(`phone: ${await expectNoSeriousViolations(page, 'phone step')}`);
    await sendCode(page, '123');
    counts.push(`phone error: ${await expectNoSeriousViolations(page, 'phone step with an error')}`);
    await sendCode(page, BLOCKED_PHONE);
    await expect(page.getByRole('alert')).toBeVisible();
    counts.push(`phone alert: ${await expectNoSeriousViolations(page, 'phone step with an alert')}`);
    await sendCode(page);
    await expect(page.getByRole('heading', { name: 'Enter the OTP' })).toBeVisible();
    await page.waitForTimeout(500);
    counts.push(`otp: ${await expectNoSeriousViolations(page, 'OTP step')}`);
    await page.getByLabel('OTP', { exact: true }).fill('000000');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    counts.push(`otp error: ${await expectNoSeriousViolations(page, 'OTP step with an error')}`);
    await page.getByLabel('OTP', { exact: true }).fill(OTP);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('button', { name: 'Verified' })).toBeVisible();
    counts.push(`verified: ${await expectNoSeriousViolations(page, 'OTP step, verified')}`);
    await expect(page.getByRole('heading', { name: 'Tell us about your business' })).toBeVisible();
    await page.waitForTimeout(500);
    counts.push(`details: ${await expectNoSeriousViolations(page, 'details step')}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    counts.push(`details errors: ${await expectNoSeriousViolations(page, 'details step with errors')}`);
    await page.getByLabel('Expected start date').focus();
    await expect(page.locator('.react-datepicker')).toBeVisible();
    counts.push(`calendar: ${await expectNoSeriousViolations(page, 'details step, calendar open')}`);
    await page.keyboard.press('Escape');
    await fillDetails(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(MESSAGES.submitError)).toBeVisible();
    await page.waitForTimeout(500);
    counts.push(`error result: ${await expectNoSeriousViolations(page, 'error result')}`);
    await page.getByRole('button', { name: 'Back to your details' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(MESSAGES.submitSuccess)).toBeVisible();
    await page.waitForTimeout(500);
    counts.push(`success result: ${await expectNoSeriousViolations(page, 'success result')}`);
    console.log(`[axe] violations of any impact per step: ${counts.join('; ')}`);
  });
});

// The same wizard in Hindi under /hi, on the same production build and API double. The
// texts are written out (not read from the catalogue), so a test fails if the wording drifts.
const HI = {
  title: 'रजिस्टर करें',
  phoneHeading: 'अपना मोबाइल नंबर वेरिफ़ाई करें',
  phoneLabel: 'मोबाइल नंबर',
  send: 'OTP भेजें',
  phoneInvalid: 'कृपया 10 अंकों का सही मोबाइल नंबर डालें।',
  otpHeading: 'OTP डालें',
  otpLabel: 'SMS में आया OTP',
  verify: 'OTP वेरिफ़ाई करें',
  verifying: 'वेरिफ़ाई हो रहा है',
  verified: 'वेरिफ़ाई हो गया',
  otpIncorrect: 'डाला गया OTP ग़लत है।',
  detailsHeading: 'अपने बिज़नेस के बारे में बताएँ',
  date: 'कलेक्शन शुरू करने की तारीख़',
  submit: 'जानकारी भेजें',
  successHeading: 'रजिस्टर करने के लिए धन्यवाद',
  success: 'हो गया! आपकी रिक्वेस्ट भेज दी गई है। हमारी टीम जल्द ही आपसे संपर्क करेगी।',
  login: 'वेंडर के रूप में लॉग इन करें',
};

async function sendCodeInHindi(page: Page, phone = PHONE) {
  await page.getByLabel(HI.phoneLabel, { exact: true }).fill(phone);
  await page.getByRole('button', { name: HI.send }).click();
}

async function fillDetailsInHindi(page: Page) {
  await page.getByLabel('फ़र्म का नाम', { exact: true }).fill('शर्मा ढाबा');
  await page.getByLabel('आपका नाम', { exact: true }).fill('रवि शर्मा');
  await page.getByLabel('ई-मेल', { exact: true }).fill('ravi@sharmadhaba.example.in');
  await page.getByLabel('तेल की मात्रा', { exact: true }).fill('120');
  await page.getByLabel('आप कितना रेट चाहते हैं', { exact: true }).fill('45.5');
  // The date field takes no typing: open the calendar and pick today from the keyboard.
  await page.getByLabel(HI.date, { exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByLabel('पता', { exact: true }).fill('12 एमजी रोड, कैंप');
  await page.getByLabel('शहर', { exact: true }).fill('पुणे');
  await page.getByLabel('राज्य', { exact: true }).selectOption({ label: 'Maharashtra' });
  await page.getByLabel('पिनकोड', { exact: true }).fill('411001');
  await page.getByLabel('कोई और बात (ज़रूरी नहीं)', { exact: true }).fill('शाम 4 बजे के बाद कॉल करें');
}

test.describe('registration wizard in Hindi (/hi/register) on the production build', () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  test.use({ baseURL: async ({}, provide, testInfo) => provide(realBuildURL(testInfo)) });

  test('happy path in Hindi: a bad number, exact payloads, Verified at 2 s and the details at 4 s, success, draft cleared', async ({ page }) => {
    const consoleWatch = watchConsole(page);
    const api = await apiDouble(page);
    await page.goto('/hi/register?utm_source=google&utm_medium=cpc&utm_campaign=monsoon-2026');
    await expect(page.getByRole('heading', { level: 1, name: HI.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 2, name: HI.phoneHeading })).toBeVisible();
    await expect(page.getByRole('link', { name: HI.login })).toHaveAttribute('href', '/hi/login');

    await sendCodeInHindi(page, '12345');
    await expectExactText(page, HI.phoneInvalid);
    await expect(page.getByLabel(HI.phoneLabel, { exact: true })).toBeFocused();
    expect(api.bodiesOf('/signups/sendOTP')).toEqual([]);

    await sendCodeInHindi(page);
    await expect(page.getByRole('heading', { name: HI.otpHeading })).toBeFocused();
    await expect(page.locator('.wizard-panel.is-current .wizard-intro')).toContainText('हमने SMS से कोड इस नंबर पर भेजा है: +91 91234 56780।');
    expect(api.bodiesOf('/signups/sendOTP')).toEqual([
      [
        ['phone', PHONE],
        ['nv', '1'],
      ],
    ]);
    await expect(page.getByRole('button', { name: /^\d+ सेकंड बाद OTP फिर से भेजें$/ })).toBeDisabled();

    const otpInput = page.getByLabel(HI.otpLabel, { exact: true });
    await expect(otpInput).toHaveAttribute('autocomplete', 'one-time-code');
    await otpInput.fill(OTP);
    const marks = await watchVerificationTimes(page, { verify: HI.verify, verified: HI.verified });
    await page.getByRole('button', { name: HI.verify }).click();
    await expect(page.getByRole('button', { name: HI.verifying })).toBeDisabled();
    await expect(page.getByRole('button', { name: HI.verified })).toBeVisible();
    await expect(page.getByRole('heading', { name: HI.detailsHeading })).toBeFocused();
    const times = await marks();
    const verifiedAfter = times.verified - times.click;
    const detailsAfter = times.details - times.verified;
    test.info().annotations.push({ type: 'timing', description: `Hindi: Verified after ${verifiedAfter.toFixed(0)} ms; details ${detailsAfter.toFixed(0)} ms later` });
    console.log(`[timing] Hindi: Verified ${verifiedAfter.toFixed(1)} ms after the click; details step ${detailsAfter.toFixed(1)} ms after Verified`);
    expect(Math.abs(verifiedAfter - 2000)).toBeLessThanOrEqual(300);
    expect(Math.abs(detailsAfter - 2000)).toBeLessThanOrEqual(300);
    expect(api.bodiesOf('/signups/verifyOTP')).toEqual([]);

    await expect(page.getByText('प्रति किलो', { exact: true })).toBeVisible();
    await expect(page.getByLabel(HI.date, { exact: true })).toHaveAttribute('readonly', '');
    await fillDetailsInHindi(page);
    // The chosen date as the Hindi page shows it: Intl with hi-IN, digits 0-9.
    const shownDate = new Intl.DateTimeFormat('hi-IN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: INDIA_TIME_ZONE }).format(new Date());
    await expect(page.getByLabel(HI.date, { exact: true })).toHaveValue(shownDate);
    await page.getByRole('button', { name: HI.submit }).click();
    await expect(page.getByRole('heading', { name: HI.successHeading })).toBeFocused();
    await expectExactText(page, HI.success);

    expect(api.bodiesOf('/signups/submit')).toEqual([
      [
        ['mobile', PHONE],
        ['nv', '1'],
        ['firm_name', 'शर्मा ढाबा'],
        ['name', 'रवि शर्मा'],
        ['email', 'ravi@sharmadhaba.example.in'],
        ['oil_quantity', '120'],
        ['expected_rate', '45.5'],
        ['entry_by', today()],
        ['address', '12 एमजी रोड, कैंप'],
        ['city', 'पुणे'],
        ['state_id', '21'],
        ['postal_code', '411001'],
        ['remarks_option', 'शाम 4 बजे के बाद कॉल करें'],
        ['utm_source', 'google'],
        ['utm_medium', 'cpc'],
        ['utm_campaign', 'monsoon-2026'],
        // A fresh key for this registration: a retry of it would carry the same one.
        ['idempotency_key', expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)],
      ],
    ]);
    expect(new Set(api.calls.map((call) => `${call.method} ${call.path}`))).toEqual(
      new Set(['GET /seo/page/Register', 'POST /signups/sendOTP', 'POST /States/getAllStates', 'GET /serviceability', 'POST /signups/submit']),
    );
    expect(await page.evaluate(() => sessionStorage.getItem('greendrop-registration'))).toBeNull();
    consoleWatch.expectClean();
  });

  test('wrong OTP path in Hindi: the message, the step and the typed code stay; the right code then passes', async ({ page }) => {
    const api = await apiDouble(page);
    await page.goto('/hi/register');
    await sendCodeInHindi(page);
    const otpInput = page.getByLabel(HI.otpLabel, { exact: true });
    await otpInput.fill('000000');
    await page.getByRole('button', { name: HI.verify }).click();
    await expectExactText(page, HI.otpIncorrect);
    await expect(otpInput).toHaveAttribute('aria-invalid', 'true');
    await expect(otpInput).toHaveValue('000000');
    await expect(otpInput).toBeFocused();
    await expect(page.getByRole('heading', { name: HI.otpHeading })).toBeVisible();

    // Nothing typed is lost across a reload, in Hindi too.
    await page.reload();
    await expect(page.getByLabel(HI.otpLabel, { exact: true })).toHaveValue('000000');

    await page.getByLabel(HI.otpLabel, { exact: true }).fill(OTP);
    await page.getByRole('button', { name: HI.verify }).click();
    await expect(page.getByRole('button', { name: HI.verified })).toBeVisible();
    await expect(page.getByRole('heading', { name: HI.detailsHeading })).toBeVisible();
    expect(api.bodiesOf('/signups/verifyOTP')).toEqual([]);
  });

  test('no serious or critical accessibility violation on /hi/register at the phone and details steps', async ({ page }) => {
    await apiDouble(page);
    await page.goto('/hi/register');
    await expect(page.getByRole('heading', { level: 1, name: HI.title })).toBeVisible();
    const counts: string[] = [];
    counts.push(`phone: ${await expectNoSeriousViolations(page, 'Hindi phone step')}`);
    await sendCodeInHindi(page, '123');
    await expectExactText(page, HI.phoneInvalid);
    counts.push(`phone error: ${await expectNoSeriousViolations(page, 'Hindi phone step with an error')}`);
    await sendCodeInHindi(page);
    await page.getByLabel(HI.otpLabel, { exact: true }).fill(OTP);
    await page.getByRole('button', { name: HI.verify }).click();
    await expect(page.getByRole('heading', { name: HI.detailsHeading })).toBeVisible();
    await page.waitForTimeout(500);
    counts.push(`details: ${await expectNoSeriousViolations(page, 'Hindi details step')}`);
    await page.getByRole('button', { name: HI.submit }).click();
    await expect(page.getByLabel('फ़र्म का नाम', { exact: true })).toBeFocused();
    counts.push(`details errors: ${await expectNoSeriousViolations(page, 'Hindi details step with errors')}`);
    await page.getByLabel(HI.date, { exact: true }).focus();
    await expect(page.getByRole('dialog', { name: 'तारीख़ चुनें' })).toBeVisible();
    counts.push(`calendar: ${await expectNoSeriousViolations(page, 'Hindi details step, calendar open')}`);
    console.log(`[axe] /hi/register violations of any impact per step: ${counts.join('; ')}`);
  });
});
