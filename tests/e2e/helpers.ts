import { expect, type Page, type TestInfo } from '@playwright/test';
import { REAL_URL, type ProjectMetadata } from '../../playwright.config';

/** Collects console errors, warnings and page errors; `expectClean` fails on any. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return {
    problems,
    expectClean: () => expect(problems, problems.join('\n')).toEqual([]),
  };
}

/** The real build (no mock API) served with the same fallback as the running project. */
export function realBuildURL(testInfo: TestInfo): string {
  return (testInfo.project.metadata as Partial<ProjectMetadata>).realURL ?? REAL_URL;
}

/**
 * A phone as in the first-paint measurements (scripts/hydration-time.mjs): 150 ms round trips,
 * 1.6 Mbit/s down, 750 kbit/s up, CPU four times slower. Call before the page is opened.
 */
export async function throttleLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** Whether React has taken over the page yet: its last footer link carries React's fiber key. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const links = document.querySelectorAll('footer a');
    const last = links[links.length - 1];
    return Boolean(last && Object.keys(last).some((key) => key.startsWith('__reactFiber$')));
  });
}

/** Waits until React has taken over the page. */
export async function waitForHydration(page: Page) {
  await expect.poll(() => isHydrated(page), { timeout: 20_000 }).toBe(true);
}

/** The twelve marketing pages with long copy (issue 4's 300 words; issue 10's Hindi twins). */
export const CONTENT_ROUTES = [
  '/about-us',
  '/impact-we-create',
  '/sustainable-fuel',
  '/traceability-of-used-cooking-oil',
  '/redeem-your-green-points',
  '/services',
  '/used-cooking-oil-collection',
  '/green-fuel-biodiesel-supply',
  '/food-business-compliance-solution',
  '/esg-and-csr-activities',
  '/household-collection',
  '/franchise',
];
