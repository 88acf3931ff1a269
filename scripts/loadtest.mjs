// A bounded load test of deploy/nginx.conf over the production build, on loopback only:
// a mix of prerendered pages, the SPA fallback, a redirect and hashed assets, for a fixed time.
// Usage: node scripts/loadtest.mjs [--seconds 20] [--connections 20]
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startNginx } from './nginx-config.mjs';

const root = resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = Math.min(arg('seconds', 20), 60);
const connections = Math.min(arg('connections', 20), 100);
const port = 18096;

const dist = join(root, 'dist');
if (!existsSync(join(dist, 'index.html'))) throw new Error('Build first: npm run build');
const nginx = await startNginx({ root: dist, listen: `127.0.0.1:${port}` });

const pages = JSON.parse(readFileSync(join(dist, '.vite', 'prerendered.json'), 'utf8'));
const assets = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f)).slice(0, 12).map((f) => `/assets/${f}`);
const paths = [...pages, '/login', '/dashboard', '/news-and-blogs/green-points-explained', '/frenchise', '/favicon.svg', '/illustrations/hero.svg', ...assets];
const gzip = { 'accept-encoding': 'gzip, br' };

const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections,
  duration: seconds,
  requests: paths.map((path) => ({ method: 'GET', path, headers: gzip })),
});
await nginx.stop();

const summary = {
  seconds,
  connections,
  paths: paths.length,
  requests: result.requests.total,
  requestsPerSecond: Math.round(result.requests.average),
  latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
  throughputMBps: Math.round((result.throughput.average / 1024 / 1024) * 10) / 10,
  statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
  errors: result.errors,
  timeouts: result.timeouts,
};
// 200 for pages and files, 301 for the one redirect in the mix; anything else is an error.
const unexpected = Object.keys(summary.statusCodes).filter((code) => code !== '200' && code !== '301');
mkdirSync(join(root, 'perf-results'), { recursive: true });
writeFileSync(join(root, 'perf-results', 'load.json'), JSON.stringify(summary, null, 2));
console.log(JSON.stringify(summary, null, 2));
if (summary.errors || summary.timeouts || unexpected.length) {
  console.error('load test: errors');
  process.exit(1);
}
