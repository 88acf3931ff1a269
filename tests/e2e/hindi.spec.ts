import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { CONTENT_ROUTES, isHydrated, realBuildURL, throttleLikeAPhone, waitForHydration, watchConsole } from './helpers';

// On the production build with the mock API: every public static route in Hindi under
// /hi, prerendered per language with hreflang both ways; the language switch, remembered for /;
// gates and redirects in Hindi; and each language's copy kept to its own pages.

const prerendered: string[] = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist-mock/.vite/prerendered.json'), 'utf8'));
const hindiRoutes = prerendered.filter((path) => path === '/hi' || path.startsWith('/hi/'));
const englishOf = (path: string) => (path === '/hi' ? '/' : path.slice(3));
const ORIGIN = 'http://localhost:5173'; // VITE_SITE_URL of the test builds

/** Words written in Devanagari in the prerendered <main>. */
function hindiWordsInMain(html: string): number {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  const text = main.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ');
  return text.split(/\s+/).filter((word) => /[\u0900-\u097F]/.test(word)).length;
}

const alternates = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]));

test('every public static route has a Hindi page under /hi', () => {
  const english = prerendered.filter((path) => !hindiRoutes.includes(path));
  expect(hindiRoutes.map(englishOf).sort()).toEqual(english.sort());
  expect(hindiRoutes.length).toBeGreaterThanOrEqual(19);
});

for (const path of hindiRoutes) {
  test(`${path}: prerendered in Hindi with lang="hi", its own head tags and hreflang both ways`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const englishHtml = await (await request.get(englishOf(path))).text();
    expect(html).toMatch(/<html lang="hi"/);
    expect(englishHtml).toMatch(/<html lang="en-IN"/);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toMatch(/[\u0900-\u097F]/);
    expect(title).not.toBe(/<title>([^<]+)<\/title>/.exec(englishHtml)?.[1]);
    expect(/<meta name="description" content="([^"]+)"/.exec(html)?.[1]).toMatch(/[\u0900-\u097F]/);
    expect(/<meta property="og:title" content="([^"]+)"/.exec(html)?.[1]).toMatch(/[\u0900-\u097F]/);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
    const expected = { 'en-IN': `${ORIGIN}${englishOf(path)}`, 'hi-IN': `${ORIGIN}${path}`, 'x-default': `${ORIGIN}${englishOf(path)}` };
    expect(alternates(html)).toEqual(expected);
    expect(alternates(englishHtml)).toEqual(expected);
  });
}

for (const path of CONTENT_ROUTES) {
  test(`/hi${path}: at least 300 words of Hindi in the prerendered main content`, async ({ request }) => {
    expect(hindiWordsInMain(await (await request.get(`/hi${path}`)).text())).toBeGreaterThanOrEqual(300);
  });
}

test('sitemap.xml lists both languages with their alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  for (const path of ['/about-us', '/franchise']) {
    expect(sitemap).toContain(`<loc>${ORIGIN}${path}</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/hi${path}</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${ORIGIN}/hi${path}"/>`);
  }
});

for (const path of hindiRoutes) {
  test(`${path} loads and hydrates cleanly in Hindi`, async ({ page }) => {
    const consoleWatch = watchConsole(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    consoleWatch.expectClean();
  });
}

/** The JavaScript a page downloaded, as text. */
function collectScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

// On the real build: the mock API's own chunk is not part of the product.
test('an English page downloads no Hindi copy, and a Hindi page no English copy', async ({ page }, testInfo) => {
  const base = realBuildURL(testInfo);
  const english = collectScripts(page);
  await page.goto(`${base}/about-us`);
  await page.waitForLoadState('networkidle');
  const englishH1 = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  // The only Hindi an English page carries is the switch's own label ("हिन्दी में पढ़ें").
  const englishScripts = [...english]; // the listener goes on collecting on the next page
  const devanagari = englishScripts.join('').match(/[\u0900-\u097F]/g)?.length ?? 0;
  expect(devanagari).toBeLessThan(60);

  const hindi = collectScripts(page);
  await page.goto(`${base}/hi/about-us`);
  await page.waitForLoadState('networkidle');
  const hindiH1 = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(hindiH1).toMatch(/[\u0900-\u097F]/);
  expect(hindi.some((body) => body.includes(englishH1))).toBe(false);
  expect(englishScripts.some((body) => body.includes(hindiH1))).toBe(false);
});

test.describe('the language switch', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The mock build's demo strip appears above the header once the mock API runs: press after it, not while the header moves. */
  const settled = async (page: Page) => {
    await waitForHydration(page);
    await expect(page.getByRole('complementary', { name: /Demo mode|डेमो मोड/ })).toBeVisible();
  };

  test('leads to the same page in the other language, and the choice is kept for the next visit to /', async ({ page }) => {
    await page.goto('/about-us');
    await settled(page);
    const toHindi = page.getByRole('banner').getByRole('link', { name: 'हिन्दी में पढ़ें' });
    await expect(toHindi).toHaveAttribute('hreflang', 'hi-IN');
    await expect(toHindi).toHaveAttribute('lang', 'hi');
    await toHindi.click();
    await expect(page).toHaveURL(/\/hi\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    // Remembered: the next visit to / opens the Hindi home.
    await page.goto('/');
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    // Back to English, remembered too.
    await settled(page);
    const toEnglish = page.getByRole('banner').getByRole('link', { name: 'Read in English' });
    await expect(toEnglish).toHaveAttribute('hreflang', 'en-IN');
    await toEnglish.click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.goto('/');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });

  test('a first visit is never redirected by guessing, whatever the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'hi-IN', extraHTTPHeaders: { 'Accept-Language': 'hi-IN,hi;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await context.close();
  });
});

test('gates, redirects and the booking link stay in Hindi', async ({ page }) => {
  await page.goto('/hi/dashboard');
  await expect(page).toHaveURL(/\/hi\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.goto('/hi/frenchise');
  await expect(page).toHaveURL(/\/hi\/franchise$/);
  await page.goto('/hi/about-us');
  await expect(page.getByRole('banner').locator('a[href="/hi#requestforoilcollection"]').first()).toBeAttached();
});

test.describe('before the Hindi app has started', () => {
  test('text typed into the Hindi contact form is kept through hydration and sent', async ({ page }) => {
    const consoleWatch = watchConsole(page);
    await throttleLikeAPhone(page);
    await page.goto('/hi/contact-us', { waitUntil: 'commit' });
    const form = page.locator('#root[data-prerendered] form.contact-form');
    await form.waitFor({ state: 'visible' });
    await form.getByLabel('आपका नाम').pressSequentially('मीना अय्यर');
    await form.getByLabel('ई-मेल').pressSequentially('meena@');
    expect(await isHydrated(page), 'typed before the app started').toBe(false);

    await waitForHydration(page);
    const hydrated = page.locator('form.contact-form');
    await hydrated.getByLabel('ई-मेल').pressSequentially('example.in');
    await hydrated.getByLabel('फ़ोन नंबर').fill('9812345678');
    await hydrated.getByLabel('संदेश', { exact: true }).fill('हमारे दो किचन में हर हफ़्ते लगभग 40 लीटर तेल लगता है।');
    await expect(hydrated.getByLabel('आपका नाम')).toHaveValue('मीना अय्यर');
    await expect(hydrated.getByLabel('ई-मेल')).toHaveValue('meena@example.in');

    const sent = page.waitForRequest((request) => request.url().endsWith('/contact/store'));
    await hydrated.getByRole('button', { name: 'संदेश भेजें' }).click();
    expect((await sent).postDataBuffer()?.toString('utf8')).toContain('मीना अय्यर');
    await expect(page.getByRole('status').or(page.locator('.alert-success'))).toContainText('धन्यवाद');
    consoleWatch.expectClean();
  });
});
