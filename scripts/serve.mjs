// A small static server for the production build, for the browser tests and measurements:
// prerendered routes as their own HTML, everything else the SPA fallback, hashed assets cached
// for a year, gzip for text. Listens on 127.0.0.1 only.
// The fallback is the shell, dist/app.html, as the README asks; `--fallback index.html` serves the
// home page's HTML instead, as most static hosts are set up (`try_files $uri $uri/ /index.html`).
// Usage: node scripts/serve.mjs [dir=dist] [port=4173] [--fallback app.html|index.html]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';

const [dirArg = 'dist', portArg = '4173'] = process.argv.slice(2).filter((arg, i, all) => !arg.startsWith('--') && all[i - 1] !== '--fallback');
const dir = resolve(dirArg);
const port = Number(portArg);
const fallbackIndex = process.argv.indexOf('--fallback');
const fallback = fallbackIndex > 0 ? process.argv[fallbackIndex + 1] : 'app.html';
if (!['app.html', 'index.html'].includes(fallback)) throw new Error(`--fallback: app.html or index.html, not ${fallback}`);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt']);

function resolveFile(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(dir, clean);
  if (!candidate.startsWith(dir)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = join(candidate, 'index.html');
  if (existsSync(index)) return index;
  return null;
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let file = resolveFile(url.pathname);
  const isAsset = url.pathname.startsWith('/assets/');
  if (!file) {
    if (isAsset || extname(url.pathname)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    file = join(dir, fallback);
  }
  const ext = extname(file);
  const headers = {
    'Content-Type': types[ext] ?? 'application/octet-stream',
    'Cache-Control': isAsset ? 'public, max-age=31536000, immutable' : ext === '.html' ? 'no-cache' : 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
  };
  if (compressible.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    createReadStream(file).pipe(createGzip()).pipe(response);
  } else {
    response.writeHead(200, headers);
    createReadStream(file).pipe(response);
  }
}).listen(port, '127.0.0.1', () => console.log(`serving ${dir} on http://127.0.0.1:${port} (fallback ${fallback})`));
