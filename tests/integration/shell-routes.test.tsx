import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, redirects } from '../../src/config/paths';
import { pageRoutes } from '../../src/app/routes';
import { currentAddress, renderApp, signInDemoVendor } from '../support/renderApp';

// Document titles of the public routes: each page has its own title.
const publicTitles: Record<string, RegExp> = {
  [paths.home]: /^GreenDrop \| Pure and Natural Oil/,
  [paths.aboutUs]: /^About Us \| GreenDrop$/,
  [paths.news]: /^News & Blogs \| GreenDrop$/,
  [paths.privacy]: /^Privacy Policy \| GreenDrop$/,
  [paths.contact]: /Contact/,
  [paths.household]: /Household Collection \| GreenDrop/,
  [paths.franchise]: /Franchise \| GreenDrop/,
};

describe('every route renders its page with header and footer', () => {
  // A route with a parameter or a splat is shown at an address of its own below or in its feature's tests.
  const publicRoutes = pageRoutes.filter((route) => route.access === 'public' && !/[:*]/.test(route.path));
  it.each([...publicRoutes.map((route) => route.path), paths.verifyForm])('%s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The footer's own code arrives after the page's (it hydrates as a visitor comes near it).
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    // And the page's parts loaded later (the home page's pincode check and lower sections).
    await partsLoaded();
    expect(currentAddress()).toBe(path);
    const title = publicTitles[path];
    await waitFor(() => expect(document.title).toMatch(title ?? /\S \| GreenDrop$|^GreenDrop/));
  });

  it('an article address shows the article', async () => {
    renderApp('/news-and-blogs/green-points-explained');
    expect(await screen.findByRole('heading', { level: 1, name: /green points/i })).toBeInTheDocument();
  });

  it('a deeper unknown path shows the not-found page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(currentAddress()).toBe('/no/such/page');
  });
});

/**
 * The page redirected to has rendered, its footer (a part of its own) too: otherwise, in a busy
 * run, a part arrived after the test, outside act(), and failed it.
 */
async function landed() {
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('contentinfo');
  await partsLoaded();
}

/** Every part of the page loaded later has arrived: none still says "Loading...". */
const partsLoaded = () => waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());

describe('redirects of old and misspelt addresses', () => {
  it.each(redirects.map(([from, to]) => [from, to]))('%s goes to %s', async (from, to) => {
    renderApp(from);
    await waitFor(() => expect(currentAddress()).toBe(to));
    await landed();
  });

  it.each(['/some-product', '/mustard-oil'])('a single unknown segment %s goes to /', async (path) => {
    renderApp(path);
    await waitFor(() => expect(currentAddress()).toBe('/'));
    await landed();
  });

  it('the lower-case /franchise is the page itself, the capitalised one a redirect', async () => {
    renderApp('/franchise');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(currentAddress()).toBe('/franchise');
  });
});

describe('gates: signed-in only and signed-out only routes', () => {
  it.each([paths.dashboard, paths.cart])('signed out, %s sends the visitor to /login', async (path) => {
    renderApp(path);
    await waitFor(() => expect(currentAddress()).toBe(paths.login));
  });

  it.each([paths.dashboard, paths.cart])('signed in, %s opens', async (path) => {
    signInDemoVendor();
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(currentAddress()).toBe(path);
  });

  it.each([paths.login, paths.register, paths.sitemapGenerator, paths.thankYou])('signed in, %s sends the vendor to /dashboard', async (path) => {
    signInDemoVendor();
    renderApp(path);
    await waitFor(() => expect(currentAddress()).toBe(paths.dashboard));
  });

  it.each([paths.login, paths.register, paths.thankYou])('signed out, %s opens', async (path) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(currentAddress()).toBe(path);
  });

  it('an expired token counts as signed out', async () => {
    signInDemoVendor(-60);
    renderApp(paths.dashboard);
    await waitFor(() => expect(currentAddress()).toBe(paths.login));
  });
});

describe('header', () => {
  it('signed out: the menus, Book Now, Vendor Login and the app links', async () => {
    renderApp('/');
    const header = screen.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: /about us/i })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /our services/i })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/#requestforoilcollection');
    expect(within(nav).getByRole('link', { name: 'Vendor Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('button', { name: 'Download Our App' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /more items/i })).toBeInTheDocument();
  });

  it('shows the company facts', () => {
    renderApp('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByText(/9 AM to 6 PM, Monday to Saturday/)).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: /1800 123 4567/ })).toHaveAttribute('href', 'tel:18001234567');
  });
});
