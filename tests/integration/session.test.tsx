import { act, render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILE_KEY } from '../../src/features/auth/profile';
import { SESSION_SYNC_MS } from '../../src/features/auth/sessionKeeper';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { allowOffContractAnswers } from '../support/apiContractWatch';
import { currentAddress, mockSessionToken, signInDemoVendor } from '../support/renderApp';
import { dashboardLoaded, expectLoggedErrors, fakeClock, fillLogin, renderApp, renderSignedIn, skip } from './vendor-helpers';

// The file has a worker of its own (project isolated): the pages it opens are loaded once, before
// the first test, whose 5 s for its first page would otherwise go to loading them on a busy machine.
beforeAll(() => Promise.all([import('../../src/pages/LoginPage'), import('../../src/pages/DashboardPage')]), 60_000);

const demoUser = { ...db.user };
afterEach(() => {
  vi.useRealTimers();
  Object.assign(db.user, demoUser);
});
/** setTimeout itself, for a wait in real time while the clock is fake. */
const { setTimeout: realSetTimeout } = globalThis;

/** The demo vendor's record as the API sends it, with other details (the mock's login answers with it). */
function answerLoginWith(details: Record<string, unknown>) {
  Object.assign(db.user, details);
}

/** What a reload finds: a fresh app on the same cookies and storage. */
function reload(path: string) {
  return renderApp(path);
}

describe('the session cookie keeps only the name', () => {
  it.each([
    ['a firm name with quotes', { firm_name: 'Hotel "Annapurna"' }],
    ['a name with quotes and backslashes', { name: 'Anita "Annu" D\\Souza' }],
    ['Devanagari', { name: 'राजेश्वरी वेंकटरमन', firm_name: 'अन्नपूर्णा भोजनालय', address: '१२, गांधी मार्ग' }],
  ])('a vendor with %s stays signed in across reloads', async (_, details) => {
    answerLoginWith(details);
    const first = renderApp('/login');
    await fillLogin(first.user);
    const name = (details as { name?: string }).name ?? db.user.name;
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    first.unmount();

    reload('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    const firm = (details as { firm_name?: string }).firm_name ?? db.user.firm_name;
    expect(screen.getByText(firm, { exact: true })).toBeInTheDocument();
    expect(Cookies.get('_auth')).toBeDefined();
    // The page's own figures and lazily loaded parts arrive before the test ends, not during the clean-up.
    expect(await screen.findByRole('table', { name: /your collection requests/i })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /green points/i })).toBeInTheDocument();
  });

  it('holds no mobile, e-mail or address: those stay in this browser, out of every request', async () => {
    const { user } = renderApp('/login');
    await fillLogin(user);
    await screen.findByRole('heading', { level: 1, name: db.user.name });
    const cookies = document.cookie;
    for (const detail of [db.user.mobile, db.user.email, db.user.address, db.user.firm_name]) {
      expect(cookies).not.toContain(encodeURIComponent(detail));
      expect(decodeURIComponent(cookies)).not.toContain(detail);
    }
    expect(localStorage.getItem(PROFILE_KEY)).toContain(db.user.email);
  });

  it('shows nothing of a kept profile under another vendor’s session', async () => {
    signInDemoVendor();
    // Another vendor's details left in this browser (their token has another subject).
    localStorage.setItem(PROFILE_KEY, JSON.stringify({ subject: '999', user: { ...db.user, id: 999, firm_name: 'Someone Else Foods' } }));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: db.user.name })).toBeInTheDocument();
    expect(screen.queryByText('Someone Else Foods')).not.toBeInTheDocument();
  });

  it('renders a user record whose name is not text', async () => {
    allowOffContractAnswers('POST /login/validate');
    answerLoginWith({ name: 12345, firm_name: null });
    const { user } = renderApp('/login');
    await fillLogin(user);
    expect(await screen.findByRole('heading', { level: 1, name: '12345' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /account: 12345/i })).toBeInTheDocument();
  });
});

describe('the session cookie’s attributes', () => {
  it('are on this host only (no Domain), path /', async () => {
    const spy = vi.spyOn(document, 'cookie', 'set');
    const { user } = renderApp('/login');
    await fillLogin(user);
    await screen.findByRole('heading', { level: 1, name: db.user.name });
    const sessionWrites = spy.mock.calls.map(([value]) => value).filter((value) => value.startsWith('_auth'));
    spy.mockRestore();
    expect(sessionWrites.length).toBeGreaterThanOrEqual(3);
    for (const write of sessionWrites) {
      expect(write.toLowerCase()).not.toContain('domain=');
      expect(write.toLowerCase()).toContain('path=/');
    }
  });
});

describe('a session that runs out', () => {
  it('sends the vendor from a gated page to /login, saying why, and back there after signing in, with what they typed', async () => {
    const user = fakeClock();
    signInDemoVendor(60);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: db.user.name })).toBeInTheDocument();
    await dashboardLoaded();
    await user.type(screen.getByLabelText('Filled drums'), '3');
    await user.type(screen.getByLabelText('Notes for our team'), 'Side gate, after lunch');
    // No action: the token's time runs out while the page is open.
    await skip(60_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Login' })).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(Cookies.get('_auth')).toBeUndefined();
    await fillLogin(user);
    expect(await screen.findByRole('heading', { level: 1, name: db.user.name })).toBeInTheDocument();
    await dashboardLoaded();
    expect(currentAddress()).toBe('/dashboard');
    expect(screen.getByLabelText('Filled drums')).toHaveValue('3');
    expect(screen.getByLabelText('Notes for our team')).toHaveValue('Side gate, after lunch');
  });

  it('a deliberate logout forgets what was typed', async () => {
    const { user } = await renderSignedIn('/dashboard', db.user.name);
    await user.type(screen.getByLabelText('Filled drums'), '3');
    await user.click(screen.getByRole('button', { name: /account: rajeshwari/i }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Vendor Login' })).toBeInTheDocument();
    expect(currentAddress()).toBe('/');
    await user.click(screen.getAllByRole('link', { name: 'Vendor Login' })[0]);
    await fillLogin(user);
    expect(await screen.findByRole('heading', { level: 1, name: db.user.name })).toBeInTheDocument();
    expect(screen.getByLabelText('Filled drums')).toHaveValue('');
  });

  it('on a public page only changes the header', async () => {
    fakeClock();
    signInDemoVendor(60);
    renderApp('/about-us');
    expect(await screen.findByRole('button', { name: /account: rajeshwari/i })).toBeInTheDocument();
    await skip(60_000);
    expect(await screen.findByRole('link', { name: 'Vendor Login' })).toBeInTheDocument();
    expect(currentAddress()).toBe('/about-us');
    // The footer, a part of its own, has arrived: in a busy run its import otherwise finished after
    // the test, outside act(), and failed it.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('logout in another tab', () => {
  it('takes this tab off the gated page within two seconds, without any action', async () => {
    await renderSignedIn('/dashboard', db.user.name);
    const started = Date.now();
    // The other tab signs out: the shared cookies and the kept profile go.
    for (const name of ['_auth', '_auth_type', '_auth_state']) Cookies.remove(name, { path: '/' });
    localStorage.removeItem(PROFILE_KEY);
    // The browser tells the vendor's other tabs that the profile went.
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: PROFILE_KEY })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Login' }, { timeout: 2000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeLessThan(1000);
    // A sign-out is not a session that ended by itself.
    expect(screen.queryByText('Your session has ended. Please log in again.')).not.toBeInTheDocument();
  });

  it('is seen even without a storage event (the cookies are compared every second)', async () => {
    await renderSignedIn('/dashboard', db.user.name, fakeClock());
    await dashboardLoaded();
    for (const name of ['_auth', '_auth_type', '_auth_state']) Cookies.remove(name, { path: '/' });
    // Within the second: the header is signed out at once, and the gate sends the vendor to /login.
    await skip(SESSION_SYNC_MS);
    expect(screen.queryByRole('button', { name: /account: rajeshwari/i })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Login' })).toBeInTheDocument();
  });
});

describe('token refresh (VITE_AUTH_REFRESH_MINUTES)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** The app with refresh on every 0.02 minutes (1.2 s), rendered at /login, on a clock the test moves on. */
  async function renderWithRefresh() {
    const user = fakeClock();
    vi.stubEnv('VITE_AUTH_REFRESH_MINUTES', '0.02');
    vi.resetModules();
    const { App } = await import('../../src/app/App');
    const refreshes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/login/refresh')) refreshes.push(request.url);
    });
    render(
      <MemoryRouter initialEntries={['/login']}>
        {/* No session cookie: as in the browser, the store loads on /login, and refresh starts at sign-in. */}
        <App />
      </MemoryRouter>,
    );
    return { refreshes, user };
  }

  it('renews the session from the moment of sign-in on /login', async () => {
    const { refreshes, user } = await renderWithRefresh();
    await fillLogin(user);
    expect(await screen.findByRole('heading', { level: 1, name: db.user.name })).toBeInTheDocument();
    const first = Cookies.get('_auth');
    expect(Cookies.get('_auth_refresh')).toBeDefined();
    await skip(1200);
    await waitFor(() => expect(refreshes.length).toBeGreaterThanOrEqual(1));
    await waitFor(() => expect(Cookies.get('_auth')).not.toBe(first));
    expect(screen.getByRole('heading', { level: 1, name: db.user.name })).toBeInTheDocument();
  });

  it('signs in without a refresh token, and simply does not refresh', async () => {
    server.use(http.post('/api/login/validate', () => HttpResponse.json({ status: 'Success', data: { token: mockSessionToken(), user: db.user } })));
    const { refreshes, user } = await renderWithRefresh();
    await fillLogin(user);
    expect(await screen.findByRole('heading', { level: 1, name: db.user.name })).toBeInTheDocument();
    expect(Cookies.get('_auth_refresh')).toBeUndefined();
    await skip(2500);
    // Time for a call made on the way to show (it would in a few milliseconds).
    await act(() => new Promise((resolve) => realSetTimeout(resolve, 500)));
    expect(refreshes).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: db.user.name })).toBeInTheDocument();
  });

  it('keeps the session when the refresh call gets no answer, and ends it when the API refuses', async () => {
    expectLoggedErrors();
    let answer: 'none' | 'refuse' = 'none';
    server.use(http.post('/api/login/refresh', () => (answer === 'none' ? HttpResponse.error() : HttpResponse.json({ status: 'Error', message: 'Refresh token is not valid' }, { status: 401 }))));
    const { refreshes, user } = await renderWithRefresh();
    await fillLogin(user);
    expect(await screen.findByRole('heading', { level: 1, name: db.user.name })).toBeInTheDocument();
    await skip(1200);
    await waitFor(() => expect(refreshes.length).toBeGreaterThanOrEqual(1));
    expect(screen.getByRole('heading', { level: 1, name: db.user.name })).toBeInTheDocument();
    answer = 'refuse';
    await skip(1200);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Login' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Your session has ended. Please log in again.')).toBeInTheDocument();
  });
});
