// Build step after the prerender: every text file of the build, compressed once at the highest
// levels, beside the file (index.html.br, index.html.gz). deploy/nginx.conf serves these
// (brotli_static, gzip_static) instead of compressing each response on the fly at the fast levels
// (brotli 5, gzip 6): brotli 11 makes a prerendered page about 9 % smaller than brotli 5 (the
// Hindi home, 14.2 kB, comes to 12.8 kB), enough for every page's first response, headers
// included, to fit in TCP's first window (tests/nginx). Files nginx would not compress (images
// other than SVG, the build's own metadata in .vite/) are left as they are.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The files nginx compresses (its gzip_types and brotli_types), by extension. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
/** nginx's gzip_min_length: smaller files are sent as they are. */
const MIN_BYTES = 256;

/** Writes `file`.br (brotli 11) and `file`.gz (gzip 9) beside `file`; returns their sizes. */
export function precompressFile(file) {
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
  const gz = gzipSync(bytes, { level: 9 });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  return { raw: bytes.length, br: br.length, gz: gz.length };
}

/** Precompresses every compressible file under `dir` (not under .vite/); returns how many and their bytes. */
export function precompress(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        if (name !== '.vite') walk(path);
        continue;
      }
      if (!COMPRESSIBLE.test(name) || statSync(path).size < MIN_BYTES) continue;
      const sizes = precompressFile(path);
      totals.files += 1;
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }
  };
  walk(dir);
  return totals;
}
