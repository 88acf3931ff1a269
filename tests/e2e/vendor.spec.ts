import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { DEMO_VENDOR, logIn, typeDate, watchConsole } from './helpers';

// On the production build with the mock API (dist-mock): the vendor's whole round, and
// the chart code kept off every public page.

const NAME = DEMO_VENDOR.name;

// From 1400 px wide the header shows the account menu itself (below, it is in the side drawer).
test.use({ viewport: { width: 1440, height: 900 } });

test('a vendor signs in, requests a collection, orders with green points and signs out', async ({ page }) => {
  const consoleWatch = watchConsole(page);

  // The gate sends a signed-out visitor to /login, and back after signing in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
  await expect(page.getByText('Spice Route Kitchens', { exact: true })).toBeVisible();
  await expect(page.getByText('Points balance')).toBeVisible();

  // Request a collection: it joins the list at the top, as Pending.
  await page.getByLabel('Filled drums').fill('2');
  await page.getByLabel('Volume').fill('64');
  await page.getByLabel('Empty drums wanted').fill('2');
  await page.getByLabel('Notes for our team').fill('Playwright pickup: back gate, before noon.');
  await page.getByRole('button', { name: 'Request collection' }).click();
  await expect(page.getByText('Your collection request has been sent.', { exact: false })).toBeVisible();
  const firstRow = page.getByRole('table', { name: /your collection requests/i }).locator('tbody tr').first();
  await expect(firstRow).toContainText('Playwright pickup: back gate, before noon.');
  await expect(firstRow).toContainText('Pending');
  await expect(page.getByLabel('Filled drums')).toHaveValue('');

  // The charts arrive lazily.
  await expect(page.getByRole('img', { name: /oil sold by month, in kg/i })).toBeVisible();
  await expect(page.getByRole('img', { name: /green points earned by month/i })).toBeVisible();

  // The cart: add a product, choose an address, place the order.
  await page.getByRole('link', { name: 'Open the green points cart' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Green points cart');
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  await expect(placeOrder).toBeDisabled();
  await expect(page.getByText('Add a product to your cart.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Oil Filtration Paper, Pack of 100 to cart' }).click();
  const cart = page.getByRole('region', { name: 'Your cart' });
  await expect(cart.getByLabel('Oil Filtration Paper, Pack of 100 quantity')).toHaveText('1');
  await cart.getByRole('button', { name: 'One more Oil Filtration Paper, Pack of 100' }).click();
  await expect(cart.getByLabel('Oil Filtration Paper, Pack of 100 quantity')).toHaveText('2');
  await expect(page.getByText('Choose a delivery address.')).toBeVisible();
  await page.getByRole('radio', { name: /indiranagar/i }).check();
  await expect(placeOrder).toBeEnabled();
  await placeOrder.click();
  const placed = page.getByRole('region', { name: 'Place your order' }).getByRole('status');
  await expect(placed).toContainText(/Order GD-\d{4}-\d+ placed: 700 points used\. Your new balance is [\d,]+ points\./);
  await expect(cart.getByText('Your cart is empty.', { exact: false })).toBeVisible();

  // Sign out from the header: home, signed out, and the gate applies again.
  await page.getByRole('button', { name: `Account: ${NAME}` }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Vendor Login' }).first()).toBeVisible();
  await page.goto('/dashboard/cart');
  await expect(page).toHaveURL(/\/login$/);

  consoleWatch.expectClean();
});

/** The built chart chunk, from the mock build's manifest. */
function chartChunk(): string {
  const manifest = JSON.parse(readFileSync(resolve('dist-mock/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest['src/features/dashboard/charts/vendorCharts.ts'];
  expect(entry, 'the chart module is its own chunk').toBeDefined();
  return entry.file;
}

function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || /\.m?js(\?|$)/.test(response.url())) urls.push(response.url());
  });
  return urls;
}

test('no public page downloads the chart code; the dashboard does', async ({ page }) => {
  const chunk = chartChunk();
  const scripts = recordScripts(page);

  for (const path of ['/', '/about-us', '/oil-chart']) {
    scripts.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Hovering the menus preloads what a visitor may open next; still no chart code.
    await page.mouse.move(400, 60);
    await page.waitForLoadState('networkidle');
    expect(scripts.length, `${path} loaded its scripts`).toBeGreaterThan(0);
    expect(scripts.filter((url) => url.includes(chunk)), `${path} must not load ${chunk}`).toEqual([]);
  }

  // The same check sees the chunk where it belongs.
  scripts.length = 0;
  await page.goto('/login');
  await logIn(page);
  await expect(page.getByRole('img', { name: /oil sold by month, in kg/i })).toBeVisible();
  expect(scripts.some((url) => url.includes(chunk))).toBe(true);
});

test('/oil-chart, prerendered signed out, shows a signed-in vendor their chart after hydrating', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  const response = await page.goto('/oil-chart');
  expect(await response?.text()).toContain('Vendor Login');
  // The link carries the way back in router state, which exists once the page has hydrated.
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByRole('link', { name: 'Vendor Login' }).click();
  await logIn(page);
  await expect(page).toHaveURL(/\/oil-chart$/);
  await expect(page.getByRole('img', { name: /oil sold by month, in kg/i })).toBeVisible();

  // A full load of the prerendered page hydrates the signed-out HTML, then shows the chart.
  await page.reload();
  await expect(page.getByRole('img', { name: /oil sold by month, in kg/i })).toBeVisible();
  await typeDate(page, 'From', '01/01/2026');
  await expect(page.getByRole('table', { name: 'Oil sold by month' }).locator('tbody tr')).toHaveCount(11);
  await page.waitForLoadState('networkidle');
  consoleWatch.expectClean();
});
