import { defineConfig } from '@playwright/test';

/**
 * Browser tests on the production builds, in Debian's Chromium (shared/docs/browser-testing.md).
 * - dist-mock (port 4174): a production build with the mock API on, for whole-product flows.
 * - dist (port 4173): the real production build; tests stand in for the API with page.route.
 * Build both first: `npm run build && npm run build:mock` (.ci/run does).
 */
export const MOCK_URL = 'http://127.0.0.1:4174';
export const REAL_URL = 'http://127.0.0.1:4173';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: MOCK_URL,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  webServer: [
    { command: 'node scripts/serve.mjs dist-mock 4174', url: MOCK_URL, reuseExistingServer: !process.env.CI, timeout: 30_000 },
    { command: 'node scripts/serve.mjs dist 4173', url: REAL_URL, reuseExistingServer: !process.env.CI, timeout: 30_000 },
  ],
});
