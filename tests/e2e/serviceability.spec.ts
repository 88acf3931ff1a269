import { expect, test, type Page } from './fixtures';
import { realBuildURL, waitForHydration, watchConsole } from './helpers';

// The pincode check on the production builds: served, not served and malformed with the mock
// API; a failed call on the real build (no service worker there, so page.route can stand in for
// the API); the check's code arriving only as the visitor nears it on the home page; and
// /service-areas prerendered in both languages and listed in the sitemap.

const ORIGIN = 'http://localhost:5173'; // VITE_SITE_URL of the test builds

/** The check's section, in view once the page has hydrated: its code arrives as it comes into view (a press before then is held until it has). */
async function pincodeCheck(page: Page, label: string, button: string) {
  await waitForHydration(page);
  const section = page.locator('section#pincode-check');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('button', { name: button, exact: true })).toBeVisible();
  return { section, field: section.getByLabel(label, { exact: true }), check: section.getByRole('button', { name: button, exact: true }) };
}

test('served, not served and malformed pincodes on the collection page, in English', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/serviceability') asked.push(url.searchParams.get('pincode') ?? '');
  });
  await page.goto('/used-cooking-oil-collection');
  const { section, field, check } = await pincodeCheck(page, 'Your pincode', 'Check');

  await field.fill('12200');
  await check.click();
  await expect(field).toHaveAccessibleDescription('Enter a pincode of 6 digits that does not start with 0, for example 122001.');
  await field.fill('012200');
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('122001');
  await check.click();
  await expect(section.getByRole('status')).toHaveText('We collect in Gurugram from our Manesar depot; first pickup within 2 days; here we pay food businesses ₹46 to ₹60 a kg.');
  await expect(field).not.toHaveAttribute('aria-invalid');

  await field.fill('682016');
  await field.press('Enter');
  const notServed = section.getByRole('status');
  await expect(notServed).toHaveText('Not yet in 682016: nearest city Coimbatore; leave your number and we will tell you when we start.');
  await expect(notServed.getByRole('link', { name: 'leave your number' })).toHaveAttribute('href', '/contact-us');

  // The mock answers in the page (a service worker): the malformed pincodes asked nothing.
  expect(asked.filter((pincode) => pincode !== '122001' && pincode !== '682016')).toEqual([]);
  consoleWatch.expectClean();
});

test('the check in Hindi on the household page', async ({ page }) => {
  await page.goto('/hi/household-collection');
  const { section, field, check } = await pincodeCheck(page, 'आपका पिनकोड', 'जाँचें');
  await field.fill('5601');
  await check.click();
  await expect(field).toHaveAccessibleDescription('6 अंकों का पिनकोड लिखें, जो 0 से शुरू न हो, जैसे 122001।');
  await field.fill('560103');
  await check.click();
  await expect(section.getByRole('status')).toHaveText('हम बेंगलुरु में अपने होसकोटे डिपो से कलेक्शन करते हैं; पहला पिकअप 2 दिन के अंदर; यहाँ हम घरों को ₹26 से ₹33 प्रति किलो देते हैं।');
});

test('on the home page the check’s code arrives only as the visitor nears it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /\/PincodeCheck-/.test(path))).toEqual([]);

  const { section, field, check } = await pincodeCheck(page, 'Your pincode', 'Check');
  await expect.poll(() => scripts.filter((path) => /\/PincodeCheck-/.test(path))).toHaveLength(1);
  await field.fill('400001');
  await check.click();
  await expect(section.getByRole('status')).toContainText('We collect in Mumbai from our Bhiwandi depot');
});

test('a failed call says so, and Try again asks again (real build)', async ({ page }, testInfo) => {
  let failing = true;
  const asked: string[] = [];
  await page.route('**/api/serviceability?**', (route) => {
    asked.push(new URL(route.request().url()).searchParams.get('pincode') ?? '');
    if (failing) return route.abort('failed');
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'Success',
        data: { served: true, city: 'Pune', state: 'Maharashtra', depot: 'Chakan', first_pickup_days: 2, rate_inr_per_kg: { min: 45, max: 58 }, household_rate_inr_per_kg: { min: 27, max: 34 } },
      }),
    });
  });
  await page.goto(`${realBuildURL(testInfo)}/franchise`);
  const { section, field, check } = await pincodeCheck(page, 'Your pincode', 'Check');

  await field.fill('abcdef');
  await check.click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(asked).toEqual([]);

  await field.fill('411001');
  await check.click();
  await expect(section.getByRole('alert')).toHaveText(/We could not check this pincode just now\./);
  await expect(field).toHaveValue('411001');

  failing = false;
  await section.getByRole('button', { name: 'Try again' }).click();
  await expect(section.getByRole('status')).toHaveText('We collect in Pune from our Chakan depot; first pickup within 2 days; here we pay food businesses ₹45 to ₹58 a kg and homes ₹27 to ₹34 a kg.');
  await expect(section.getByRole('alert')).toHaveCount(0);
  expect(asked).toEqual(['411001', '411001']);
});

test('/service-areas is prerendered in both languages with every city, and in the sitemap', async ({ request }) => {
  const english = await (await request.get('/service-areas')).text();
  const hindi = await (await request.get('/hi/service-areas')).text();
  expect(english).toContain('data-prerendered="/service-areas"');
  expect(hindi).toContain('data-prerendered="/hi/service-areas"');
  expect(english).toMatch(/<html lang="en-IN"/);
  expect(hindi).toMatch(/<html lang="hi"/);
  const rows = (html: string) => [...html.matchAll(/<th scope="row">([^<]+)<\/th><td>([^<]+)<\/td><td>([^<]+)<\/td>/g)].map((m) => m.slice(1).join(' / '));
  expect(rows(english)).toHaveLength(38);
  expect(rows(english)).toContain('Gurugram / Haryana / Manesar');
  expect(rows(english)).toContain('Bengaluru / Karnataka / Hoskote');
  expect(rows(hindi)).toHaveLength(38);
  expect(rows(hindi)).toContain('गुरुग्राम / हरियाणा / मानेसर');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${ORIGIN}/service-areas</loc>`);
  expect(sitemap).toContain(`<loc>${ORIGIN}/hi/service-areas</loc>`);
});

test('the footer and the FAQ answer lead to /service-areas', async ({ page }) => {
  await page.goto('/services');
  await waitForHydration(page);
  await page.getByText('Which cities do you serve?').click();
  await page.getByRole('link', { name: 'See every city we collect in, with its depot' }).click();
  await expect(page).toHaveURL(/\/service-areas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The cities where we collect used cooking oil');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cities We Serve' })).toHaveAttribute('href', '/service-areas');
});
