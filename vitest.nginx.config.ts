import { defineConfig } from 'vitest/config';

/** The nginx configuration test (issue 6): needs Debian's nginx and a production build in dist/. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/nginx/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
