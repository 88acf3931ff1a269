// How long a signed-in vendor waits for the dashboard's own figures on a phone (150 ms round trips,
// 1.6 Mbit/s, CPU 4x: the profile of scripts/hydration-time.mjs): from navigation start to the
// points balance, to the list of collection requests and to the request form being usable. The
// demo vendor signs in once (unthrottled); each run then opens /dashboard in a fresh page of that
// session, so the timings include loading the dashboard's code, as a visitor who comes back does.
// `--owner` measures the demo restaurant group's owner on "All outlets" instead (issue 32): the
// points, every outlet's requests, and the note that stands where the form is (a booking is one
// outlet's).
// Usage: node scripts/dashboard-time.mjs <origin of a mock build> [--runs 5] [--owner]
import { launchChromium, PHONE } from './hydration-time.mjs';

const origin = process.argv[2] ?? 'http://127.0.0.1:4174';
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const owner = process.argv.includes('--owner');
const account = owner ? { mobile: '9823012345', password: 'tandoortrail123', path: '/dashboard?outlet=all' } : { mobile: '9876543210', password: 'greendrop123', path: '/dashboard' };

const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const login = await context.newPage();
await login.goto(`${origin}/login`);
await login.getByLabel('Mobile number').fill(account.mobile);
await login.getByLabel('Password').fill(account.password);
await login.getByRole('button', { name: 'Log in' }).click();
await login.waitForURL(/\/dashboard$/);
await login.close();

const results = [];
for (let run = 0; run < runs; run++) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE.latencyMs, downloadThroughput: PHONE.downloadBitsPerSecond / 8, uploadThroughput: PHONE.uploadBitsPerSecond / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await page.goto(`${origin}${account.path}`, { waitUntil: 'commit' });
  const at = async (selector) => {
    await page.waitForSelector(selector, { timeout: 60_000 });
    return page.evaluate(() => Math.round(performance.now()));
  };
  const points = await at('#points-heading ~ * dd');
  const requests = await at('table.requests-table tbody tr');
  const form = await at(owner ? '.vendor-columns .vendor-note' : 'form button[type="submit"]:not([disabled])');
  results.push({ points, requests, form });
  await page.close();
}
await browser.close();
const summary = Object.fromEntries(['points', 'requests', 'form'].map((key) => [key, median(results.map((r) => r[key]))]));
console.log(JSON.stringify({ origin, account: owner ? 'chain owner, All outlets' : 'single-outlet demo vendor', runs, medianMs: summary, all: results }, null, 1));
