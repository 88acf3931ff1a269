import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirects } from '../../src/config/paths';
import { prerenderPaths } from '../../src/app/routes';
import { localizedPath } from '../../src/i18n/locale';
// @ts-expect-error: a plain ES module script, without types
import { renderNginxConfig, startNginx } from '../../scripts/nginx-config.mjs';

const PORT = 18089;
const dist = resolve(import.meta.dirname, '../../dist');
let nginx: { stop: () => Promise<void> } | undefined;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('Build first: npm run build');
  nginx = await startNginx({
    root: dist,
    listen: `127.0.0.1:${PORT}`,
    env: { VITE_API_BASE_URL: 'https://api.greendrop.example.in/v1', VITE_SEO_API_BASE_URL: 'https://seo.greendrop.example.in' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
});

afterAll(async () => {
  await nginx?.stop();
});

describe('nginx serving the production build', () => {
  const everyPrerendered = [...prerenderPaths, ...prerenderPaths.map((path) => localizedPath(path, 'hi'))];
  it.each(everyPrerendered)('%s is served as its own prerendered HTML', async (path) => {
    const answer = await get(path);
    expect(answer.body).toContain(path.startsWith('/hi') ? '<html lang="hi"' : '<html lang="en-IN"');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const canonical = path === '/' ? '/"' : `${path}"`;
    expect(answer.body).toContain(`<link rel="canonical" href="`);
    expect(answer.body).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${canonical.replace(/[/]/g, '\\/')}`));
    expect(answer.body).toMatch(/<h1[^>]*>/);
  });

  it.each(['/login', '/dashboard/cart', '/news-and-blogs/some-article', '/no/such/page', '/hi/login', '/hi/dashboard', '/hi/no/such/page'])('%s falls back to the app shell', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(readFileSync(join(dist, 'app.html'), 'utf8'));
  });

  const hindiRedirects = redirects.map(([from, to]) => [`/hi${from}`, to === '/' ? '/hi' : `/hi${to}`]);
  it.each([...redirects.map(([from, to]) => [from, to]), ...hindiRedirects])('%s answers 301 to %s', async (from, to) => {
    const answer = await get(from);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(to);
  });

  it('caches hashed assets for a year, and HTML never without asking', async () => {
    const html = await get('/');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html.body)?.[1];
    const style = /href="(\/assets\/[^"]+\.css)"/.exec(html.body)?.[1];
    expect(script && style).toBeTruthy();
    for (const asset of [script!, style!]) {
      const answer = await get(asset);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/assets/missing-file.js')).status).toBe(404);
  });

  it('compresses text with gzip, and brotli where the module exists', async () => {
    const html = await get('/', { 'Accept-Encoding': 'gzip' });
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1] ?? '';
    expect(html.headers['content-encoding']).toBe('gzip');
    expect((await get(script, { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    if (existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so')) {
      expect((await get(script, { 'Accept-Encoding': 'br, gzip' })).headers['content-encoding']).toBe('br');
    }
  });

  it('sends the security headers with every page', async () => {
    for (const path of ['/', '/about-us', '/login', '/no/such/page']) {
      const { headers } = await get(path);
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self' https://api.greendrop.example.in https://seo.greendrop.example.in;");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
      // interest-cohort named FLoC, which browsers dropped: the name means nothing any more.
      expect(headers['permissions-policy']).not.toContain('interest-cohort');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    }
  });

  it('other origins may not load the files: hashed assets and images say so too', async () => {
    const html = await get('/');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html.body)?.[1] ?? '';
    const style = /href="(\/assets\/[^"]+\.css)"/.exec(html.body)?.[1] ?? '';
    for (const path of [script, style, '/favicon.svg', '/og-image.png']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cross-origin-resource-policy'], path).toBe('same-origin');
    }
  });

  it('the build without the mock API ships no service worker, and its CSP lets no worker start', async () => {
    expect(existsSync(join(dist, 'mockServiceWorker.js')), 'dist/mockServiceWorker.js').toBe(false);
    const worker = await get('/mockServiceWorker.js');
    expect(worker.headers['content-type']).toMatch(/^text\/html/);
    expect(worker.body).not.toContain('MOCK_ACTIVATE');
    expect(String((await get('/')).headers['content-security-policy'])).toContain("worker-src 'none';");
  });

  it("a build with the mock API's service worker gets worker-src 'self', and no other change", () => {
    const root = mkdtempSync(join(tmpdir(), 'greendrop-mock-build-'));
    try {
      const render = () => renderNginxConfig({ root, listen: '127.0.0.1:1', runDir: '/run/x', env: {} }) as string;
      const without = render();
      writeFileSync(join(root, 'mockServiceWorker.js'), '');
      const withWorker = render();
      expect(without).toContain("worker-src 'none';");
      expect(withWorker).toContain("worker-src 'self';");
      expect(withWorker.replace("worker-src 'self';", "worker-src 'none';")).toBe(without);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('files are never sniffed, and an SVG opened directly runs nothing', async () => {
    const html = await get('/');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html.body)?.[1] ?? '';
    expect((await get(script)).headers['x-content-type-options']).toBe('nosniff');
    const svg = await get('/favicon.svg');
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    expect(String(svg.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it("the prerendered pages' inline critical CSS is allowed by its hash in style-src, and nothing else inline is", async () => {
    const hashes = JSON.parse(readFileSync(join(dist, '.vite', 'csp-hashes.json'), 'utf8'))['style-src'] as string[];
    expect(hashes).toHaveLength(1);
    for (const path of ['/', '/about-us', '/hi/contact-us', '/login']) {
      const answer = await get(path);
      const styleSrc = /(?:^|;\s*)style-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))?.[1];
      expect(styleSrc, path).toBe(`'self' ${hashes.join(' ')}`);
      const inline = [...answer.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
      if (path === '/login') {
        // app.html, the shell: the plain stylesheet, nothing inline.
        expect(inline, path).toEqual([]);
        continue;
      }
      expect(inline, path).toHaveLength(1);
      expect(`'sha256-${createHash('sha256').update(inline[0]!, 'utf8').digest('base64')}'`, path).toBe(hashes[0]);
      expect(answer.body, path).not.toMatch(/\sstyle="/);
      // The whole stylesheet loads without blocking paint, switched on by the entry script.
      expect(answer.body, path).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css" media="print" disabled data-deferred-css>/);
      expect(answer.body, path).not.toMatch(/\sonload=/);
    }
  });

  it('the prerendered pages run no inline script, so the CSP blocks nothing of ours', () => {
    for (const path of prerenderPaths) {
      const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
      const inline = readFileSync(file, 'utf8').match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/g);
      expect(inline, path).toBeNull();
    }
  });

  it('serves sitemap.xml and robots.txt', async () => {
    expect((await get('/sitemap.xml')).body).toContain('<urlset');
    expect((await get('/robots.txt')).body).toContain('Sitemap: ');
  });
});
