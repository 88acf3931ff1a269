import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import Cookies from 'js-cookie';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../../src/app/App';
import { saveProfile } from '../../src/features/auth/profile';
import { toSessionState } from '../../src/features/auth/sessionState';
import { hasSessionCookie } from '../../src/features/auth/sessionCookie';
import { createAuthStore, type AuthStore } from '../../src/features/auth/store';
import { localeOfPath, localePrefix } from '../../src/i18n/locale';
import { db } from '../../src/mocks/db';
import { TOKEN_LIFETIME_SECONDS } from '../../src/mocks/handlers';
import { createJwt } from '../../src/mocks/jwt';
import type { User } from '../../src/types/api';

/** Shows the router's current address, so a test can see where a redirect or gate went. */
function CurrentAddress() {
  const location = useLocation();
  return <div data-testid="current-address" hidden>{location.pathname + location.search + location.hash}</div>;
}

export function currentAddress(): string {
  return screen.getByTestId('current-address').textContent ?? '';
}

/** A token for the demo vendor (or another of the mock's people) that the mock API knows, as its login answer would hold. */
export function mockSessionToken(lifetimeSeconds = TOKEN_LIFETIME_SECONDS, user: User = db.user): string {
  const token = createJwt({ sub: String(user.id), name: user.name }, lifetimeSeconds);
  db.change((d) => {
    d.sessions.push({ token, userId: user.id, exp: Math.floor(Date.now() / 1000) + lifetimeSeconds });
  });
  return token;
}

/**
 * Signs the demo vendor in the way the site keeps a session: the `_auth` cookies (a token the mock
 * API knows, and the name) and the vendor profile in localStorage.
 */
export function signInDemoVendor(lifetimeSeconds = TOKEN_LIFETIME_SECONDS): string {
  return signInAs(db.user, lifetimeSeconds);
}

/** Signs one of the mock's people in (the restaurant group's owner or manager: src/mocks/data/chain.ts), as signInDemoVendor does the demo vendor. */
export function signInAs(user: User, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): string {
  const token = mockSessionToken(lifetimeSeconds, user);
  Cookies.set('_auth', token, { path: '/' });
  Cookies.set('_auth_type', 'Bearer', { path: '/' });
  Cookies.set('_auth_state', JSON.stringify(toSessionState(user.name)), { path: '/' });
  saveProfile(String(user.id), user);
  return token;
}

/**
 * The whole site at `path` (/hi/... for Hindi), as a visitor's browser would show it (same providers
 * and routes): as src/boot.tsx does, the session store is created only when the session cookie
 * exists; otherwise the app starts signed out and loads it on signing in.
 */
export function renderApp(path = '/', { strictMode = false, store: given }: { strictMode?: boolean; store?: AuthStore } = {}) {
  // `store`: one the test created first (as src/boot.tsx does before the first render).
  const store = given ?? (hasSessionCookie(document.cookie) ? createAuthStore() : undefined);
  const locale = localeOfPath(path.split(/[?#]/)[0]);
  const app = (
    <MemoryRouter initialEntries={[path]} basename={localePrefix[locale] || undefined}>
      <App store={store} locale={locale} />
      <CurrentAddress />
    </MemoryRouter>
  );
  // `strictMode`: as `npm run dev` runs the app (src/boot.tsx), every effect run, undone and run again.
  const result = render(strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, store };
}
