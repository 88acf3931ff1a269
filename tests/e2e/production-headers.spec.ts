import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './fixtures';
import type { ProjectMetadata } from '../../playwright.config';
import { DEMO_VENDOR, demoOtp, fillRegistrationDetails, logIn, waitForHydration, watchConsole } from './helpers';

// Each build served by nginx with deploy/nginx.conf as rendered for it (scripts/serve-nginx.mjs):
// the browser gets every production header, the CSP first of all, which the static server of the
// other projects does not send. The mock build, and the plain production build (mock off) with its
// /api/ answered by the mock API's handlers over HTTP, the API test double. One representative pass
// in one page: every prerendered route in both languages, the registration wizard to its result,
// sign-in, the dashboard, the disposal register and its print view, the cart. Any CSP violation,
// console error or warning, or page error fails it, and says in which step it happened.

/** The build the project serves (playwright.config.ts): the mock build, or the plain one. */
const buildOf = (metadata: unknown): 'mock' | 'real' => ((metadata as Partial<ProjectMetadata>).build === 'real' ? 'real' : 'mock');
const prerenderedIn = (build: 'mock' | 'real'): string[] =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../${build === 'real' ? 'dist' : 'dist-mock'}/.vite/prerendered.json`), 'utf8'));

/** The OTP the wizard is sent: the mock build's demo notice shows it; the plain build's API answers it (sendOTP's data). */
async function sentOtp(page: Page, build: 'mock' | 'real', phone: string, send: () => Promise<void>): Promise<string> {
  if (build === 'mock') {
    await send();
    return demoOtp(page, phone);
  }
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/signups/sendOTP'));
  await send();
  const otp = String(((await (await answer).json()) as { data?: unknown }).data ?? '');
  expect(otp).toMatch(/^\d{4,6}$/);
  return otp;
}

/** What the init script keeps on every document. */
interface Recorded {
  __cspViolations: string[];
  __printed: number;
}

/**
 * Not the site's: MSW's start-up calls `registration.update()` on its worker at every page load and
 * never awaits it; after a few dozen quick loads in one tab Chromium rejects one with "Not found"
 * (the same happens behind scripts/serve.mjs, with no header at all). Only the mock build has a
 * worker, so this one message, exactly, is let through; anything else fails the pass.
 */
const MOCK_WORKER_UPDATE = /^pageerror: Failed to update a ServiceWorker for scope \('[^']*'\) with script \('[^']*\/mockServiceWorker\.js'\): Not found$/;

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * Before any script of the page runs: record every CSP violation the document reports (the event
 * fires for blocked loads, inline code and styles alike), and stand in for the print dialog, which
 * a headless browser cannot show, counting the calls.
 */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const recorded = window as unknown as Recorded;
    recorded.__cspViolations = [];
    recorded.__printed = 0;
    window.addEventListener(
      'securitypolicyviolation',
      (event) => recorded.__cspViolations.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile || document.URL}:${event.lineNumber})`),
      true,
    );
    window.print = () => {
      recorded.__printed += 1;
    };
  });
}

/** The violations this document has recorded since the last call. */
const takeViolations = (page: Page) => page.evaluate(() => (window as unknown as Recorded).__cspViolations.splice(0));

/** Scrolls to the end, so lazily loaded images, styles and code load too, and lets the network settle. */
async function loadEverything(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
}

test('under the production headers nothing is blocked and nothing is logged, from the public pages to the vendor area', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const build = buildOf(testInfo.project.metadata);
  const prerendered = prerenderedIn(build);
  await recordViolations(page);
  const consoleWatch = watchConsole(page);
  const expectClean = async (where: string) => {
    expect(await takeViolations(page), `CSP violations on ${where}`).toEqual([]);
    const problems = consoleWatch.problems.filter((problem) => !MOCK_WORKER_UPDATE.test(problem));
    expect(problems, `console on ${where}:\n${problems.join('\n')}`).toEqual([]);
  };
  // A page the CSP broke may never hydrate: say what was blocked rather than only that it timed out.
  const hydrated = (where: string) =>
    waitForHydration(page).catch(async (error: unknown) => {
      await expectClean(where);
      throw error;
    });

  await test.step('the pages come with the production headers, and a violation would be seen', async () => {
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    // A worker of this origin may start, and no other: the mock API's in a mock build, the site's
    // own (src/sw/sw.ts) in the plain build.
    expect(headers['content-security-policy']).toContain("worker-src 'self';");
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    await hydrated('/');
    await expectClean('/');
    // A canary: an image from another origin is refused by img-src before any request is made.
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://images.example.invalid/canary.png';
      document.body.append(image);
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as Recorded).__cspViolations.length)).toBeGreaterThan(0);
    expect(await takeViolations(page)).toEqual([expect.stringMatching(/^img-src: https:\/\/images\.example\.invalid\/canary\.png/)]);
    await expect.poll(() => consoleWatch.problems.length).toBeGreaterThan(0);
    expect(consoleWatch.problems.join('\n')).toContain('canary.png');
    consoleWatch.problems.length = 0;
  });

  await test.step(`every prerendered route in both languages (${prerendered.length})`, async () => {
    expect(prerendered).toContain('/hi/about-us');
    for (const path of prerendered) {
      await page.goto(path);
      await hydrated(path);
      await loadEverything(page);
      await expectClean(path);
    }
  });

  await test.step('the registration wizard, to its result', async () => {
    const phone = '9123456780';
    await page.goto('/register');
    await hydrated('/register');
    await page.getByLabel('Mobile number').fill(phone);
    const otp = await sentOtp(page, build, phone, () => page.getByRole('button', { name: 'Send OTP' }).click());
    await page.getByLabel('OTP', { exact: true }).fill(otp);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Tell us about your business' })).toBeVisible({ timeout: 10_000 });
    await fillRegistrationDetails(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for registering' })).toBeVisible();
    await expectClean('/register');
  });

  await test.step('the password reset, first step', async () => {
    await page.goto('/login/forgot');
    await hydrated('/login/forgot');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await loadEverything(page);
    await expectClean('/login/forgot');
  });

  await test.step('sign-in and the dashboard', async () => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_VENDOR.name);
    // The charts' code and styles arrive lazily.
    await expect(page.getByRole('img', { name: /oil sold by month, in kg/i })).toBeVisible();
    await loadEverything(page);
    await expectClean('/dashboard');
  });

  await test.step('the disposal register and its print view', async () => {
    await page.goto('/dashboard/records');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disposal register');
    await expect(page.getByRole('table', { name: /^Disposal register, / })).toBeVisible();
    await page.getByRole('button', { name: 'Print statement for the whole period' }).click();
    expect(await page.evaluate(() => (window as unknown as Recorded).__printed)).toBe(1);
    // What the dialog would print: the print styles applied, with whatever they load.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.statement-head').getByRole('heading', { name: 'Used cooking oil disposal statement' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await page.waitForLoadState('networkidle');
    await expectClean('/dashboard/records, printing');
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('a certificate of collection, its print view and the public check', async () => {
    await page.goto('/dashboard/records/GD/BLR/26-27/008989');
    const certificate = page.getByRole('article', { name: 'Certificate of collection' });
    await expect(certificate.getByRole('img', { name: /^QR code for checking this certificate/ })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await page.waitForLoadState('networkidle');
    await expectClean('/dashboard/records/…, printing');
    await page.emulateMedia({ media: null });
    const address = new URL(((await certificate.locator('.certificate-address').textContent()) ?? '').trim());
    await page.goto(address.pathname + address.search);
    await expect(page.getByRole('heading', { name: 'Genuine certificate' })).toBeVisible();
    await loadEverything(page);
    await expectClean('/verify/…');
  });

  await test.step('the cart', async () => {
    await page.goto('/dashboard/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Green points cart');
    await page.getByRole('button', { name: 'Add Oil Filtration Paper, Pack of 100 to cart' }).click();
    await expect(page.getByRole('region', { name: 'Your cart' }).getByLabel('Oil Filtration Paper, Pack of 100 quantity')).toHaveText('1');
    await loadEverything(page);
    await expectClean('/dashboard/cart');
  });
});
