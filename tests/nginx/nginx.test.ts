import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** A response's size on the wire: its status line and headers as sent, and its body as sent (compressed or not). */
function getBytes(path: string, headers: Record<string, string> = {}): Promise<{ headers: Answer['headers']; headerBytes: number; bodyBytes: number }> {
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, headers }, (res) => {
      let bodyBytes = 0;
      res.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      res.on('end', () => {
        let headerBytes = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2) headerBytes += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
        resolvePromise({ headers: res.headers, headerBytes, bodyBytes });
      });
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
    for (const path of ['/', '/about-us', '/login', '/no/such/page', '/app.html']) {
      const { headers } = await get(path);
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self' https://api.greendrop.example.in https://seo.greendrop.example.in;");
      // An article's or a product's image on the API's host is allowed, and no other origin.
      expect(csp).toContain("img-src 'self' data: https://api.greendrop.example.in https://seo.greendrop.example.in;");
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

  it("the plain build ships its own service worker and not MSW's; the CSP lets a worker of this origin start", async () => {
    expect(existsSync(join(dist, 'mockServiceWorker.js')), 'dist/mockServiceWorker.js').toBe(false);
    const msw = await get('/mockServiceWorker.js');
    expect(msw.headers['content-type']).toMatch(/^text\/html/);
    expect(msw.body).not.toContain('MOCK_ACTIVATE');
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    // Asked again at every check, so a release reaches the browser at once.
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toContain('/app.html');
    expect(String((await get('/')).headers['content-security-policy'])).toContain("worker-src 'self';");
  });

  it('the app shell the worker precaches is served by its name too, never to be indexed', async () => {
    const shell = await get('/app.html');
    expect(shell.status).toBe(200);
    expect(shell.body).toBe(readFileSync(join(dist, 'app.html'), 'utf8'));
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.headers['x-robots-tag']).toBe('noindex');
  });

  it("a build with a service worker (its own, or the mock API's) gets worker-src 'self', and no other change", () => {
    for (const worker of ['sw.js', 'mockServiceWorker.js']) {
      const root = mkdtempSync(join(tmpdir(), 'greendrop-build-'));
      try {
        const render = () => renderNginxConfig({ root, listen: '127.0.0.1:1', runDir: '/run/x', env: {} }) as string;
        const without = render();
        writeFileSync(join(root, worker), '');
        const withWorker = render();
        expect(without).toContain("worker-src 'none';");
        expect(withWorker, worker).toContain("worker-src 'self';");
        expect(withWorker.replace("worker-src 'self';", "worker-src 'none';")).toBe(without);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    }
  });

  it("refuses a hashes file that would put anything but a page's path and a CSP hash into the configuration", () => {
    const root = mkdtempSync(join(tmpdir(), 'greendrop-hashes-'));
    const render = (pages: Record<string, string>) => {
      mkdirSync(join(root, '.vite'), { recursive: true });
      writeFileSync(join(root, '.vite', 'csp-hashes.json'), JSON.stringify({ 'style-src': Object.values(pages), pages }));
      return renderNginxConfig({ root, listen: '127.0.0.1:1', runDir: '/run/x', env: {} }) as string;
    };
    try {
      const hash = `'sha256-${createHash('sha256').update('a{}').digest('base64')}'`;
      expect(render({ '/': hash, '/hi/about-us': hash })).toContain(`"~^/hi/about-us/+index\\.html$" " ${hash}";`);
      expect(() => render({ '/': "'unsafe-inline'" })).toThrow(/not a CSP hash/);
      expect(() => render({ '/a"; }': hash })).toThrow(/not a page path/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('renders https and HTTP/2 for the measurements when given a certificate, and nothing else changes', () => {
    const render = (tls?: { certificate: string; key: string }) => renderNginxConfig({ root: dist, listen: '127.0.0.1:1', runDir: '/run/x', env: {}, tls }) as string;
    const plain = render();
    const https = render({ certificate: '/tls/cert.pem', key: '/tls/key.pem' });
    expect(https).toContain('    listen 127.0.0.1:1 ssl http2;\n    ssl_certificate /tls/cert.pem;\n    ssl_certificate_key /tls/key.pem;');
    expect(https.replace(/ ssl http2;\n.*\n.*key\.pem;/, ';')).toBe(plain);
  });

  it('files are never sniffed, and an SVG opened directly runs nothing', async () => {
    const html = await get('/');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html.body)?.[1] ?? '';
    expect((await get(script)).headers['x-content-type-options']).toBe('nosniff');
    const svg = await get('/favicon.svg');
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    expect(String(svg.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it("each prerendered page's inline critical CSS is allowed by its own hash in style-src, and nothing else inline is", async () => {
    const hashes = JSON.parse(readFileSync(join(dist, '.vite', 'csp-hashes.json'), 'utf8')) as { 'style-src': string[]; pages: Record<string, string> };
    expect(Object.keys(hashes.pages).sort()).toEqual([...everyPrerendered].sort());
    const styleSrc = (answer: Answer) => /(?:^|;\s*)style-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))?.[1];
    for (const path of ['/', '/about-us', '/about-us/', '/hi', '/hi/', '/hi/contact-us', '/used-oil-value-calculator?litres=40', '/login', '/no/such/page']) {
      const answer = await get(path);
      const inline = [...answer.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
      if (path === '/login' || path === '/no/such/page') {
        // app.html, the shell: the plain stylesheet, nothing inline, and no hash allowed.
        expect(inline, path).toEqual([]);
        expect(styleSrc(answer), path).toBe("'self'");
        continue;
      }
      const page = path.split('?')[0]!.replace(/(.)\/$/, '$1');
      const own = `'sha256-${createHash('sha256').update(inline[0] ?? '', 'utf8').digest('base64')}'`;
      expect(inline, path).toHaveLength(1);
      expect(own, path).toBe(hashes.pages[page]);
      expect(styleSrc(answer), path).toBe(`'self' ${own}`);
      expect(answer.body, path).not.toMatch(/\sstyle="/);
      // The whole stylesheet loads without blocking paint, switched on by the entry script.
      expect(answer.body, path).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css" media="print" disabled data-deferred-css>/);
      expect(answer.body, path).not.toMatch(/\sonload=/);
    }
    // Pages whose markup differs carry different sheets: the home's is not the contact page's.
    expect(hashes.pages['/']).not.toBe(hashes.pages['/contact-us']);
    expect(new Set(Object.values(hashes.pages))).toEqual(new Set(hashes['style-src']));
  });

  /**
   * A new connection sends 10 segments of 1,460 bytes before it waits for the first acknowledgement
   * (TCP's initial window, RFC 6928), so a response of at most 14,600 bytes, headers included,
   * arrives in one round trip; one byte more costs a second round trip (150 ms on the throttled
   * phone) before the page can paint.
   */
  const FIRST_WINDOW_BYTES = 10 * 1460;
  it.each(everyPrerendered)('%s arrives whole in the first round trip, headers included (brotli, precompressed)', async (path) => {
    const answer = await getBytes(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
    // The file the build compressed at brotli 11, as it is, not compressed again on the fly.
    expect(answer.bodyBytes).toBe(statSync(`${file}.br`).size);
    expect(answer.headerBytes + answer.bodyBytes, `${answer.headerBytes} bytes of headers, ${answer.bodyBytes} of body`).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
  });

  it('serves the precompressed copy of a script to gzip clients, and the file itself to the rest', async () => {
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1] ?? '';
    const gzip = await getBytes(script, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.bodyBytes).toBe(statSync(join(dist, `${script}.gz`)).size);
    const plain = await getBytes(script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bodyBytes).toBe(statSync(join(dist, script)).size);
  });

  it('the prerendered pages run no inline script, so the CSP blocks nothing of ours', () => {
    for (const path of prerenderPaths) {
      const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
      const inline = readFileSync(file, 'utf8').match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/g);
      expect(inline, path).toBeNull();
    }
  });

  it('serves the app manifest of each language as application/manifest+json, asked again every time, and the icons it names', async () => {
    for (const [path, lang] of [['/manifest.webmanifest', 'en-IN'], ['/hi/manifest.webmanifest', 'hi']]) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      const manifest = JSON.parse(answer.body) as { lang: string; icons: { src: string; type: string }[] };
      expect(manifest.lang).toBe(lang);
      for (const icon of manifest.icons) {
        const file = await get(icon.src);
        expect(file.status).toBe(200);
        expect(file.headers['content-type']).toBe(icon.type);
      }
    }
  });

  it('serves sitemap.xml and robots.txt', async () => {
    expect((await get('/sitemap.xml')).body).toContain('<urlset');
    expect((await get('/robots.txt')).body).toContain('Sitemap: ');
  });
});
