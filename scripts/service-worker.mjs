// The site's own service worker (src/sw/sw.ts; docs/decisions/0015-offline.md), for the plain
// production build: bundled on its own by Vite (no React, no page code), then given the list of this
// release's files to precache by Workbox (injectManifest). The mock build keeps MSW's worker instead.
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { CSP_HASHES_FILE } from './critical-css.mjs';

const root = resolve(import.meta.dirname, '..');

/** What the worker precaches: the release's code and styles, the app shell, the manifests and icons. */
export const PRECACHE_PATTERNS = ['assets/**/*.{js,css}', 'app.html', 'manifest.webmanifest', 'hi/manifest.webmanifest', 'icons/*.png', 'favicon.svg'];

/** Writes `${outDir}/sw.js`; returns how many files it precaches and their size in bytes (uncompressed). */
export async function buildServiceWorker(outDir) {
  // The prerendered paths, as the prerender wrote them (scripts/prerender.mjs): the worker fetches those from the network first.
  const prerendered = Object.keys(JSON.parse(readFileSync(join(outDir, '.vite', CSP_HASHES_FILE), 'utf8')).pages);
  const bundleDir = `${outDir}-sw`;
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { __PRERENDERED_PATHS__: JSON.stringify(prerendered), 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: bundleDir,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: { input: resolve(root, 'src/sw/sw.ts'), output: { format: 'iife', entryFileNames: 'sw.js' } },
    },
  });
  try {
    const { count, size, warnings } = await injectManifest({
      swSrc: join(bundleDir, 'sw.js'),
      swDest: join(outDir, 'sw.js'),
      globDirectory: outDir,
      globPatterns: PRECACHE_PATTERNS,
      // Vite names each asset by its content: the name is its revision.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    });
    if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
    return { count, size };
  } finally {
    rmSync(bundleDir, { recursive: true, force: true });
  }
}
