import { act, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_SYNC_MS } from '../../src/features/auth/sessionKeeper';
import { toSessionState } from '../../src/features/auth/sessionState';
import { db } from '../../src/mocks/db';
import { TOKEN_LIFETIME_SECONDS } from '../../src/mocks/handlers';
import { createJwt } from '../../src/mocks/jwt';
import { server } from '../../src/mocks/node';
import { recordKeys } from '../support/lostAnswers';
import { mockSessionToken } from '../support/renderApp';
import { dashboardLoaded, expectLoggedErrors, fakeClock, fillLogin, renderApp, renderSignedIn, skip } from './vendor-helpers';

// The session's rules (docs/decisions/0010-session-rules.md), each as the vendor meets it.

const NAME = db.user.name;
const SESSION_ENDED = 'Your session has ended. Please log in again.';
const HOUR = 3600_000;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The renewed session another tab of the vendor's writes into the shared cookies. */
function renewInAnotherTab(): string {
  const renewed = mockSessionToken();
  Cookies.set('_auth', renewed, { path: '/' });
  Cookies.set('_auth_type', 'Bearer', { path: '/' });
  Cookies.set('_auth_state', JSON.stringify(toSessionState(NAME)), { path: '/' });
  return renewed;
}

/** A JWT as some servers send it: only the claims given (no `sub`, no `iat` unless asked). */
function bareJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

/** The login answers with this token (which the mock API then accepts) for a vendor of this name. */
function answerLoginWith(token: string, user: Partial<typeof db.user> = {}, userId: number = db.user.id) {
  server.use(
    http.post('/api/login/validate', () => {
      db.change((d) => {
        d.sessions.push({ token, userId, exp: Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_SECONDS });
      });
      return HttpResponse.json({ status: 'Success', message: 'Signed in', data: { token, user: { ...db.user, ...user } } });
    }),
  );
}

describe('one tab does not sign out the others', () => {
  it('a tab whose token runs out keeps the session another tab has just renewed', async () => {
    // The clock runs on, and the four seconds are skipped rather than waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // A token that runs out in 4 seconds (the mock API keeps taking it: only this tab judges it).
    const token = createJwt({ sub: String(db.user.id), name: NAME }, 4);
    db.change((d) => {
      d.sessions.push({ token, userId: db.user.id, exp: Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_SECONDS });
    });
    Cookies.set('_auth', token, { path: '/' });
    Cookies.set('_auth_type', 'Bearer', { path: '/' });
    Cookies.set('_auth_state', JSON.stringify(toSessionState(NAME)), { path: '/' });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    // The other tab renews at the very moment this tab's token runs out: the first look at the
    // cookies from then on finds the renewed session there.
    const expiry = (JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number }).exp * 1000;
    const realCookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    let renewed: string | null = null;
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      if (renewed === null && Date.now() >= expiry) renewed = renewInAnotherTab();
      return realCookie.get!.call(document) as string;
    });
    await act(() => vi.advanceTimersByTimeAsync(expiry - Date.now() + 1500));
    expect(renewed).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();
    expect(Cookies.get('_auth')).toBe(renewed);
  });

  it('a call refused for the token another tab has just replaced takes the new one instead of ending it', async () => {
    expectLoggedErrors();
    const { user } = await renderSignedIn('/dashboard', NAME, fakeClock());
    await dashboardLoaded();
    let renewed: string | null = null;
    // The other tab renewed, and the API no longer takes this tab's old token.
    server.use(
      http.post(
        '/api/collectionrequests/submit',
        () => {
          renewed = renewInAnotherTab();
          return HttpResponse.json({ status: 'Error', message: 'Unauthenticated.' }, { status: 401 });
        },
        { once: true },
      ),
    );
    await user.type(screen.getByLabelText('Filled drums'), '2');
    await user.type(screen.getByLabelText('Volume'), '60');
    await user.click(screen.getByRole('button', { name: 'Request collection' }));
    // The refusal is in (the form says the request was not sent), and the keeper has looked at the cookies since.
    expect(await screen.findByText(/^Your request was not sent\./)).toBeInTheDocument();
    await skip(SESSION_SYNC_MS + 500);
    expect(screen.getByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Vendor Login' })).not.toBeInTheDocument();
    expect(Cookies.get('_auth')).toBe(renewed);
    // Pressed again, the request goes with the renewed session.
    await user.click(screen.getByRole('button', { name: 'Request collection' }));
    expect(await screen.findByText(/your collection request has been sent/i)).toBeInTheDocument();
  });
});

describe('a device clock far from the server’s', () => {
  /** This device's clock runs two hours fast; the mock API keeps the right time. The device's user. */
  function deviceClockTwoHoursFast() {
    const serverNow = () => vi.getRealSystemTime();
    const user = fakeClock();
    vi.setSystemTime(serverNow() + 2 * HOUR);
    return { serverNow, user };
  }

  it('signs the vendor in and keeps them signed in, across a reload', async () => {
    const { serverNow, user } = deviceClockTwoHoursFast();
    answerLoginWith(createJwt({ sub: String(db.user.id), name: NAME }, 3600, Math.floor(serverNow() / 1000)));
    const first = renderApp('/login', user);
    await fillLogin(first.user);
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    await dashboardLoaded();
    // Past the keeper's next look at the cookies.
    await skip(SESSION_SYNC_MS + 500);
    expect(screen.getByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    first.unmount();

    renderApp('/dashboard', user);
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    await dashboardLoaded();
  });

  it('says so on /login when the token carries no iat to measure the difference by', async () => {
    const { serverNow, user } = deviceClockTwoHoursFast();
    answerLoginWith(bareJwt({ sub: String(db.user.id), exp: Math.floor(serverNow() / 1000) + 3600 }));
    renderApp('/login', user);
    await fillLogin(user);
    expect(await screen.findByText(/the date or time on this device seems to be wrong/i)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vendor Login' })).toBeInTheDocument();
  });
});

describe('a browser that blocks cookies or storage', () => {
  it('says that sign-in needs cookies', async () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {});
    const { user } = renderApp('/login');
    await fillLogin(user);
    expect(await screen.findByText(/sign-in needs cookies/i)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vendor Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).not.toHaveValue('');
  });

  it('says it in Hindi too', async () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {});
    const { user } = renderApp('/hi/login');
    await fillLogin(user, undefined, undefined, 'hi');
    expect(await screen.findByText(/लॉग इन के लिए कुकीज़ ज़रूरी हैं/)).toBeInTheDocument();
  });

  it('works without storage, forgetting only what it would have kept', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(blocked);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(blocked);
    const visitor = renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/mobile number/i)).toBeInTheDocument();
    visitor.unmount();

    const first = await renderSignedIn('/dashboard', NAME);
    await screen.findByRole('table', { name: /your collection requests/i });
    await first.user.type(screen.getByLabelText('Filled drums'), '2');
    await first.user.type(screen.getByLabelText('Volume'), '60');
    await first.user.click(screen.getByRole('button', { name: 'Request collection' }));
    expect(await screen.findByText(/your collection request has been sent/i)).toBeInTheDocument();
    await first.user.type(screen.getByLabelText('Filled drums'), '5');
    first.unmount();

    // A reload: still signed in (the session is in cookies), the unsent draft forgotten.
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(screen.getByLabelText('Filled drums')).toHaveValue('');
  });
});

describe('drafts and keys belong to the vendor', () => {
  /** The vendor types a request and sends it; the API refuses the session. The keys sent from then on. */
  async function typeAndLoseSession(user: Awaited<ReturnType<typeof renderSignedIn>>['user']): Promise<string[]> {
    await screen.findByRole('table', { name: /your collection requests/i });
    server.use(http.post('/api/collectionrequests/submit', () => HttpResponse.json({ status: 'Error', message: 'Unauthenticated.' }, { status: 401 }), { once: true }));
    const keys = recordKeys('/collectionrequests/submit');
    await user.type(screen.getByLabelText('Filled drums'), '4');
    await user.type(screen.getByLabelText(/notes for our team/i), 'Behind the kitchen');
    await user.click(screen.getByRole('button', { name: 'Request collection' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Login' })).toBeInTheDocument();
    expect(screen.getByText(SESSION_ENDED)).toBeInTheDocument();
    return keys;
  }

  it('another vendor signing in on the same tab finds none of them', async () => {
    expectLoggedErrors();
    const { user } = await renderSignedIn('/dashboard', NAME);
    const keys = await typeAndLoseSession(user);

    answerLoginWith(createJwt({ sub: '2', name: 'Vikram Singh' }, 3600), { id: 2, name: 'Vikram Singh', firm_name: 'Singh Dhaba' }, 2);
    await fillLogin(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vikram Singh' })).toBeInTheDocument();
    expect(screen.getByLabelText('Filled drums')).toHaveValue('');
    expect(screen.getByLabelText(/notes for our team/i)).toHaveValue('');

    // The same values typed by the other vendor are a new action, with a key of its own.
    await user.type(screen.getByLabelText('Filled drums'), '4');
    await user.type(screen.getByLabelText(/notes for our team/i), 'Behind the kitchen');
    await user.click(screen.getByRole('button', { name: 'Request collection' }));
    expect(await screen.findByText(/your collection request has been sent/i)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('another vendor signing in from another tab clears the form on screen', async () => {
    const { user } = await renderSignedIn('/dashboard', NAME, fakeClock());
    await dashboardLoaded();
    await user.type(screen.getByLabelText('Filled drums'), '4');
    // The other tab signs vendor B in: the shared cookies now hold B's session.
    const other = createJwt({ sub: '2', name: 'Vikram Singh' }, 3600);
    db.change((d) => {
      d.sessions.push({ token: other, userId: 2, exp: Math.floor(Date.now() / 1000) + 3600 });
    });
    Cookies.set('_auth', other, { path: '/' });
    Cookies.set('_auth_state', JSON.stringify(toSessionState('Vikram Singh')), { path: '/' });
    // The keeper's next look at the cookies, within the second.
    await skip(SESSION_SYNC_MS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vikram Singh' })).toBeInTheDocument();
    expect(screen.getByLabelText('Filled drums')).toHaveValue('');
  });

  it('two tokens without a sub are not the same vendor', async () => {
    expectLoggedErrors();
    const noSub = () => bareJwt({ iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600 });
    answerLoginWith(noSub());
    const { user } = await renderSignedIn('/dashboard', NAME);
    await typeAndLoseSession(user);

    answerLoginWith(noSub(), { name: 'Vikram Singh' });
    await fillLogin(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vikram Singh' })).toBeInTheDocument();
    expect(screen.getByLabelText('Filled drums')).toHaveValue('');
  });
});
