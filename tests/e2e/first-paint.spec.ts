import { expect, test, type Page } from './fixtures';
import { APP_CODE, holdModules, isHydrated, realBuildURL, throttleLikeAPhone, waitForHydration, watchConsole } from './helpers';

// A page works from the moment it is painted, behind either static-host fallback (this spec runs
// in both projects of playwright.config.ts): every route renders without a hydration error, and
// nothing a person does before the app has started is lost.

const ARTICLE = 'used-cooking-oil-in-hotel-esg-reports';

/** Routes that are not prerendered: the fallback serves them app.html or the home page's HTML. */
const appRoutes: [path: string, finalPath: RegExp, heading: RegExp][] = [
  ['/login', /\/login$/, /^Vendor Login$/],
  ['/register', /\/register$/, /^Register$/],
  ['/thank-you', /\/thank-you$/, /^Thank you$/],
  ['/test', /\/test$/, /^Developer test$/],
  ['/SitemapGenerator', /\/SitemapGenerator$/, /^Sitemap generator$/],
  ['/dashboard', /\/login$/, /^Vendor Login$/],
  ['/dashboard/cart', /\/login$/, /^Vendor Login$/],
  [`/news-and-blogs/${ARTICLE}`, new RegExp(`/news-and-blogs/${ARTICLE}$`), /hotel/i],
  ['/frenchise', /\/franchise$/, /franchise/i],
  ['/no/such/page', /\/no\/such\/page$/, /^Page not found$/],
];

for (const [path, finalPath, heading] of appRoutes) {
  test(`${path} renders its own page, with no hydration error`, async ({ page }) => {
    const consoleWatch = watchConsole(page);
    await page.goto(path);
    await expect(page).toHaveURL(finalPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    // Only this page's head tags: one title, one canonical link.
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    consoleWatch.expectClean();
  });
}

test('app.html, the shell for paths that are not prerendered, is a valid page with the default title', async ({ request }) => {
  const html = await (await request.get('/app.html')).text();
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toMatch(/<html lang="en-IN">/);
});

test('a signed-out visit starts without clearing session cookies it does not have', async ({ page }) => {
  // Each write to document.cookie is a synchronous trip to the browser's cookie store; react-auth-kit
  // would clear its four cookies twice while the page hydrates (src/features/auth/sessionCookies.ts).
  await page.addInitScript(() => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const writes: string[] = [];
    Object.assign(window, { cookieWrites: writes });
    Object.defineProperty(document, 'cookie', {
      get: () => cookie?.get?.call(document) as string,
      set: (value: string) => {
        writes.push(value);
        cookie?.set?.call(document, value);
      },
    });
  });
  await page.goto('/hi/about-us');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { cookieWrites: string[] }).cookieWrites)).toEqual([]);
});

test('phone fields use an autocomplete value validators accept', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByLabel('Phone number')).toHaveAttribute('autocomplete', 'tel');
  await page.goto('/login');
  await expect(page.getByLabel('Mobile number')).toHaveAttribute('autocomplete', 'tel');
  await page.goto('/');
  await expect(page.locator('#requestforoilcollection').getByLabel('Mobile number')).toHaveAttribute('autocomplete', 'tel');
});

/**
 * Opens a prerendered page on a throttled phone and returns once it is painted and the entry's
 * small script holds presses and notes typing (src/lib/earlyInteraction.ts), long before the app
 * hydrates. Before that script has run, nothing but the browser itself is there to keep anything.
 */
async function openPainted(page: Page, path: string, visible: string) {
  await throttleLikeAPhone(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator(visible).first().waitFor({ state: 'visible' });
  await page.locator('#root[data-early-input="held"]').waitFor({ state: 'attached' });
}

test.describe('before the app has started', () => {
  test('text typed into the contact form is kept through hydration and the next field', async ({ page }) => {
    const consoleWatch = watchConsole(page);
    await openPainted(page, '/contact-us', '#root[data-prerendered] form.contact-form');
    const form = page.locator('form.contact-form');
    await form.getByLabel('Your name').pressSequentially('Meena Iyer');
    await form.getByLabel('Email').pressSequentially('meena@');
    expect(await isHydrated(page), 'typed before the app started').toBe(false);

    await waitForHydration(page);
    await form.getByLabel('Email').pressSequentially('example.in');
    await form.getByLabel('Phone number').fill('9812345678');
    await form.getByLabel('Message').fill('We fry about 40 litres of oil a week in two kitchens.');
    await expect(form.getByLabel('Your name')).toHaveValue('Meena Iyer');
    await expect(form.getByLabel('Email')).toHaveValue('meena@example.in');

    // The form's state holds the early text too: it passes validation and is sent.
    const sent = page.waitForRequest((request) => request.url().endsWith('/contact/store'));
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await sent).postDataBuffer()?.toString()).toContain('Meena Iyer');
    await expect(page.getByRole('status').or(page.locator('.alert-success'))).toContainText(/thank/i);
    consoleWatch.expectClean();
  });

  test('a form submitted before the app started is sent once it has, never as a page reload', async ({ page }) => {
    await openPainted(page, '/contact-us', '#root[data-prerendered] form.contact-form');
    const form = page.locator('form.contact-form');
    await form.getByLabel('Your name').fill('Arjun');
    await form.getByLabel('Your name').press('Enter');
    expect(await isHydrated(page)).toBe(false);
    await waitForHydration(page);
    // The held submission is replayed: the app's own validation answers.
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByLabel('Your name')).toHaveValue('Arjun');
    expect(new URL(page.url()).search).toBe('');
  });

  test('a number typed into the home booking form is kept and sent', async ({ page }) => {
    await openPainted(page, '/', '#requestforoilcollection input[type="tel"]');
    const booking = page.locator('#requestforoilcollection');
    await booking.getByLabel('Mobile number').pressSequentially('91234');
    expect(await isHydrated(page)).toBe(false);
    await waitForHydration(page);
    await booking.getByLabel('Mobile number').pressSequentially('56780');
    await expect(booking.getByLabel('Mobile number')).toHaveValue('9123456780');
    await booking.getByRole('button', { name: 'Send OTP' }).click();
    await expect(booking.getByLabel('OTP', { exact: true })).toBeVisible({ timeout: 15_000 });
  });

  test('a footer link pressed at once leads to its page', async ({ page }) => {
    await openPainted(page, '/franchise', 'footer a');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact-us$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a menu pressed at once opens once the app is ready', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPainted(page, '/about-us', 'nav[aria-label="Main"] button');
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About Us' });
    await about.click();
    expect(await isHydrated(page)).toBe(false);
    // Marked busy meanwhile, so the press is not silently dropped.
    await expect(about).toHaveAttribute('aria-busy', 'true');
    await expect(about).toHaveCSS('outline-style', 'dashed');
    await waitForHydration(page);
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News & Blogs' })).toBeVisible();
    await expect(about).not.toHaveAttribute('aria-busy');
  });

  test('the page stays where the person scrolled before it hydrated', async ({ page }) => {
    await openPainted(page, '/privacy-policy', 'footer');
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    expect(await isHydrated(page)).toBe(false);
    // What the person sees: the heading nearest the middle of the window, and where it is.
    const seen = () =>
      page.evaluate(() => {
        const headings = [...document.querySelectorAll('main h2, main h3')];
        const middle = window.innerHeight / 2;
        const nearest = headings.reduce((best, heading) =>
          Math.abs(heading.getBoundingClientRect().top - middle) < Math.abs(best.getBoundingClientRect().top - middle) ? heading : best,
        );
        return { text: nearest.textContent, top: Math.round(nearest.getBoundingClientRect().top) };
      });
    const before = await seen();
    await waitForHydration(page);
    await page.waitForTimeout(300);
    const after = await page.evaluate((text) => {
      const heading = [...document.querySelectorAll('main h2, main h3')].find((element) => element.textContent === text);
      return heading ? Math.round(heading.getBoundingClientRect().top) : null;
    }, before.text);
    expect(after).not.toBeNull();
    expect(Math.abs((after ?? 0) - before.top)).toBeLessThan(5);
  });

  test('utm values are kept from the landing page even when the visitor leaves it at once', async ({ page, context }) => {
    await openPainted(page, '/?utm_source=whatsapp&utm_medium=social&utm_campaign=monsoon', 'footer a');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/, { timeout: 20_000 });
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies).toMatchObject({ utm_source: 'whatsapp', utm_medium: 'social', utm_campaign: 'monsoon' });
  });
});

/**
 * Opens a prerendered page on a throttled phone (390 px wide) with the app's code held back, and
 * returns, with the way to let the code through, once the page is painted and the entry's script
 * holds presses: whatever the test does next happens before the app has hydrated, however fast the
 * machine.
 */
async function openBeforeTheApp(page: Page, path: string, visible: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  const releaseApp = await holdModules(page, APP_CODE);
  await openPainted(page, path, visible);
  return releaseApp;
}

test.describe('every kind of control pressed before the app has started, on a phone', () => {
  const CALCULATOR = '/used-oil-value-calculator?amount=20&unit=kg&per=day';

  test("the calculator's Book a pickup leads to the booking form with the link's amount", async ({ page }) => {
    const consoleWatch = watchConsole(page);
    const releaseApp = await openBeforeTheApp(page, CALCULATOR, '.calculator-actions button');
    const book = page.getByRole('button', { name: 'Book a pickup for this amount' });
    await book.click();
    // Marked busy meanwhile, so the press is not silently dropped.
    await expect(book).toHaveAttribute('aria-busy', 'true');
    expect(await isHydrated(page)).toBe(false);
    releaseApp();
    await expect(page).toHaveURL(/\/#requestforoilcollection$/, { timeout: 30_000 });
    await expect(page.locator('#requestforoilcollection').getByText(/From the calculator: 608 kg of used oil a month/)).toBeVisible({ timeout: 20_000 });
    consoleWatch.expectClean();
  });

  test("Enter in the calculator's amount does what Book a pickup does: held, its button marked busy, then carried out", async ({ page }) => {
    const consoleWatch = watchConsole(page);
    const releaseApp = await openBeforeTheApp(page, CALCULATOR, 'form.calculator input');
    // Its label says litres until the app reads the link's unit.
    await page.locator('form.calculator input[name="amount"]').press('Enter');
    // The form's submit button is marked busy, as if it had been pressed; the page is not reloaded.
    await expect(page.getByRole('button', { name: 'Book a pickup for this amount' })).toHaveAttribute('aria-busy', 'true');
    expect(await isHydrated(page)).toBe(false);
    releaseApp();
    await expect(page).toHaveURL(/\/#requestforoilcollection$/, { timeout: 30_000 });
    await expect(page.locator('#requestforoilcollection').getByText(/From the calculator: 608 kg of used oil a month/)).toBeVisible({ timeout: 20_000 });
    consoleWatch.expectClean();
  });

  test("a choice in the calculator's own controls is kept, with the link's amount", async ({ page }) => {
    const releaseApp = await openBeforeTheApp(page, CALCULATOR, 'form.calculator select');
    await page.getByLabel('How often').selectOption({ label: 'A week' });
    expect(await isHydrated(page)).toBe(false);
    releaseApp();
    await waitForHydration(page);
    await expect(page.getByLabel('Used oil you set aside (kg a week)')).toHaveValue('20');
    await expect(page.getByRole('region', { name: 'Your figures for a month' }).locator('dt', { hasText: 'Used oil a month' }).locator('+ dd')).toContainText('87 kg');
  });

  test('More Items opens the drawer', async ({ page }) => {
    const releaseApp = await openBeforeTheApp(page, '/services', 'button.nav-compact');
    const moreItems = page.getByRole('button', { name: 'More Items' });
    await moreItems.click();
    await expect(moreItems).toHaveAttribute('aria-busy', 'true');
    expect(await isHydrated(page)).toBe(false);
    releaseApp();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('navigation', { name: 'More Items' }).getByRole('link', { name: 'Contact Us' })).toBeVisible();
  });

  test('a question of the FAQ opens at once and stays open', async ({ page }) => {
    const releaseApp = await openBeforeTheApp(page, '/used-cooking-oil-collection', 'details summary');
    const question = page.locator('details', { hasText: 'Do you charge for drums?' });
    await question.getByText('Do you charge for drums?').click();
    await expect(question).toHaveAttribute('open', '');
    expect(await isHydrated(page)).toBe(false);
    releaseApp();
    await waitForHydration(page);
    await expect(question).toHaveAttribute('open', '');
    await expect(question.locator('p')).toBeVisible();
  });

  const BENGALURU = 'We collect in Bengaluru from our Hoskote depot; first pickup within 2 days; here we pay food businesses ₹44 to ₹58 a kg.';

  test('the pincode check answers a pincode typed and checked before anything hydrated', async ({ page }) => {
    const releaseApp = await openBeforeTheApp(page, '/used-cooking-oil-collection', 'section#pincode-check input');
    const section = page.locator('section#pincode-check');
    await section.getByLabel('Your pincode', { exact: true }).fill('560001');
    const check = section.getByRole('button', { name: 'Check', exact: true });
    await check.click();
    await expect(check).toHaveAttribute('aria-busy', 'true');
    expect(await isHydrated(page)).toBe(false);
    releaseApp();
    await expect(section.getByRole('status')).toHaveText(BENGALURU, { timeout: 30_000 });
    await expect(section.getByLabel('Your pincode', { exact: true })).toHaveValue('560001');
    expect(new URL(page.url()).search).toBe('');
  });

  test("the pincode check answers a press made once the page had hydrated, before the check's own code arrived (real build)", async ({ page }, testInfo) => {
    // The real build has no service worker, which would fetch the check's code out of page.route's reach.
    await page.route('**/api/serviceability?**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'Success',
          data: { served: true, city: 'Bengaluru', state: 'Karnataka', depot: 'Hoskote', first_pickup_days: 2, rate_inr_per_kg: { min: 44, max: 58 }, household_rate_inr_per_kg: { min: 26, max: 33 } },
        }),
      }),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    const releaseCheck = await holdModules(page, /\/assets\/PincodeCheck-[\w-]+\.js$/);
    await throttleLikeAPhone(page);
    await page.goto(`${realBuildURL(testInfo)}/used-cooking-oil-collection`);
    await waitForHydration(page);
    await expect(page.locator('#root')).not.toHaveAttribute('data-early-input');
    const section = page.locator('section#pincode-check');
    await section.scrollIntoViewIfNeeded();
    await section.getByLabel('Your pincode', { exact: true }).fill('560001');
    const check = section.getByRole('button', { name: 'Check', exact: true });
    await check.click();
    await expect(check).toHaveAttribute('aria-busy', 'true');
    releaseCheck();
    await expect(section.getByRole('status')).toHaveText(BENGALURU, { timeout: 30_000 });
    expect(new URL(page.url()).search).toBe('');
  });
});

test('on a desktop, Book a pickup pressed right after the page has loaded leads to the booking form', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/used-oil-value-calculator?amount=20&unit=kg&per=day', { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Book a pickup for this amount' }).click();
  await expect(page).toHaveURL(/\/#requestforoilcollection$/);
  await expect(page.locator('#requestforoilcollection').getByText(/From the calculator: 608 kg of used oil a month/)).toBeVisible();
});
