import { defineConfig } from 'vitest/config';
import { companyFactsDefine } from './scripts/company-facts.mjs';

/** The nginx configuration test (issue 6): needs Debian's nginx and a production build in dist/. */
export default defineConfig({
  // The company facts the app's modules read (the test imports the site's paths, and with them its facts).
  define: companyFactsDefine(process.cwd()),
  test: {
    environment: 'node',
    include: ['tests/nginx/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
