import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { localeOfPath, type Locale } from '../../src/i18n/locale';
import { demoVendor } from '../../src/mocks/data/vendor';
import { renderApp as renderSite } from '../support/renderApp';
import { server } from '../../src/mocks/node';

export const DEMO_MOBILE = demoVendor.user.mobile;
export const DEMO_PASSWORD = demoVendor.password;

/** The whole site at `path` (real gates, navigation and mock API), with a user to drive it. */
export function renderApp(path: string, user = userEvent.setup()) {
  return { user, ...renderSite(path) };
}

/**
 * Fake timers for a test about time: the clock runs on, and the test skips the seconds it waits
 * for (a token running out, the next look at the cookies) with `skip`. A user who types on them.
 */
export function fakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** The fake clock moves on by `ms`, and the timers due on the way run. */
export const skip = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * The dashboard has loaded what it shows: the vendor's requests and the next pickup. On a fake
 * clock the mock API's answers come at its next tick, and one that came after the test had
 * moved on would update the page outside act().
 */
export async function dashboardLoaded() {
  await screen.findByRole('table', { name: /your collection requests/i });
  await screen.findAllByText(/^(Next pickup|No recurring pickup yet)/);
}

/** The login page's words in each language (the vendor catalogue's `login.*`). */
export const LOGIN_TEXT = {
  en: { title: 'Vendor Login', mobile: 'Mobile number', password: 'Password', submit: 'Log in' },
  hi: { title: 'वेंडर लॉग इन', mobile: 'मोबाइल नंबर', password: 'पासवर्ड', submit: 'लॉग इन करें' },
} as const;

export async function fillLogin(user: ReturnType<typeof userEvent.setup>, mobile = DEMO_MOBILE, password = DEMO_PASSWORD, locale: Locale = 'en') {
  const text = LOGIN_TEXT[locale];
  const mobileInput = await screen.findByLabelText(text.mobile);
  await user.clear(mobileInput);
  if (mobile) await user.type(mobileInput, mobile);
  const passwordInput = screen.getByLabelText(text.password);
  await user.clear(passwordInput);
  if (password) await user.type(passwordInput, password);
  await user.click(screen.getByRole('button', { name: text.submit }));
}

/**
 * Opens a gated page signed out, signs in on /login with the demo vendor, and waits to be back.
 * A path under /hi ('/hi/dashboard') does it all in Hindi.
 */
export async function renderSignedIn(path: string, heading: string | RegExp, user?: ReturnType<typeof userEvent.setup>) {
  const locale = localeOfPath(path.split(/[?#]/)[0]);
  const rendered = renderApp(path, user);
  await screen.findByRole('heading', { level: 1, name: LOGIN_TEXT[locale].title });
  await fillLogin(rendered.user, DEMO_MOBILE, DEMO_PASSWORD, locale);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return rendered;
}

/**
 * For a test that makes something fail on purpose: the app logs the error, as it should. Silences
 * console.error for that test only (tests/setup.ts fails a test on any console.error it did not
 * expect); the spy it returns lets the test assert what was logged.
 */
export function expectLoggedErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

/** The API calls the server received, by path, from now on. */
export function countCalls() {
  const calls = new Map<string, number>();
  const count = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    calls.set(path, (calls.get(path) ?? 0) + 1);
  };
  server.events.on('request:start', count);
  return { of: (path: string) => calls.get(path) ?? 0, stop: () => server.events.removeListener('request:start', count) };
}
