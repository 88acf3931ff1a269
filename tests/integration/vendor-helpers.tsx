import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { demoVendor } from '../../src/mocks/data/vendor';
import { renderApp as renderSite } from '../support/renderApp';

export const DEMO_MOBILE = demoVendor.user.mobile;
export const DEMO_PASSWORD = demoVendor.password;

/** The whole site at `path` (real gates, navigation and mock API), with a user to drive it. */
export function renderApp(path: string) {
  const user = userEvent.setup();
  return { user, ...renderSite(path) };
}

export async function fillLogin(user: ReturnType<typeof userEvent.setup>, mobile = DEMO_MOBILE, password = DEMO_PASSWORD) {
  const mobileInput = await screen.findByLabelText('Mobile number');
  await user.clear(mobileInput);
  if (mobile) await user.type(mobileInput, mobile);
  const passwordInput = screen.getByLabelText('Password');
  await user.clear(passwordInput);
  if (password) await user.type(passwordInput, password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** Opens a gated page signed out, signs in on /login with the demo vendor, and waits to be back. */
export async function renderSignedIn(path: string, heading: string | RegExp) {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Vendor Login' });
  await fillLogin(rendered.user);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return rendered;
}

/** For tests that make a call fail on purpose: the app logs the error, as it should; keep the output readable. */
export function expectLoggedErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}
