import { expect, test, type Page } from './fixtures';
import { CHAIN_MANAGER, DEMO_VENDOR, logIn, logInAs, waitForHydration } from './helpers';

// Issue 33: the plain production build behind nginx (deploy/nginx.conf, its CSP with worker-src
// 'self'), the API answered by the mock API's handlers over HTTP, and the site's own service worker
// allowed (tests/e2e/fixtures.ts keeps it out of every other test). Offline is Chromium's own: the page's
// and the worker's requests fail as on a phone with no signal.

test.use({ siteWorker: true });

/** Waits for the worker to be active and this page under its control (a first visit is not: the next navigation is). */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

/** The owners (user ids) of the vendor data kept on the device (lib/deviceData.ts). */
function keptOwners(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('greendrop-device');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('vendor-data')) return resolve([]);
          const keys = db.transaction('vendor-data').objectStore('vendor-data').getAllKeys();
          keys.onsuccess = () => resolve([...new Set((keys.result as [string, string][]).map(([owner]) => owner))]);
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

const today = () => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(Date.now());
const offlineAsOfToday = () => new RegExp(`^Offline: as of ${today().replace(/ /g, '\\s')}, \\d{1,2}:\\d{2}\\s(am|pm)$`);

test('the worker installs with the release’s files, and Chromium still finds the site installable', async ({ page }) => {
  await page.goto('/');
  await workerInControl(page);
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names.filter((cacheName) => cacheName.includes('precache'))) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(precached).toContain('/app.html');
  expect(precached).toContain('/manifest.webmanifest');
  expect(precached).toContain('/hi/manifest.webmanifest');
  // Every script the page runs is the release's, and kept: once the reloaded page has asked for its
  // modules (after its first paint), not only the entry's.
  const scriptsRun = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.endsWith('.js')));
  await expect.poll(async () => (await scriptsRun()).length).toBeGreaterThan(3);
  await page.waitForLoadState('networkidle');
  for (const script of await scriptsRun()) expect(precached, script).toContain(script);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('a public page opened before reads offline, marked with when it was fetched; one never opened is there too', async ({ page, context }) => {
  await page.goto('/about-us');
  await workerInControl(page);
  await context.setOffline(true);
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/frying oil into tomorrow’s fuel/);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveText(offlineAsOfToday());
  // Never opened: the worker's app shell renders it from the release's code.
  await page.goto('/hi/services');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'ऑफ़लाइन' })).toContainText('तक की जानकारी');
  await context.setOffline(false);
});

test('a vendor’s dashboard opened before reads offline with its figures; a page never opened says it needs a network once', async ({ page, context }) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await workerInControl(page);
  const balance = page.locator('section[aria-labelledby="points-heading"] dd').first();
  await expect(balance).toHaveText(/\d/);
  const online = await balance.textContent();

  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await expect(balance).toHaveText(online ?? '');
  await expect(page.getByRole('status').filter({ hasText: 'Offline' }).locator('.device-notice-title')).toHaveText(offlineAsOfToday());
  await expect(page.getByRole('heading', { name: 'Your collection requests' })).toBeVisible();

  // The payments page was never opened on this device: nothing of it was kept.
  await page.goto('/dashboard/payments');
  const notice = page.getByRole('status').filter({ hasText: 'needs a network connection once' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link')).toHaveAttribute('href', /^tel:/);
  await context.setOffline(false);
});

test('what one vendor read is gone when they sign out and another signs in on the same phone', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('section[aria-labelledby="points-heading"] dd').first()).toHaveText(/\d/);
  await workerInControl(page);
  await page.goto('/dashboard/records');
  await expect(page.getByRole('table').first()).toBeVisible();
  const first = await keptOwners(page);
  expect(first).toHaveLength(1);

  const account = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('button', { name: `Account: ${DEMO_VENDOR.name}` });
  await account.click();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => keptOwners(page)).toEqual([]);

  await page.goto('/login');
  await logInAs(page, CHAIN_MANAGER);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('section[aria-labelledby="points-heading"] dd').first()).toHaveText(/\d/);
  await context.setOffline(true);
  // The first vendor's register was kept on this device; none of it is the manager's to read.
  await page.goto('/dashboard/records');
  await expect(page.getByRole('status').filter({ hasText: 'needs a network connection once' })).toBeVisible();
  await expect(page.getByText(DEMO_VENDOR.name)).toHaveCount(0);
  const owners = await keptOwners(page);
  expect(owners).toHaveLength(1);
  expect(owners).not.toContain(first[0]);
  await context.setOffline(false);
});

/** Fills the dashboard's request form; `notes` tells this request apart from every other. */
async function fillRequest(page: Page, drums: string, notes: string) {
  const form = page.getByRole('form', { name: 'Request oil collection' });
  await form.getByRole('textbox', { name: 'Filled drums' }).fill(drums);
  await form.getByRole('textbox', { name: 'Volume' }).fill(String(Number(drums) * 40));
  await form.getByRole('textbox', { name: 'Empty drums wanted' }).fill('1');
  await form.getByRole('textbox', { name: 'Notes for our team' }).fill(notes);
  await form.getByRole('button', { name: 'Request collection' }).click();
}

const requestRows = (page: Page, notes: string) => page.locator('table.requests-table tbody tr', { hasText: notes });

test('a request made with no network waits on the phone, can be withdrawn, and is sent once when the network is back', async ({ page, context }) => {
  const run = Date.now().toString(36);
  const sent: string[] = [];
  // What reached the server and was answered (a try with no network fails on the phone).
  page.on('requestfinished', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/collectionrequests/submit')) sent.push(request.postData() ?? '');
  });
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await workerInControl(page);

  await context.setOffline(true);
  await fillRequest(page, '2', `withdrawn ${run}`);
  await expect(page.getByText('No network: your request is saved on this phone')).toBeVisible();
  await fillRequest(page, '3', `kept ${run}`);
  const waiting = page.getByRole('region', { name: 'Waiting to send' });
  await expect(waiting.getByRole('listitem')).toHaveCount(2);
  await expect(waiting.getByRole('listitem').first()).toContainText('Collection request: 2 filled drums, 80 KG');
  await waiting.getByRole('button', { name: 'Withdraw: Collection request: 2 filled drums, 80 KG' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawn: Collection request: 2 filled drums, 80 KG' })).toBeVisible();
  await expect(waiting.getByRole('listitem')).toHaveCount(1);

  // A reload offline keeps it: it is on the device, not in the page.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Waiting to send' }).getByRole('listitem')).toHaveText(/Collection request: 3 filled drums, 120 KG/);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Sent now that the network is back: Collection request: 3 filled drums, 120 KG.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting to send' })).toHaveCount(0);
  await expect(requestRows(page, `kept ${run}`)).toHaveCount(1);
  await page.reload();
  await expect(requestRows(page, `kept ${run}`)).toHaveCount(1);
  await expect(requestRows(page, `withdrawn ${run}`)).toHaveCount(0);
  // The tries with no network never reached the server; the one kept went once.
  expect(sent.filter((body) => body.includes(`kept ${run}`))).toHaveLength(1);
  expect(sent.filter((body) => body.includes(`withdrawn ${run}`))).toHaveLength(0);
});

test('a request whose answer was lost is tried again with the same key, and the server keeps one', async ({ page }) => {
  const run = Date.now().toString(36);
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await workerInControl(page);
  // The request reaches the server, which creates it; the answer never reaches the phone.
  const keys: string[] = [];
  await page.route('**/collectionrequests/submit', async (route) => {
    keys.push(/name="idempotency_key"\r\n\r\n([^\r]+)/.exec(route.request().postData() ?? '')?.[1] ?? '');
    if (keys.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await fillRequest(page, '4', `lost answer ${run}`);
  await expect(page.getByText('No network: your request is saved on this phone')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting to send' }).getByRole('listitem')).toHaveCount(1);

  // The network "comes back" (the browser's event; Background Sync may wake the page first): what waits goes.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByRole('status').filter({ hasText: 'Sent now that the network is back: Collection request: 4 filled drums, 160 KG.' })).toBeVisible();
  // Every try carried the first one's key.
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  await page.reload();
  await expect(requestRows(page, `lost answer ${run}`)).toHaveCount(1);
});
