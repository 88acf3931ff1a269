import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { demoOtp, hydratedFooterLink, logIn, waitForHydration } from './helpers';

// Every part of the site that loads later goes through one loader (src/lib/loadChunk.ts): a chunk
// that fails reloads the page at most once per episode, then the part that failed shows Retry in
// its own place while the rest of the page keeps working, and never the root error page. Here
// each chunk a page loads is blocked in turn, once (one reload, then the part works) and always
// (at most one reload, then Retry in the part's place, which works once the chunk loads again).
// On the mock build: its service worker fetches the scripts, so the context's routes see them.

const manifest = JSON.parse(readFileSync(resolve('dist-mock/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; name?: string }>;

/** A chunk's built file: by its source module, or by the name vite.config.ts gives a group of modules. */
function builtFile(source: string): string {
  const entry = manifest[source] ?? Object.values(manifest).find((chunk) => chunk.name === source && !manifest[`src/${source}`]);
  expect(entry, `${source} is a chunk of its own`).toBeDefined();
  return `/${entry!.file}`;
}

const PART_FAILED = 'This part of the page could not be loaded.';
const ROOT_ERROR = 'This page stopped working';
const OIL_CHART = 'Oil sold';

interface Part {
  name: string;
  /** The chunk's source module or group name in the build manifest. */
  chunk: string;
  width?: number;
  /** Opens the page and does what makes the part load. */
  open: (page: Page) => Promise<void>;
  /** What a person sees once the part has loaded and works. */
  works: (page: Page) => Promise<void>;
  /** Again, after a reload the part's failure caused (the page came back where it was). */
  reopen?: (page: Page) => Promise<void>;
}

/** The footer's About link, once the footer has hydrated: a press on it navigates inside the app. */
const footerAbout = (page: Page) => hydratedFooterLink(page, 'About');

async function openHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
}

async function signIn(page: Page) {
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const parts: Part[] = [
  {
    name: "the page's own module",
    chunk: 'src/pages/ContentPage.tsx',
    open: async (page) => {
      await openHome(page);
      await (await footerAbout(page)).click();
    },
    works: async (page) => {
      await expect(page).toHaveURL(/\/about-us$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/frying oil into tomorrow’s fuel/);
    },
  },
  {
    name: 'the shared sections (content sections, news cards)',
    chunk: 'sections',
    open: async (page) => {
      await openHome(page);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    },
    works: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Latest news' })).toBeVisible();
    },
    reopen: async (page) => {
      await waitForHydration(page);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'the charts',
    chunk: 'src/features/dashboard/charts/vendorCharts.ts',
    open: signIn,
    works: async (page) => {
      await expect(page.getByRole('heading', { level: 3, name: OIL_CHART })).toBeVisible();
    },
  },
  {
    name: 'the date picker',
    chunk: 'src/features/registration/ExpectedDatePicker.tsx',
    open: async (page) => {
      await page.goto('/register');
      await page.getByLabel('Mobile number').fill('9123456780');
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByLabel('OTP', { exact: true }).fill(await demoOtp(page, '9123456780'));
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await expect(page.getByRole('heading', { name: 'Tell us about your business' })).toBeVisible({ timeout: 8000 });
    },
    works: async (page) => {
      await expect(page.getByLabel('Expected start date')).toBeEnabled();
    },
  },
  {
    name: "the header's drawer, at 390 px",
    chunk: 'src/app/layout/SideDrawer.tsx',
    width: 390,
    open: async (page) => {
      await openHome(page);
      await page.getByRole('button', { name: 'More Items' }).click();
    },
    works: async (page) => {
      await expect(page.getByRole('dialog').getByRole('link', { name: 'Contact Us' })).toBeVisible();
    },
    reopen: async (page) => {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'More Items' }).click();
    },
  },
  {
    name: 'the signed-in menu',
    chunk: 'src/app/layout/SignedInMenu.tsx',
    open: signIn,
    works: async (page) => {
      await page.getByRole('button', { name: /account: rajeshwari/i }).click();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    },
  },
  {
    name: 'the footer',
    chunk: 'src/app/layout/Footer.tsx',
    open: async (page) => {
      await openHome(page);
      await page.locator('#site-footer').scrollIntoViewIfNeeded();
    },
    works: async (page) => {
      await (await footerAbout(page)).click();
      await expect(page).toHaveURL(/\/about-us$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
    reopen: async (page) => {
      await waitForHydration(page);
      await page.locator('#site-footer').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'the scroll-to-top button',
    chunk: 'src/app/layout/ScrollToTopButton.tsx',
    open: async (page) => {
      await openHome(page);
      await page.mouse.wheel(0, 1500);
    },
    works: async (page) => {
      await page.mouse.wheel(0, 1500);
      await page.getByRole('button', { name: 'Scroll to top' }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    },
    reopen: async (page) => {
      await waitForHydration(page);
    },
  },
];

/**
 * Blocks a chunk: 'once' while the tab shows its first document (a hiccup: the reload finds it),
 * 'always' until `unblock`. Counts the documents the tab asks for: the first, then each reload.
 */
async function watch(page: Page, chunk: string, mode: 'once' | 'always') {
  let blocked = 0;
  let failing = true;
  let documents = 0;
  let loaded = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  page.on('load', () => (loaded += 1));
  // On the context: the mock API's service worker makes the requests for the page.
  await page.context().route(`**${builtFile(chunk)}`, (route) => {
    if (mode === 'once' ? documents <= 1 : failing) {
      blocked += 1;
      return route.abort('failed');
    }
    return route.continue();
  });
  return {
    blocked: () => blocked,
    reloads: () => documents - 1,
    /** Resolves once the tab has reloaded once, and the new document has loaded. */
    reloaded: () => expect.poll(() => [documents, loaded]).toEqual([2, 2]),
    unblock: () => (failing = false),
  };
}

for (const part of parts) {
  test.describe(part.name, () => {
    test.use({ viewport: { width: part.width ?? 1440, height: part.width ? 844 : 900 } });

    test('failing once: one reload, then it works', async ({ page }) => {
      const chunk = await watch(page, part.chunk, 'once');
      await part.open(page);
      await chunk.reloaded();
      await part.reopen?.(page);
      await part.works(page);
      await page.waitForLoadState('networkidle');
      expect(chunk.blocked()).toBeGreaterThanOrEqual(1);
      expect(chunk.reloads()).toBe(1);
      await expect(page.getByText(ROOT_ERROR)).toHaveCount(0);
    });

    test('failing always: at most one reload, then Retry in its place, the rest of the page working', async ({ page }) => {
      const chunk = await watch(page, part.chunk, 'always');
      await part.open(page);
      // The first failure reloads the page, once.
      await chunk.reloaded();
      await part.reopen?.(page);
      const failure = page.getByRole('alert').filter({ hasText: part.chunk.startsWith('src/pages/') ? 'This page could not be loaded' : PART_FAILED });
      await expect(failure).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(chunk.reloads()).toBe(1);
      await expect(page.getByText(ROOT_ERROR)).toHaveCount(0);

      // The rest of the page works: a menu of the header opens (on a phone, a link of the footer leads on).
      if (part.width) {
        await (await footerAbout(page)).click();
        await expect(page).toHaveURL(/\/about-us$/);
      } else {
        const about = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About Us' });
        await about.click();
        await expect(about).toHaveAttribute('aria-expanded', 'true');
        await about.click();
      }
      await expect(failure).toBeVisible();

      // The script is back: Retry loads the part where it is, without a reload.
      chunk.unblock();
      await failure.getByRole('button', { name: 'Retry' }).click();
      await expect(failure).toHaveCount(0);
      await part.works(page);
      expect(chunk.reloads()).toBe(1);
      await expect(page.getByText(ROOT_ERROR)).toHaveCount(0);
    });
  });
}
