import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * A build without the mock API must not even ship its chunk: the entry's dynamic import of
 * src/mocks/browser.ts resolves to an empty module unless mocking is on (contract section 1).
 */
function leaveOutMocks(enabled: boolean): Plugin {
  const empty = '\0mock-api-disabled';
  return {
    name: 'leave-out-mocks',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (!enabled && /\/mocks\/browser(\.ts)?$/.test(source)) return empty;
      return null;
    },
    load(id) {
      return id === empty ? 'export async function startMockApi() {}' : null;
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const mocking = loadEnv(mode, process.cwd(), 'VITE_').VITE_API_MOCKING ?? process.env.VITE_API_MOCKING;
  const mockingOn = mocking === 'true' || (mocking !== 'false' && command === 'serve');
  return {
  plugins: [react(), leaveOutMocks(mockingOn)],
  build: {
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
  },
  ssr: {
    // CommonJS packages whose default exports Node's ESM loader would not unwrap.
    noExternal: ['react-auth-kit', 'react-bootstrap', 'react-helmet-async', '@restart/ui', 'react-datepicker'],
  },
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  test: {
    environment: 'jsdom',
    // https, so the secure-only tracking cookies (spec section 9) are kept as in production.
    environmentOptions: { jsdom: { url: 'https://localhost:3000/' } },
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15000,
    pool: 'threads',
  },
};
});
