import { expect, test } from './fixtures';
import { APP_CODE, DEMO_VENDOR, holdModules } from './helpers';

// Issue 33, item 6: a signed-in vendor's page served by app.html asks for what its start needs all
// at once (scripts/prerender.mjs, signedInModules; src/app/renderStart.ts), not one module
// after another as each asks for the next. On the plain build behind nginx with the API double (no
// MSW worker between the page and its requests, so the test sees and holds them).

test('a signed-in vendor’s page asks for its page, axios and its words at once, before React has arrived', async ({ page, context }) => {
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(DEMO_VENDOR.mobile);
  await page.getByLabel('Password').fill(DEMO_VENDOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Green points', exact: true })).toBeVisible();

  const dashboard = await context.newPage();
  const asked: string[] = [];
  dashboard.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const wasAsked = (pattern: RegExp) => asked.some((path) => pattern.test(path));
  // React's chunk is held until the page's own module, axios and the vendor area's words have been
  // asked for: without the entry's list they are asked for only once React has run, and the wait
  // runs out.
  let askedEarly = false;
  await dashboard.route(APP_CODE, async (route) => {
    await expect
      .poll(() => [/\/DashboardPage-[\w-]+\.js$/, /\/axios-[\w-]+\.js$/, /\/vendor-[\w-]+\.js$/].every(wasAsked), { timeout: 10_000 })
      .toBe(true)
      .then(
        () => (askedEarly = true),
        () => undefined,
      );
    await route.continue();
  });
  await dashboard.goto('/dashboard');
  // The app itself (the site's header is its own, not the kept balance's shown before it).
  await expect(dashboard.getByRole('banner')).toHaveCount(1, { timeout: 15_000 });
  await expect(dashboard.locator('.points-balance dd')).toHaveText(/\d/);
  expect(askedEarly).toBe(true);
});

test('a page outside the vendor area asks for none of it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => /\/(DashboardPage|axios|session|vendor)-[\w-]+\.js$/.test(path))).toEqual([]);
});

test('a returning vendor’s balance, kept on the phone, shows on the dashboard before the app has loaded; the app then takes over', async ({ page, context }) => {
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(DEMO_VENDOR.mobile);
  await page.getByLabel('Password').fill(DEMO_VENDOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const balance = await page.locator('.points-balance dd').textContent();
  await expect(page.locator('.points-balance dd')).toHaveText(/\d/);

  const dashboard = await context.newPage();
  const release = await holdModules(dashboard, APP_CODE);
  await dashboard.goto('/dashboard');
  // React's code has not arrived: the balance is the one kept on this phone.
  const early = dashboard.getByRole('region', { name: 'Green points' });
  await expect(early.locator('.points-balance dd')).toHaveText(balance ?? '');
  await expect(dashboard.getByRole('banner')).toHaveCount(0);
  release();
  await expect(dashboard.getByRole('banner')).toHaveCount(1);
  await expect(dashboard.getByRole('region', { name: 'Green points' }).locator('.points-balance dd')).toHaveText(balance ?? '');
  await expect(dashboard.getByRole('button', { name: 'Request collection' })).toBeVisible();
});

test('on a first visit the dashboard asks for the balance before the app has loaded, shows it in the page’s language, and the app asks for it no second time', async ({ page, context }) => {
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(DEMO_VENDOR.mobile);
  await page.getByLabel('Password').fill(DEMO_VENDOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.locator('.points-balance dd')).toHaveText(/\d/);
  const balance = await page.locator('.points-balance dd').textContent();
  // Nothing kept on the phone: a first visit.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const request = indexedDB.deleteDatabase('greendrop-device');
        request.onsuccess = request.onerror = request.onblocked = () => done();
      }),
  );
  await page.close();

  const dashboard = await context.newPage();
  const pointsAsked: string[] = [];
  dashboard.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/WebData/carbonCreditStats') pointsAsked.push(request.url());
  });
  const release = await holdModules(dashboard, APP_CODE);
  await dashboard.goto('/hi/dashboard');
  // React's code has not arrived: the balance is the network's, with the words app.html carries.
  const early = dashboard.getByRole('region', { name: 'ग्रीन पॉइंट्स' });
  await expect(early.locator('.points-balance dd')).toHaveText(balance ?? '');
  await expect(early.getByText('पॉइंट्स बैलेंस')).toBeVisible();
  await expect(dashboard.getByRole('banner')).toHaveCount(0);
  release();
  await expect(dashboard.getByRole('banner')).toHaveCount(1);
  await expect(dashboard.getByRole('region', { name: 'ग्रीन पॉइंट्स' }).locator('.points-balance dd')).toHaveText(balance ?? '');
  await expect(dashboard.getByRole('button', { name: 'कलेक्शन रिक्वेस्ट भेजें' })).toBeVisible();
  expect(pointsAsked).toHaveLength(1);
});
