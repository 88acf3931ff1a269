// When a prerendered page really answers, measured from outside the app as a phone would meet it:
// 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up and a CPU four times slower (Chrome DevTools
// throttling over CDP), a fresh profile each time. "Hydrated" is the moment the page's last footer
// link carries React's fiber key: React has taken over the whole page, header to footer.
// Usage: node scripts/hydration-time.mjs <origin> [--runs 3] [--routes /,/about-us]
import { chromium } from '@playwright/test';

export const PHONE = { latencyMs: 150, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3, cpuSlowdown: 4 };

export const launchChromium = (extraArgs = []) =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
  });

/** Opens `url` in a fresh, throttled context; returns the page and its CDP session. */
export async function openThrottled(browser, url, { viewport = { width: 390, height: 844 } } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await page.goto(url, { waitUntil: 'commit' });
  return { context, page };
}

/** In the page: true once React owns the last footer link. */
export const footerHydrated = () => {
  const links = document.querySelectorAll('footer a');
  const last = links[links.length - 1];
  return Boolean(last && Object.keys(last).some((key) => key.startsWith('__reactFiber$')));
};

/**
 * In the page: true once React owns the last link or field of the page's own content (<main>),
 * leaving out the parts that hydrate only when the visitor comes near them ([data-hydrates-later]:
 * the pincode check, on /service-areas the last part, and the home page below its first screens).
 */
export const contentHydrated = () => {
  const controls = [...document.querySelectorAll('main a, main button, main input, main textarea, main select')].filter((control) => !control.closest('[data-hydrates-later]'));
  const last = controls[controls.length - 1];
  return !last || Object.keys(last).some((key) => key.startsWith('__reactFiber$'));
};

/**
 * Milliseconds from navigation start to first contentful paint, to hydration (the footer: React
 * hydrates header and footer first) and to the page's content (React hydrates the page inside its
 * Suspense boundary in a pass of its own, right after).
 */
export async function measureHydration(browser, url) {
  const { context, page } = await openThrottled(browser, url);
  try {
    await page.waitForFunction(footerHydrated, null, { polling: 20, timeout: 30_000 });
    const hydratedMs = await page.evaluate(() => Math.round(performance.now()));
    await page.waitForFunction(contentHydrated, null, { polling: 20, timeout: 30_000 });
    return await page.evaluate((footer) => ({
      fcpMs: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN),
      hydratedMs: footer,
      contentMs: Math.round(performance.now()),
    }), hydratedMs);
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2];
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const runs = Number(arg('runs', '3'));
  const routes = arg('routes', '/').split(',');
  const browser = await launchChromium();
  try {
    for (const route of routes) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await measureHydration(browser, origin + route));
      const median = (key) => samples.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(runs / 2)];
      console.log(`${route.padEnd(36)} FCP ${median('fcpMs')} ms, hydrated ${median('hydratedMs')} ms, content ${median('contentMs')} ms (median of ${runs})`);
    }
  } finally {
    await browser.close();
  }
}
