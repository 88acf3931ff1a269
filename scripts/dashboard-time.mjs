// How long a signed-in vendor waits for the dashboard's own figures on a phone (150 ms round trips,
// 1.6 Mbit/s, CPU 4x: the profile of scripts/hydration-time.mjs): from navigation start to the
// points balance painted (Element Timing), to the list of collection requests and to the request
// form being usable.
//
// By default it serves the plain production build (dist/) itself, as a vendor meets it: the
// production nginx configuration over https and HTTP/2 (as behind the TLS terminator, with a
// throwaway certificate: scripts/local-tls.mjs, as `npm run perf` does) and the API double at
// /api/ (scripts/mock-api-server.mjs), not the mock build, whose in-browser API costs time a real
// server does not:
//   npm run build && node scripts/dashboard-time.mjs [--runs 5] [--owner] [--no-worker]
// Or it measures an origin already served, e.g. over plain HTTP/1.1 (six connections, each file
// waiting its turn: slower than any visitor's https):
//   node scripts/serve-nginx.mjs dist 4196 --mock-api 4197 &
//   node scripts/dashboard-time.mjs http://127.0.0.1:4196
// Two visits are measured, each in a fresh browser context where the vendor has signed in
// (unthrottled, on the login page):
// - first: nothing on the device: no HTTP cache, no service worker, no kept data;
// - repeat: the vendor opened the dashboard before, so the site's worker holds the release's files
//   and the vendor's reads are kept (issue 33): what a returning vendor gets.
// `--no-worker` blocks the worker for the repeat visit too (the site as it was before issue 33: a
// warm HTTP cache only). `--owner` measures the restaurant group's owner on "All outlets" (issue
// 32). With each run, the API calls made before the points balance showed are printed in order
// (the waterfall to flatten), with when each started and ended.
import { join, resolve } from 'node:path';
import { launchChromium, PHONE } from './hydration-time.mjs';
import { createLocalCertificate } from './local-tls.mjs';
import { startMockApiServer } from './mock-api-server.mjs';
import { startNginx } from './nginx-config.mjs';

const given = process.argv.slice(2).find((arg) => /^https?:\/\//.test(arg));
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const owner = process.argv.includes('--owner');
const worker = !process.argv.includes('--no-worker');
const account = owner ? { mobile: '9823012345', password: 'tandoortrail123', path: '/dashboard?outlet=all' } : { mobile: '9876543210', password: 'greendrop123', path: '/dashboard' };

const PORT = 4296;
const served = given
  ? null
  : await (async () => {
      const mockApi = await startMockApiServer(PORT + 1);
      const tls = createLocalCertificate();
      const nginx = await startNginx({ root: join(resolve(import.meta.dirname, '..'), 'dist'), listen: `127.0.0.1:${PORT}`, apiProxy: mockApi.origin, tls, stdio: 'ignore' });
      return { tls, stop: async () => (await nginx.stop(), await mockApi.close(), tls.remove()) };
    })();
const origin = given ?? `https://127.0.0.1:${PORT}`;
const browser = await launchChromium(served ? [served.tls.chromeFlag] : []);

/** A context where the vendor has signed in; `warm` leaves the dashboard opened once, its worker and kept data in place. */
async function signedInContext(warm) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: warm && worker ? 'allow' : 'block' });
  const login = await context.newPage();
  await login.goto(`${origin}/login`);
  await login.getByLabel('Mobile number').fill(account.mobile);
  await login.getByLabel('Password').fill(account.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await login.waitForURL(/\/dashboard/);
  await login.waitForSelector('#points-heading ~ * dd', { timeout: 60_000 });
  if (warm && worker) {
    await login.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The worker has taken every file of the release (its install finished: it is active).
    await login.waitForFunction(() => navigator.serviceWorker.controller !== null || navigator.serviceWorker.ready.then((r) => r.active?.state === 'activated'));
  }
  if (!warm) {
    // Nothing of the sign-in page's visit stays: no kept reads.
    await login.evaluate(() => new Promise((done) => { const request = indexedDB.deleteDatabase('greendrop-device'); request.onsuccess = request.onerror = request.onblocked = () => done(undefined); }));
  }
  await login.close();
  return context;
}

async function measure(warm) {
  const context = await signedInContext(warm);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // The first visit starts with an empty HTTP cache; the repeat one keeps what the sign-in visit left.
  if (!warm) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE.latencyMs, downloadThroughput: PHONE.downloadBitsPerSecond / 8, uploadThroughput: PHONE.uploadBitsPerSecond / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  const calls = [];
  const started = new Map();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) started.set(request, Date.now());
  });
  page.on('requestfinished', (request) => {
    if (started.has(request)) calls.push({ call: `${request.method()} ${new URL(request.url()).pathname}`, start: started.get(request), end: Date.now() });
  });
  const navigated = Date.now();
  await page.goto(`${origin}${account.path}`, { waitUntil: 'commit' });
  const at = async (selector) => {
    await page.waitForSelector(selector, { timeout: 60_000 });
    return page.evaluate(() => Math.round(performance.now()));
  };
  await page.waitForSelector('#points-heading ~ * dd', { timeout: 60_000 });
  const pointsAt = Date.now();
  // When the balance was painted, as the browser reports it (Element Timing), not when this script
  // saw it: on a busy phone the two are apart by a long task or more.
  const points = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntries().find((candidate) => candidate.identifier === 'points-balance');
          if (!entry) return;
          observer.disconnect();
          resolve(Math.round(entry.renderTime || entry.loadTime || entry.startTime));
        }).observe({ type: 'element', buffered: true });
      }),
  );
  const requests = await at('table.requests-table tbody tr');
  const form = await at(owner ? '.vendor-columns .vendor-note' : 'form button[type="submit"]:not([disabled])');
  const before = calls.filter((call) => call.start <= pointsAt).map(({ call, start, end }) => `${call} ${start - navigated}-${end - navigated} ms`);
  await context.close();
  return { points, requests, form, callsBeforePoints: before };
}

const report = {};
for (const [visit, warm] of [
  ['first', false],
  ['repeat', true],
]) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await measure(warm));
  report[visit] = { medianMs: Object.fromEntries(['points', 'requests', 'form'].map((key) => [key, median(results.map((r) => r[key]))])), runs: results };
}
await browser.close();
await served?.stop();
console.log(JSON.stringify({ origin, protocol: served ? 'https, HTTP/2' : 'as served', account: owner ? 'chain owner, All outlets' : 'single-outlet demo vendor', worker, ...report }, null, 1));
