import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD_PATH, loadingWords, sessionOwnerInCookies, showKeptBalance } from '../../src/app/renderStart';
import englishCommon from '../../src/locales/en/common.json';
import hindiCommon from '../../src/locales/hi/common.json';
import { paths } from '../../src/config/paths';
import { keepAnswer } from '../../src/lib/deviceData';
import { chainOwner } from '../../src/mocks/data/chain';
import { db } from '../../src/mocks/db';
import { renderApp, signInAs, signInDemoVendor } from '../support/renderApp';
import { renderSignedIn } from './vendor-helpers';

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

afterEach(() => {
  root?.remove();
  window.history.replaceState(null, '', '/');
});

describe('the kept balance before the app has loaded', () => {
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
    await showKeptBalance(freshRoot());
    const early = within(root).getByRole('region', { name: 'Green points' });
    expect(within(early).getAllByRole('definition').map((figure) => figure.textContent)).toEqual(figures);
    expect(within(early).getByText('Points balance')).toBeInTheDocument();
    // The rest of the page is on its way, and a screen reader hears so.
    expect(within(root).getByRole('status')).toHaveTextContent('Loading...');
    root.remove();

    window.history.replaceState(null, '', '/hi/dashboard');
    await showKeptBalance(freshRoot());
    expect(within(root).getByRole('region', { name: 'ग्रीन पॉइंट्स' })).toBeInTheDocument();
    expect(within(root).getByText('पॉइंट्स बैलेंस')).toBeInTheDocument();
    root.remove();

    // Another user's session on this device sees nothing of it.
    signInAs(chainOwner.user);
    window.history.replaceState(null, '', '/dashboard');
    await showKeptBalance(freshRoot());
    expect(root).toBeEmptyDOMElement();
  });

  it('shows nothing on another page, with nothing kept, with an expired token, or once the app has the root', async () => {
    signInDemoVendor();
    const owner = String(db.user.id);
    await keepAnswer(owner, 'POST /WebData/carbonCreditStats []', { status: 'Success', data: { earned: 1200, used: 200, balance: 1000 } });

    window.history.replaceState(null, '', '/dashboard/records');
    await showKeptBalance(freshRoot());
    expect(root).toBeEmptyDOMElement();

    window.history.replaceState(null, '', '/dashboard');
    await showKeptBalance(freshRoot());
    expect(within(root).getByText('1,000')).toBeInTheDocument();
    root.remove();

    // The app has taken the root (React marks it): it is the app's to render.
    const { container } = renderApp('/about-us');
    await screen.findByRole('heading', { level: 1 });
    await showKeptBalance(container);
    expect(within(container).queryByRole('region', { name: 'Green points' })).toBeNull();

    signInDemoVendor(-60);
    expect(sessionOwnerInCookies(document.cookie)).toBeNull();
    await showKeptBalance(freshRoot());
    expect(root).toBeEmptyDOMElement();

    Cookies.remove('_auth', { path: '/' });
    expect(sessionOwnerInCookies(document.cookie)).toBeNull();
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
