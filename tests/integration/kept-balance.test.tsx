import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD_PATH, loadingWords, sessionInCookies, showBalanceBeforeApp } from '../../src/app/renderStart';
import englishCommon from '../../src/locales/en/common.json';
import hindiCommon from '../../src/locales/hi/common.json';
import { paths } from '../../src/config/paths';
import { keepAnswer } from '../../src/lib/deviceData';
import { chainOwner } from '../../src/mocks/data/chain';
import { db } from '../../src/mocks/db';
import { renderApp, signInAs, signInDemoVendor } from '../support/renderApp';
import { countCalls, dashboardLoaded, renderSignedIn } from './vendor-helpers';
import { forgetPrefetchedReads } from '../../src/lib/http';
import { server } from '../../src/mocks/node';
import { http, HttpResponse } from 'msw';

// Issue 33, item 6: on a slow phone a returning vendor's dashboard shows the points balance kept on
// the device before the app itself has loaded (src/app/renderStart.ts); the app then replaces it.

const NAME = 'Rajeshwari Venkataraman';
let root: HTMLElement;

function freshRoot(): HTMLElement {
  root = document.createElement('div');
  root.id = 'early-root';
  document.body.append(root);
  return root;
}

let stopCounting = () => {};
afterEach(() => {
  stopCounting();
  forgetPrefetchedReads();
  root?.remove();
  window.history.replaceState(null, '', '/');
});

describe('the balance before the app has loaded', () => {
  it('shows the points as last fetched on this device, in the words of the page’s language, under the session’s user only', async () => {
    // The real reads keep the answers, as the dashboard makes them.
    const { unmount } = await renderSignedIn('/dashboard', NAME);
    const points = await screen.findByRole('region', { name: 'Green points' });
    await within(points).findByText('Points balance');
    const figures = within(points)
      .getAllByRole('definition')
      .map((figure) => figure.textContent);
    unmount();

    window.history.replaceState(null, '', '/dashboard');
    await showBalanceBeforeApp(freshRoot(), false);
    const early = within(root).getByRole('region', { name: 'Green points' });
    expect(within(early).getAllByRole('definition').map((figure) => figure.textContent)).toEqual(figures);
    expect(within(early).getByText('Points balance')).toBeInTheDocument();
    // The rest of the page is on its way, and a screen reader hears so.
    expect(within(root).getByRole('status')).toHaveTextContent('Loading...');
    root.remove();

    window.history.replaceState(null, '', '/hi/dashboard');
    await showBalanceBeforeApp(freshRoot(), false);
    expect(within(root).getByRole('region', { name: 'ग्रीन पॉइंट्स' })).toBeInTheDocument();
    expect(within(root).getByText('पॉइंट्स बैलेंस')).toBeInTheDocument();
    root.remove();

    // Another user's session on this device sees nothing of it.
    signInAs(chainOwner.user);
    window.history.replaceState(null, '', '/dashboard');
    await showBalanceBeforeApp(freshRoot(), false);
    expect(root).toBeEmptyDOMElement();
  });

  it('shows nothing on another page, with nothing kept, with an expired token, or once the app has the root', async () => {
    signInDemoVendor();
    const owner = String(db.user.id);
    await keepAnswer(owner, 'POST /WebData/carbonCreditStats []', { status: 'Success', data: { earned: 1200, used: 200, balance: 1000 } });

    window.history.replaceState(null, '', '/dashboard/records');
    await showBalanceBeforeApp(freshRoot(), false);
    expect(root).toBeEmptyDOMElement();

    window.history.replaceState(null, '', '/dashboard');
    await showBalanceBeforeApp(freshRoot(), false);
    expect(within(root).getByText('1,000')).toBeInTheDocument();
    root.remove();

    // The app has taken the root (React marks it): it is the app's to render.
    const { container } = renderApp('/about-us');
    await screen.findByRole('heading', { level: 1 });
    // The footer, a part of its own, has arrived: otherwise, in a busy run, after the test, outside act().
    await screen.findByRole('contentinfo');
    await showBalanceBeforeApp(container, false);
    expect(within(container).queryByRole('region', { name: 'Green points' })).toBeNull();

    signInDemoVendor(-60);
    expect(sessionInCookies(document.cookie)).toBeNull();
    await showBalanceBeforeApp(freshRoot(), false);
    expect(root).toBeEmptyDOMElement();

    Cookies.remove('_auth', { path: '/' });
    expect(sessionInCookies(document.cookie)).toBeNull();
  });

  it('on a first visit asks the network for the balance and shows it; the app takes that answer and asks nothing twice', async () => {
    signInDemoVendor();
    const calls = countCalls();
    stopCounting = calls.stop;
    window.history.replaceState(null, '', '/dashboard');
    await showBalanceBeforeApp(freshRoot(), true);
    // Nothing was kept on this device: the figures are the network's.
    const early = within(root).getByRole('region', { name: 'Green points' });
    const figures = within(early)
      .getAllByRole('definition')
      .map((figure) => figure.textContent);
    expect(calls.of('/api/WebData/carbonCreditStats')).toBe(1);
    expect(calls.of('/api/WebData/getAllCollReq')).toBe(1);
    root.remove();

    renderApp('/dashboard');
    await dashboardLoaded();
    const points = screen.getByRole('region', { name: 'Green points' });
    await within(points).findByText('Points balance');
    expect(within(points).getAllByRole('definition').map((figure) => figure.textContent)).toEqual(figures);
    expect(calls.of('/api/WebData/carbonCreditStats')).toBe(1);
    expect(calls.of('/api/WebData/getAllCollReq')).toBe(1);
  });

  it('shows the network’s figures over the kept ones, and the kept ones where the network fails', async () => {
    signInDemoVendor();
    const owner = String(db.user.id);
    await keepAnswer(owner, 'POST /WebData/carbonCreditStats []', { status: 'Success', data: { earned: 1200, used: 200, balance: 1000 } });
    window.history.replaceState(null, '', '/dashboard');

    await showBalanceBeforeApp(freshRoot(), true);
    expect(within(root).queryByText('1,000')).toBeNull();
    expect(within(root).getByRole('region', { name: 'Green points' })).toBeInTheDocument();
    root.remove();

    server.use(http.post('*/WebData/carbonCreditStats', () => HttpResponse.error(), { once: true }));
    await showBalanceBeforeApp(freshRoot(), true);
    expect(within(root).getByText('1,000')).toBeInTheDocument();
  });

  it('shows nothing of an answer the server refuses; the app asks again itself', async () => {
    signInDemoVendor();
    const calls = countCalls();
    stopCounting = calls.stop;
    server.use(http.post('*/WebData/carbonCreditStats', () => HttpResponse.json({ message: 'Down for maintenance' }, { status: 503 }), { once: true }));
    window.history.replaceState(null, '', '/dashboard');
    await showBalanceBeforeApp(freshRoot(), true);
    expect(root).not.toHaveTextContent('Green points');
    root.remove();

    renderApp('/dashboard');
    await dashboardLoaded();
    await within(screen.getByRole('region', { name: 'Green points' })).findByText('Points balance');
    expect(calls.of('/api/WebData/carbonCreditStats')).toBe(2);
  });

  it('lets no other session take what was read ahead', async () => {
    signInDemoVendor();
    const calls = countCalls();
    stopCounting = calls.stop;
    window.history.replaceState(null, '', '/dashboard');
    await showBalanceBeforeApp(freshRoot(), true);
    root.remove();

    // Another vendor signs in on this device before the app has taken the answer: theirs is asked for.
    signInAs(chainOwner.user);
    renderApp('/dashboard');
    await dashboardLoaded();
    await within(screen.getByRole('region', { name: 'Green points' })).findByText('Points balance');
    expect(calls.of('/api/WebData/carbonCreditStats')).toBe(2);
  });

  it('says "Loading..." as the app’s words say it, in both languages', () => {
    expect(loadingWords('en')).toBe(englishCommon.loading);
    expect(loadingWords('hi')).toBe(hindiCommon.loading);
  });

  it('knows the dashboard by the address the routes give it', () => {
    expect(DASHBOARD_PATH.test(paths.dashboard)).toBe(true);
    expect(DASHBOARD_PATH.test(`${paths.dashboard}/`)).toBe(true);
    expect(DASHBOARD_PATH.test(paths.records)).toBe(false);
  });
});
