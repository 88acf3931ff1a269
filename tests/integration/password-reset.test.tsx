import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestPasswordReset, resetPassword, validateLogin } from '../../src/features/auth/api';
import { updateDemoInfo } from '../../src/lib/demo';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { RESET_TEXT } from '../support/passwordResetText';
import { currentAddress } from '../support/renderApp';
import { DEMO_MOBILE, DEMO_PASSWORD, expectLoggedErrors, fillLogin, LOGIN_TEXT, renderApp } from './vendor-helpers';

// Forgot password: /login → /login/forgot (the mobile, then the OTP and a new password twice) →
// back on /login with a notice. The mock API's handlers answer, as in `npm run dev`.

const NEW_PASSWORD = 'masala#2024';
const UNKNOWN_MOBILE = '9123456789';

const TEXT = RESET_TEXT;

const WRONG_OTP_MESSAGE = 'The OTP is not correct or has expired. Check it, or ask for a new one.';

type User = ReturnType<typeof renderApp>['user'];

/** The OTP the mock "sent" to the demo vendor (in the demo, the notice shows it; no SMS is sent). */
function sentOtp(mobile = DEMO_MOBILE): string {
  const pending = db.get().passwordResets[mobile];
  expect(pending?.otp).toMatch(/^\d{6}$/);
  return pending.otp;
}

/** A 6-digit OTP that is not the one sent. */
const wrongOtp = (otp: string) => (otp === '000000' ? '111111' : '000000');

/** Every answer of a mock API call, by path, as the page received it. */
function recordAnswers() {
  const answers: { path: string; body: string }[] = [];
  server.events.on('response:mocked', async ({ request, response }) => {
    answers.push({ path: new URL(request.url).pathname, body: await response.clone().text() });
  });
  return answers;
}

/** Counts the calls made to a path of the API. */
function countCalls(path: string) {
  const counter = { calls: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) counter.calls += 1;
  });
  return counter;
}

async function openForgot(user: User, locale: 'en' | 'hi' = 'en') {
  await screen.findByRole('heading', { level: 1, name: LOGIN_TEXT[locale].title });
  await user.click(screen.getByRole('link', { name: TEXT[locale].forgot }));
  expect(await screen.findByRole('heading', { level: 1, name: TEXT[locale].title })).toBeInTheDocument();
}

async function askForOtp(user: User, mobile: string, locale: 'en' | 'hi' = 'en') {
  const field = screen.getByLabelText(LOGIN_TEXT[locale].mobile);
  await user.clear(field);
  await user.type(field, mobile);
  await user.click(screen.getByRole('button', { name: TEXT[locale].send }));
  const heading = await screen.findByRole('heading', { level: 2, name: TEXT[locale].newHeading });
  // Focus moves once the step has rendered.
  await waitFor(() => expect(heading).toHaveFocus());
}

async function fillNewPassword(user: User, otp: string, password: string, confirm = password, locale: 'en' | 'hi' = 'en') {
  const text = TEXT[locale];
  if (otp) await user.type(screen.getByLabelText(text.otp), otp);
  if (password) await user.type(screen.getByLabelText(text.password), password);
  if (confirm) await user.type(screen.getByLabelText(text.confirm), confirm);
  await user.click(screen.getByRole('button', { name: text.submit }));
}

beforeAll(async () => {
  // The lazily imported pages, once: their first transform is slow on a busy machine.
  await Promise.all([import('../../src/pages/LoginPage'), import('../../src/pages/ForgotPasswordPage'), import('../../src/pages/DashboardPage')]);
}, 60_000);

afterEach(() => {
  server.events.removeAllListeners();
  // Still rendered here (clean-up comes after): the notice hears of it.
  act(() => updateDemoInfo({ active: false, vendorMobile: undefined, vendorPassword: undefined, lastOtp: undefined }));
});

describe('forgot password, in English', () => {
  it('sends an OTP, sets a new password, and the new one signs in while the old one does not', async () => {
    const answers = recordAnswers();
    const { user } = renderApp('/login');
    await openForgot(user);
    expect(currentAddress()).toBe('/login/forgot');
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAttribute('autocomplete', 'tel');
    expect(mobile).toHaveAttribute('maxLength', '14');
    expect(screen.getByText('+91')).toBeInTheDocument();

    await askForOtp(user, DEMO_MOBILE);
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.en.sent);
    expect(screen.getByText('Mobile number: +91 98765 43210')).toBeInTheDocument();
    const otp = sentOtp();
    // The OTP never comes back to the page: only the server checks it.
    const forgot = answers.find((answer) => answer.path === '/api/login/forgot');
    expect(forgot?.body).toBeDefined();
    expect(forgot?.body).not.toContain(otp);
    // A new OTP can be asked for after a wait.
    expect(screen.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeDisabled();

    const otpField = screen.getByLabelText(TEXT.en.otp);
    expect(otpField).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otpField).toHaveAttribute('inputMode', 'numeric');
    expect(otpField).toHaveAttribute('maxLength', '6');
    for (const label of [TEXT.en.password, TEXT.en.confirm]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
      expect(screen.getByLabelText(label)).toHaveAttribute('maxLength', '64');
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    // The hint under the new password follows the typing, and describes the field.
    const password = screen.getByLabelText(TEXT.en.password);
    expect(password).toHaveAccessibleDescription('Use 8 to 64 characters, with both letters and digits.');
    await user.type(password, 'masala');
    expect(password).toHaveAccessibleDescription('Strength: too short; length 6 (8 to 64 characters); use both letters and digits');
    await user.type(password, '#2024');
    expect(password).toHaveAccessibleDescription('Strength: strong; length 11 (8 to 64 characters); has letters and digits');
    await user.click(screen.getByRole('checkbox', { name: 'Show passwords' }));
    expect(password).toHaveAttribute('type', 'text');
    await fillNewPassword(user, otp, '', NEW_PASSWORD);

    // Back on /login: the notice, the mobile filled in, the password to type.
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Login' })).toBeInTheDocument();
    expect(currentAddress()).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.en.changed);
    expect(screen.getByLabelText('Mobile number')).toHaveValue(DEMO_MOBILE);
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());

    // The old password is refused, the new one signs in.
    await fillLogin(user, DEMO_MOBILE, DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Either mobile or password is not valid');
    await fillLogin(user, DEMO_MOBILE, NEW_PASSWORD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rajeshwari Venkataraman' })).toBeInTheDocument();
  });

  it('gives an unknown mobile exactly the answer the demo vendor gets', async () => {
    const answers = recordAnswers();
    const { user } = renderApp('/login/forgot');
    await screen.findByRole('heading', { level: 1, name: TEXT.en.title });
    await askForOtp(user, DEMO_MOBILE);
    const known = { page: screen.getByRole('status').textContent, body: answers.at(-1)?.body };

    await user.click(screen.getByRole('button', { name: 'Change number' }));
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveFocus());
    await askForOtp(user, UNKNOWN_MOBILE);
    const unknown = { page: screen.getByRole('status').textContent, body: answers.at(-1)?.body };
    expect(unknown).toEqual(known);
    expect(unknown.page).toBe(TEXT.en.sent);
    expect(db.get().passwordResets[UNKNOWN_MOBILE]).toBeUndefined();

    // And no OTP can change a password for it: the words are those of a wrong OTP.
    await fillNewPassword(user, '123456', NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_OTP_MESSAGE);
  });

  it('shows the server’s message for a wrong OTP and keeps everything typed', async () => {
    const { user } = renderApp('/login/forgot');
    await screen.findByRole('heading', { level: 1, name: TEXT.en.title });
    await askForOtp(user, DEMO_MOBILE);
    const wrong = wrongOtp(sentOtp());
    await fillNewPassword(user, wrong, NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_OTP_MESSAGE);
    expect(screen.getByLabelText(TEXT.en.otp)).toHaveValue(wrong);
    expect(screen.getByLabelText(TEXT.en.password)).toHaveValue(NEW_PASSWORD);
    expect(screen.getByLabelText(TEXT.en.confirm)).toHaveValue(NEW_PASSWORD);
    expect(screen.getByRole('heading', { level: 2, name: TEXT.en.newHeading })).toBeInTheDocument();
    // The password has not changed (read from the mock's state: awaiting a call here would let the
    // resend countdown tick outside act).
    expect(db.get().vendorPassword).toBe(DEMO_PASSWORD);
  });

  it('says when the passwords differ or are too short, and sends nothing', async () => {
    const reset = countCalls('/api/login/reset');
    const { user } = renderApp('/login/forgot');
    await screen.findByRole('heading', { level: 1, name: TEXT.en.title });
    await askForOtp(user, DEMO_MOBILE);
    await fillNewPassword(user, sentOtp(), 'short1', 'short2');
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    const password = screen.getByLabelText(TEXT.en.password);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.getByLabelText(TEXT.en.confirm)).toHaveAccessibleDescription('The two passwords do not match.');

    await user.clear(password);
    await user.type(password, NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: TEXT.en.submit }));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText(TEXT.en.confirm)).toHaveFocus();
    expect(screen.queryByText('Use at least 8 characters.')).toBeNull();

    // Nor with an OTP of one digit (an OTP is 4 to 6), nor without one.
    await user.clear(screen.getByLabelText(TEXT.en.otp));
    await user.type(screen.getByLabelText(TEXT.en.otp), '7');
    await user.click(screen.getByRole('button', { name: TEXT.en.submit }));
    expect(await screen.findByText('The OTP is 4 to 6 digits, as in the SMS.')).toBeInTheDocument();
    expect(screen.getByLabelText(TEXT.en.otp)).toHaveFocus();
    await user.clear(screen.getByLabelText(TEXT.en.otp));
    await user.click(screen.getByRole('button', { name: TEXT.en.submit }));
    expect(await screen.findByText('Enter the OTP we sent to your mobile.')).toBeInTheDocument();
    expect(screen.getByLabelText(TEXT.en.otp)).toHaveFocus();
    expect(reset.calls).toBe(0);
  });

  it('checks the mobile number before any call', async () => {
    const forgot = countCalls('/api/login/forgot');
    const { user } = renderApp('/login/forgot');
    await screen.findByRole('heading', { level: 1, name: TEXT.en.title });
    await user.type(screen.getByLabelText('Mobile number'), '98765');
    await user.click(screen.getByRole('button', { name: TEXT.en.send }));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(forgot.calls).toBe(0);
  });

  it('keeps everything when a call gets no answer', async () => {
    const logged = expectLoggedErrors();
    const { user } = renderApp('/login/forgot');
    await screen.findByRole('heading', { level: 1, name: TEXT.en.title });

    // Sending the OTP.
    server.use(http.post('/api/login/forgot', () => HttpResponse.error()));
    await user.type(screen.getByLabelText('Mobile number'), DEMO_MOBILE);
    await user.click(screen.getByRole('button', { name: TEXT.en.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
    expect(screen.getByLabelText('Mobile number')).toHaveValue(DEMO_MOBILE);
    server.resetHandlers();
    await askForOtp(user, DEMO_MOBILE);

    // Changing the password.
    server.use(http.post('/api/login/reset', () => HttpResponse.error()));
    const otp = sentOtp();
    await fillNewPassword(user, otp, NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
    expect(screen.getByLabelText(TEXT.en.otp)).toHaveValue(otp);
    expect(screen.getByLabelText(TEXT.en.password)).toHaveValue(NEW_PASSWORD);
    expect(screen.getByLabelText(TEXT.en.confirm)).toHaveValue(NEW_PASSWORD);
    expect(screen.getByRole('button', { name: TEXT.en.submit })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ code: 'ERR_NETWORK' }));

    // Once the server answers again, the same OTP still works.
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: TEXT.en.submit }));
    expect(await screen.findByText(TEXT.en.changed)).toBeInTheDocument();
  });

  it('shows the server’s words when it refuses the request itself', async () => {
    server.use(http.post('/api/login/forgot', () => HttpResponse.json({ status: 'Error', message: 'Too many requests. Try again in an hour.' })));
    const { user } = renderApp('/login/forgot');
    await screen.findByRole('heading', { level: 1, name: TEXT.en.title });
    await user.type(screen.getByLabelText('Mobile number'), DEMO_MOBILE);
    await user.click(screen.getByRole('button', { name: TEXT.en.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in an hour.');
    expect(screen.getByLabelText('Mobile number')).toHaveValue(DEMO_MOBILE);
    expect(screen.queryByRole('heading', { level: 2, name: TEXT.en.newHeading })).toBeNull();
  });

  it('leads back to /login, taking the mobile number along both ways', async () => {
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Vendor Login' });
    await user.type(screen.getByLabelText('Mobile number'), DEMO_MOBILE);
    await user.click(screen.getByRole('link', { name: TEXT.en.forgot }));
    expect(await screen.findByLabelText('Mobile number')).toHaveValue(DEMO_MOBILE);
    await user.click(screen.getByRole('link', { name: 'Back to log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue(DEMO_MOBILE);
    expect(screen.queryByText(TEXT.en.changed)).toBeNull();
  });
});

describe('forgot password, in Hindi', () => {
  it('goes the whole way under /hi in Hindi words', async () => {
    const { user } = renderApp('/hi/login');
    await screen.findByRole('heading', { level: 1, name: LOGIN_TEXT.hi.title });
    expect(screen.getByRole('link', { name: TEXT.hi.forgot })).toHaveAttribute('href', '/hi/login/forgot');
    await openForgot(user, 'hi');
    await askForOtp(user, DEMO_MOBILE, 'hi');
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.hi.sent);
    const password = screen.getByLabelText(TEXT.hi.password);
    await user.type(password, 'masala');
    expect(password).toHaveAccessibleDescription('मज़बूती: बहुत छोटा; लंबाई 6 (8 से 64 अक्षर); अक्षर और नंबर दोनों रखें');
    await user.clear(password);
    await fillNewPassword(user, sentOtp(), NEW_PASSWORD, 'masala#2025', 'hi');
    expect(await screen.findByText('दोनों पासवर्ड एक जैसे नहीं हैं।')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(TEXT.hi.confirm));
    await user.type(screen.getByLabelText(TEXT.hi.confirm), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: TEXT.hi.submit }));
    expect(await screen.findByRole('heading', { level: 1, name: LOGIN_TEXT.hi.title })).toBeInTheDocument();
    expect(currentAddress()).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.hi.changed);
    expect(screen.getByLabelText(LOGIN_TEXT.hi.mobile)).toHaveValue(DEMO_MOBILE);
  });
});

describe('the demo notice', () => {
  const showDemo = () => updateDemoInfo({ active: true, vendorMobile: db.user.mobile, vendorPassword: db.get().vendorPassword });

  it('is open on /login with the demo vendor’s mobile and password, and shows the new password after a reset', async () => {
    showDemo();
    const { user } = renderApp('/login');
    const notice = await screen.findByRole('complementary', { name: 'Demo mode' });
    expect(within(notice).getByRole('button', { name: 'Demo mode' })).toHaveAttribute('aria-expanded', 'true');
    expect(notice).toHaveTextContent(`Demo vendor: mobile ${DEMO_MOBILE}, password ${DEMO_PASSWORD}`);

    await user.click(screen.getByRole('link', { name: TEXT.en.forgot }));
    await screen.findByRole('heading', { level: 1, name: TEXT.en.title });
    await askForOtp(user, DEMO_MOBILE);
    // The OTP the mock "sent" is in the notice, as a demo visitor reads it.
    expect(notice).toHaveTextContent(`OTP sent to ${DEMO_MOBILE}: ${sentOtp()}`);
    const otp = within(notice).getByText(sentOtp()).textContent ?? '';
    await fillNewPassword(user, otp, NEW_PASSWORD);
    await screen.findByRole('heading', { level: 1, name: 'Vendor Login' });
    expect(notice).toHaveTextContent(`Demo vendor: mobile ${DEMO_MOBILE}, password ${NEW_PASSWORD}`);
  });

  it('is open on /hi/login too', async () => {
    showDemo();
    renderApp('/hi/login');
    const notice = await screen.findByRole('complementary', { name: 'डेमो मोड' });
    expect(notice).toHaveTextContent(`डेमो वेंडर: मोबाइल नंबर ${DEMO_MOBILE}, पासवर्ड ${DEMO_PASSWORD}`);
  });

  it('starts folded elsewhere', async () => {
    showDemo();
    renderApp('/verify');
    const notice = await screen.findByRole('complementary', { name: 'Demo mode' });
    expect(within(notice).getByRole('button', { name: 'Demo mode' })).toHaveAttribute('aria-expanded', 'false');
    expect(notice).not.toHaveTextContent(DEMO_PASSWORD);
    await screen.findByRole('heading', { level: 1 });
  });
});

describe('the mock API’s login/forgot and login/reset', () => {
  it('answers the same for every well-formed mobile, refuses a malformed one', async () => {
    expect(await requestPasswordReset(DEMO_MOBILE)).toEqual(await requestPasswordReset(UNKNOWN_MOBILE));
    expect((await requestPasswordReset('12345')).status).toBe('Error');
  });

  it('uses an OTP once, within 10 minutes, for a password of 8 to 64 characters', async () => {
    await requestPasswordReset(DEMO_MOBILE);
    const otp = sentOtp();
    expect(db.get().passwordResets[DEMO_MOBILE].expiresAt - Date.now()).toBeGreaterThan(9.9 * 60 * 1000);
    expect((await resetPassword(DEMO_MOBILE, otp, 'seven77')).status).toBe('Error');
    expect((await resetPassword(DEMO_MOBILE, otp, 'a'.repeat(65))).status).toBe('Error');
    expect(await resetPassword(DEMO_MOBILE, otp, NEW_PASSWORD)).toMatchObject({ status: 'Success' });
    expect(await resetPassword(DEMO_MOBILE, otp, 'another2024')).toEqual({ status: 'Error', message: WRONG_OTP_MESSAGE });
    expect((await validateLogin(DEMO_MOBILE, NEW_PASSWORD)).status).toBe('Success');
    expect((await validateLogin(DEMO_MOBILE, DEMO_PASSWORD)).status).toBe('Error');

    await requestPasswordReset(DEMO_MOBILE);
    db.change((d) => {
      d.passwordResets[DEMO_MOBILE].expiresAt = Date.now() - 1;
    });
    expect(await resetPassword(DEMO_MOBILE, sentOtp(), 'expired2024')).toEqual({ status: 'Error', message: WRONG_OTP_MESSAGE });
    expect((await validateLogin(DEMO_MOBILE, NEW_PASSWORD)).status).toBe('Success');
  });

  it('drops an OTP after five wrong tries', async () => {
    await requestPasswordReset(DEMO_MOBILE);
    const otp = sentOtp();
    for (let i = 0; i < 5; i += 1) expect((await resetPassword(DEMO_MOBILE, wrongOtp(otp), NEW_PASSWORD)).status).toBe('Error');
    expect((await resetPassword(DEMO_MOBILE, otp, NEW_PASSWORD)).status).toBe('Error');
  });

  it('gives a database saved before passwords were stored the demo password', async () => {
    const { vendorPassword, passwordResets, ...older } = db.get();
    expect([vendorPassword, passwordResets]).toEqual([DEMO_PASSWORD, {}]);
    localStorage.setItem('greendrop-mock-db', JSON.stringify(older));
    vi.resetModules();
    const { db: loaded } = await import('../../src/mocks/db');
    expect(loaded.get().vendorPassword).toBe(DEMO_PASSWORD);
    expect(loaded.get().passwordResets).toEqual({});
    expect(loaded.get().collectionRequests).toEqual(older.collectionRequests);
  });
});
