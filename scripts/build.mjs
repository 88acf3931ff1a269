// The production build (docs/decisions/0001): Vite's client build, Vite's SSR build of
// src/entry-server.tsx, the prerender of every public static route, then every text file
// compressed once at the highest levels for nginx to serve (scripts/precompress.mjs).
// Usage: node scripts/build.mjs [--out dist]   (VITE_* variables and COMPANY_FACTS_FILE as in .env.example)
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, loadEnv } from 'vite';
import { prerender } from './prerender.mjs';
import { precompress } from './precompress.mjs';
import { loadCompanyFacts } from './company-facts.mjs';
import { releaseProblems, releaseSettings, writeReleaseSettings } from './release-check.mjs';
import { buildServiceWorker } from './service-worker.mjs';

const root = resolve(import.meta.dirname, '..');
const outIndex = process.argv.indexOf('--out');
const outDir = resolve(root, outIndex > 0 ? process.argv[outIndex + 1] : 'dist');
const ssrDir = `${outDir}-ssr`;

rmSync(outDir, { recursive: true, force: true });
await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });
const pages = await prerender(outDir, ssrDir);
// What it was built with, for `npm run check:release`; a warning now for what would not do in a release.
const companyFactsFile = loadEnv('production', root, 'COMPANY_').COMPANY_FACTS_FILE ?? process.env.COMPANY_FACTS_FILE;
const settings = releaseSettings(loadEnv('production', root, 'VITE_'), loadCompanyFacts(root, companyFactsFile).facts);
writeReleaseSettings(outDir, settings);
// The app's own service worker, in the plain build only: the mock build registers MSW's (README, Offline).
const env = loadEnv('production', root, 'VITE_');
const worker = (process.env.VITE_API_MOCKING ?? env.VITE_API_MOCKING) === 'true' ? null : await buildServiceWorker(outDir);
const compressed = precompress(outDir);
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`built ${outDir.slice(root.length + 1)}; prerendered ${pages.length} pages:\n  ${pages.join('\n  ')}`);
if (worker) console.log(`service worker sw.js precaches ${worker.count} files of ${kB(worker.size)}`);
console.log(`precompressed ${compressed.files} files of ${kB(compressed.raw)}: ${kB(compressed.br)} brotli 11, ${kB(compressed.gz)} gzip 9`);
const problems = releaseProblems(settings);
if (problems.length > 0) console.warn(`warning: not fit to release as it is (fine for a test build):\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
