import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without types
import { precompress } from '../../scripts/precompress.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the build compressing its text files once, for nginx to serve', () => {
  it('writes a brotli and a gzip copy beside each text file, each the file itself once decompressed', () => {
    dir = mkdtempSync(join(tmpdir(), 'greendrop-precompress-'));
    const page = `<!doctype html><title>Used cooking oil collection</title>${'<p>Pickups from your kitchen, weighed on a calibrated scale.</p>'.repeat(40)}`;
    mkdirSync(join(dir, 'hi', 'about-us'), { recursive: true });
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'hi', 'about-us', 'index.html'), page);
    writeFileSync(join(dir, 'app.js'), `export const rate = ${'1'.repeat(400)};`);
    writeFileSync(join(dir, 'og-image.png'), Buffer.alloc(2000, 7));
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ padding: 'x'.repeat(400) }));

    const totals = precompress(dir);

    const html = join(dir, 'hi', 'about-us', 'index.html');
    expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toBe(page);
    expect(gunzipSync(readFileSync(`${html}.gz`)).toString()).toBe(page);
    expect(readFileSync(`${html}.br`).length).toBeLessThan(page.length / 5);
    expect(existsSync(join(dir, 'app.js.br'))).toBe(true);
    // Not text nginx compresses, below its gzip_min_length, or the build's own metadata: left alone.
    expect(existsSync(join(dir, 'og-image.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'robots.txt.br'))).toBe(false);
    expect(existsSync(join(dir, '.vite', 'manifest.json.br'))).toBe(false);
    expect(totals.files).toBe(2);
  });
});
