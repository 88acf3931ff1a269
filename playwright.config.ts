import { defineConfig } from '@playwright/test';
import { companyFactsDefine } from './scripts/company-facts.mjs';

// Some specs import the app's own modules (its dates, factors, demo data), and those read the company
// facts as constants the build defines (vite.config.ts, `define`). Node has no build step: the same
// values are set as globals here, in every process that loads this file (the runner and its workers)
// before any spec is.
for (const [name, json] of Object.entries(companyFactsDefine(process.cwd()))) (globalThis as Record<string, unknown>)[name] = JSON.parse(json);

/**
 * Browser tests on the production builds, in Debian's Chromium (../shared/docs/browser-testing.md, beside
 * the repository: README, Working on the code).
 * - dist-mock: a production build with the mock API on, for whole-product flows.
 * - dist: the real production build; tests stand in for the API with page.route.
 * Each is served twice: with the README's fallback (any unknown path serves app.html, the empty
 * shell) and with the one most static hosts use (any unknown path serves index.html, the home
 * page's prerendered HTML). The whole suite runs on the first; the specs that reach pages which are
 * not prerendered (every route, sign-in, registration, the vendor round) and the pincode check run on the second too.
 * - dist-mock behind nginx: deploy/nginx.conf as rendered for that build (scripts/serve-nginx.mjs),
 *   so the browser gets the production headers, CSP included; production-headers.spec.ts runs
 *   there alone, and only there. And dist behind nginx the same way, its /api/ answered by the
 *   mock API's handlers over HTTP (scripts/mock-api-server.mjs): the same pass on the plain build.
 * Build both first: `npm run build && npm run build:mock` (.ci/run does).
 */
/** The first of the seven ports the suite uses; E2E_PORT_BASE moves them, so two checkouts can test side by side. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4173);
const local = (offset: number) => `http://127.0.0.1:${PORT_BASE + offset}`;
export const REAL_URL = local(0);
export const MOCK_URL = local(1);
export const MOCK_INDEX_FALLBACK_URL = local(2);
export const REAL_INDEX_FALLBACK_URL = local(3);
export const MOCK_NGINX_URL = local(4);
export const REAL_NGINX_URL = local(5);
/** The mock API's handlers over HTTP, answering /api/ for the plain build behind nginx. */
const MOCK_API_PORT = PORT_BASE + 6;

/** The pass under the production headers: it needs nginx's CSP, which the static server sends none of. */
const UNDER_NGINX = /production-headers\.spec\.ts$/;
/**
 * The site's own service worker is the plain build's (the mock build's page is MSW's): offline use
 * is tested there, behind nginx with the API double, as a vendor meets it; so is what a signed-in
 * start asks for, which MSW's worker would fetch out of the test's sight, and this device's
 * notifications (the worker shows what is pushed).
 */
const PLAIN_BUILD_WORKER = /(offline|update|vendor-start|alerts-push)\.spec\.ts$/;

/** Per project: where the real build (no mock API) is served with the same fallback. */
export interface ProjectMetadata {
  realURL: string;
  /** Under nginx: which build the pass meets, the mock build or the plain one with the API test double. */
  build?: 'mock' | 'real';
}

const serve = (dir: string, url: string, fallback: 'app.html' | 'index.html') => ({
  command: `node scripts/serve.mjs ${dir} ${new URL(url).port} --fallback ${fallback}`,
  url,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
});

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  projects: [
    {
      name: 'app.html fallback',
      use: { baseURL: MOCK_URL },
      metadata: { realURL: REAL_URL } satisfies ProjectMetadata,
      testIgnore: [UNDER_NGINX, PLAIN_BUILD_WORKER],
    },
    {
      name: 'index.html fallback',
      use: { baseURL: MOCK_INDEX_FALLBACK_URL },
      metadata: { realURL: REAL_INDEX_FALLBACK_URL } satisfies ProjectMetadata,
      testMatch: /(shell|vendor|registration|first-paint|hindi|serviceability|certificates|impact|payments|schedule|password-reset|outlets|install)\.spec\.ts$/,
    },
    {
      name: 'nginx production headers',
      use: { baseURL: MOCK_NGINX_URL },
      metadata: { realURL: REAL_URL, build: 'mock' } satisfies ProjectMetadata,
      testMatch: UNDER_NGINX,
    },
    {
      name: 'nginx production headers, plain build',
      use: { baseURL: REAL_NGINX_URL },
      metadata: { realURL: REAL_URL, build: 'real' } satisfies ProjectMetadata,
      testMatch: [UNDER_NGINX, PLAIN_BUILD_WORKER],
    },
  ],
  webServer: [
    serve('dist-mock', MOCK_URL, 'app.html'),
    serve('dist', REAL_URL, 'app.html'),
    serve('dist-mock', MOCK_INDEX_FALLBACK_URL, 'index.html'),
    serve('dist', REAL_INDEX_FALLBACK_URL, 'index.html'),
    {
      command: `node scripts/serve-nginx.mjs dist-mock ${new URL(MOCK_NGINX_URL).port}`,
      url: MOCK_NGINX_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      // SIGTERM, not the default SIGKILL: the script stops nginx and removes its run directory.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: `node scripts/serve-nginx.mjs dist ${new URL(REAL_NGINX_URL).port} --mock-api ${MOCK_API_PORT}`,
      url: REAL_NGINX_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
