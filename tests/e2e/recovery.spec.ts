import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './fixtures';
import { DEMO_VENDOR, hydratedFooterLink, logIn, realBuildURL, waitForHydration } from './helpers';

// What a real connection and a real vendor do to the site: scripts that fail to arrive, a vendor
// with two tabs open. On the production builds: without the mock API where requests must be
// intercepted (a service worker, such as the mock API's, hides them from page.route), with it for
// the vendor's flows.

test.use({ viewport: { width: 1440, height: 900 } });

/** A source module's built file, from the real build's manifest. */
function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync(resolve('dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[source];
  expect(entry, `${source} is its own chunk`).toBeDefined();
  return entry.file;
}

test('a page whose script keeps failing reloads once, then offers Retry, which recovers once the script loads', async ({ page }, testInfo) => {
  const chunk = builtFile('src/pages/ContentPage.tsx');
  let failing = true;
  await page.route(`**/${chunk}`, (route) => (failing ? route.abort('failed') : route.continue()));
  // Every document the tab loads: the home page, then each reload.
  let documents = 0;
  page.on('load', () => (documents += 1));

  await page.goto(realBuildURL(testInfo));
  await waitForHydration(page);
  expect(documents).toBe(1);
  await (await hydratedFooterLink(page, 'About')).click();

  // One reload, then the message; nothing more, however long we watch.
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
  expect(documents).toBe(2);
  await expect(page).toHaveURL(/\/about-us$/);

  // The script is back: Retry shows the page, and it works.
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not be loaded');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/frying oil into tomorrow’s fuel/);
  await waitForHydration(page);
});

test('the session cookie stays on this host, path /, SameSite Lax, and holds only the name, whose session it is and the clock’s offset', async ({ page, context }) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const cookies = await context.cookies();
  const auth = cookies.find((cookie) => cookie.name === '_auth');
  expect(auth).toMatchObject({ path: '/', sameSite: 'Lax', secure: false, httpOnly: false });
  expect(auth?.domain.startsWith('.')).toBe(false);
  const state = cookies.find((cookie) => cookie.name === '_auth_state');
  // Nothing personal beyond the name the header shows: the owner is the token's own subject.
  const kept = JSON.parse(decodeURIComponent(decodeURIComponent(state?.value ?? ''))) as Record<string, unknown>;
  expect(Object.keys(kept).filter((key) => key !== 'clock')).toEqual(['name', 'owner']);
  expect(kept.name).toBe(DEMO_VENDOR.name);
  expect(kept.owner).toMatch(/^[\w-]{1,64}$/);
  expect(kept.clock ?? 0).toEqual(expect.any(Number));
});

test('logging out in one tab takes the vendor’s other tab off the dashboard within two seconds', async ({ page, context }) => {
  await page.goto('/dashboard');
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_VENDOR.name);

  const other = await context.newPage();
  await other.goto('/dashboard/records');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Disposal register');

  await page.getByRole('button', { name: /account: rajeshwari/i }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  const loggedOutAt = Date.now();
  await expect(other).toHaveURL(/\/login$/, { timeout: 2000 });
  expect(Date.now() - loggedOutAt).toBeLessThan(2000);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Vendor Login');
});

test('a stylesheet that never arrives does not keep the page from working', async ({ page, request }, testInfo) => {
  const base = realBuildURL(testInfo);
  const html = await (await request.get(`${base}/contact-us`)).text();
  const sheet = /<link[^>]*href="([^"]+\.css)"[^>]*data-deferred-css/.exec(html)?.[1];
  expect(sheet, 'the page defers its full stylesheet').toBeDefined();
  // The request for the full sheet is never answered (a stalled connection).
  await page.route(`**${sheet}`, () => {});

  await page.goto(`${base}/contact-us`);
  await waitForHydration(page);
  const about = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About Us' });
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News & Blogs' })).toBeVisible();
});
