// Renders deploy/nginx.conf for a build: the site root, the listen address, and the
// CSP's connect-src and img-src from the same VITE_* variables the build read, and its style-src from the hashes
// of the inline critical CSS the build wrote (dist/.vite/csp-hashes.json).
// Usage: node scripts/nginx-config.mjs --root dist --listen 127.0.0.1:8080 --run-dir /tmp/ngx > nginx.conf
// `startNginx` runs it in the foreground over a build for the tests and measurements.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}

/**
 * Origins of absolute API URLs, for the CSP's connect-src (the calls) and img-src (article and
 * product images the API serves from its own host); relative ones ('/api') are covered by 'self'.
 */
export function apiOrigins(env = process.env) {
  const origins = new Set();
  for (const url of [env.VITE_API_BASE_URL, env.VITE_SEO_API_BASE_URL]) {
    if (url && /^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins].join(' ');
}

/**
 * The CSP's worker-src: 'self' for a build that ships a service worker, which is every build the
 * project makes: the plain build its own (dist/sw.js, src/sw/sw.ts), the mock build MSW's
 * (public/mockServiceWorker.js, left out of every other build). A directory with neither (an
 * unbuilt or foreign root) lets no worker start.
 */
export function workerSources(root) {
  return ['sw.js', 'mockServiceWorker.js'].some((worker) => existsSync(join(resolve(root), worker))) ? "'self'" : "'none'";
}

const CSP_HASH = /^'sha256-[A-Za-z0-9+/]+=*'$/;
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The CSP's style-src beyond 'self', page by page: the body of an nginx `map $uri` that gives each
 * prerendered page (its file, as try_files leaves $uri: /about-us/index.html, or
 * /about-us//index.html when asked for with a trailing slash) the hash of its own inline critical
 * CSS (dist/.vite/csp-hashes.json, written by the build), and every other response none: no
 * 'unsafe-inline', and no page allows another page's style. A build without the file gets none.
 */
export function pageStyleSources(root) {
  const file = join(resolve(root), '.vite', 'csp-hashes.json');
  if (!existsSync(file)) return '';
  const pages = JSON.parse(readFileSync(file, 'utf8')).pages ?? {};
  return Object.entries(pages)
    .map(([path, hash]) => {
      if (!CSP_HASH.test(hash)) throw new Error(`${file}: not a CSP hash for ${path}: ${hash}`);
      if (!/^\/[a-z0-9/-]*$/.test(path)) throw new Error(`${file}: not a page path: ${path}`);
      const dir = path.replace(/\/$/, '');
      return `    "~^${escapeRegex(dir)}/+index\\.html$" " ${hash}";`;
    })
    .join('\n');
}

/**
 * `tls` ({ certificate, key }: PEM files) is for measurements only: the server then speaks https
 * and HTTP/2 itself, as the TLS terminator in front of it does for visitors (deploy/README.md).
 */
export function renderNginxConfig({ root, listen, runDir, env = process.env, apiProxy, tls }) {
  const template = readFileSync(resolve(import.meta.dirname, '../deploy/nginx.conf'), 'utf8');
  const brotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so');
  const values = {
    SITE_ROOT: resolve(root),
    LISTEN: listen,
    RUN_DIR: runDir,
    API_ORIGINS: apiOrigins(env),
    WORKER_SRC: workerSources(root),
    PAGE_STYLE_SRC: pageStyleSources(root),
    // ^~: the API's paths win over the image rule's regex below (a scale photo is /api/….svg).
    API_PROXY: apiProxy ? `    location ^~ /api/ { proxy_pass ${apiProxy}; }` : '',
    BROTLI_LOAD: brotli
      ? 'load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;\nload_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;'
      : '# brotli module not installed',
    BROTLI_CONF: brotli
      ? '  brotli on;\n  brotli_static on;\n  brotli_comp_level 5;\n  brotli_types text/css text/javascript application/javascript application/json application/xml image/svg+xml text/plain application/manifest+json;'
      : '',
  };
  const config = template
    .split('\n')
    .filter((line) => !line.startsWith('#') || line.startsWith('# brotli'))
    .join('\n')
    .replace(/\$\{([A-Z_]+)\}/g, (match, name) => (name in values ? values[name] : match));
  if (!tls) return config;
  const plain = `    listen ${listen};`;
  if (!config.includes(plain)) throw new Error('deploy/nginx.conf has no `listen ${LISTEN};` line to serve https on');
  // nginx 1.22 (Debian 12): `http2` is a parameter of listen (from 1.25.1, `http2 on;`).
  return config.replace(plain, () => `    listen ${listen} ssl http2;\n    ssl_certificate ${tls.certificate};\n    ssl_certificate_key ${tls.key};`);
}

export const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? 'nginx';

function accepts(host, port) {
  return new Promise((resolvePromise) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.on('error', () => resolvePromise(false));
  });
}

/**
 * Renders the configuration for a build into a fresh run directory under the system's temp folder
 * (pid, logs and temp files live there, so it runs as root or not, beside any other nginx) and
 * starts nginx in the foreground as a child of this process. Resolves once `listen` accepts
 * connections; rejects with nginx's error log if it exits first (a port in use, a bad config).
 * `stop()` ends it and removes the run directory. With `tls` ({ certificate, key }), https and
 * HTTP/2 (see renderNginxConfig).
 */
export async function startNginx({ root, listen, env = process.env, apiProxy, tls, stdio = 'inherit' }) {
  const runDir = mkdtempSync(join(tmpdir(), 'greendrop-nginx-'));
  const configFile = join(runDir, 'nginx.conf');
  writeFileSync(configFile, renderNginxConfig({ root, listen, runDir, env, apiProxy, tls }));
  const child = spawn(nginxBin, ['-c', configFile, '-p', runDir, '-g', 'daemon off;'], { stdio });
  const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(runDir, { recursive: true, force: true });
  };
  const separator = listen.lastIndexOf(':');
  const [host, port] = separator > 0 ? [listen.slice(0, separator), Number(listen.slice(separator + 1))] : ['127.0.0.1', Number(listen)];
  for (let attempt = 0; attempt < 100; attempt++) {
    if (!running()) break;
    if (await accepts(host === '0.0.0.0' ? '127.0.0.1' : host, port)) return { runDir, process: child, stop };
    await new Promise((wait) => setTimeout(wait, 100));
  }
  const log = existsSync(join(runDir, 'error.log')) ? readFileSync(join(runDir, 'error.log'), 'utf8') : '';
  await stop();
  throw new Error(`nginx did not start on ${listen}${log ? `:\n${log}` : ''}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(renderNginxConfig({ root: option('root', 'dist'), listen: option('listen', '127.0.0.1:8080'), runDir: option('run-dir', '/tmp/greendrop-nginx') }));
}
