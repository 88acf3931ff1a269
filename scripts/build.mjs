// The production build (docs/decisions/0001): Vite's client build, Vite's SSR build of
// src/entry-server.tsx, then the prerender of every public static route.
// Usage: node scripts/build.mjs [--out dist]   (VITE_* variables as in .env.example)
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import { prerender } from './prerender.mjs';

const root = resolve(import.meta.dirname, '..');
const outIndex = process.argv.indexOf('--out');
const outDir = resolve(root, outIndex > 0 ? process.argv[outIndex + 1] : 'dist');
const ssrDir = `${outDir}-ssr`;

rmSync(outDir, { recursive: true, force: true });
await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });
const pages = await prerender(outDir, ssrDir);
console.log(`built ${outDir.slice(root.length + 1)}; prerendered ${pages.length} pages:\n  ${pages.join('\n  ')}`);
