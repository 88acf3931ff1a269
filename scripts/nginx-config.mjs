// Renders deploy/nginx.conf for a build (issue 6): the site root, the listen address, and the
// CSP connect-src from the same VITE_* variables the build read.
// Usage: node scripts/nginx-config.mjs --root dist --listen 127.0.0.1:8080 --run-dir /tmp/ngx > nginx.conf
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}

/** Origins of absolute API URLs; relative ones ('/api') are covered by 'self'. */
export function connectSources(env = process.env) {
  const origins = new Set();
  for (const url of [env.VITE_API_BASE_URL, env.VITE_SEO_API_BASE_URL]) {
    if (url && /^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins].join(' ');
}

export function renderNginxConfig({ root, listen, runDir, env = process.env, apiProxy }) {
  const template = readFileSync(resolve(import.meta.dirname, '../deploy/nginx.conf'), 'utf8');
  const brotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so');
  const values = {
    SITE_ROOT: resolve(root),
    LISTEN: listen,
    RUN_DIR: runDir,
    CONNECT_SRC: connectSources(env),
    API_PROXY: apiProxy ? `    location /api/ { proxy_pass ${apiProxy}; }` : '',
    BROTLI_LOAD: brotli
      ? 'load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;\nload_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;'
      : '# brotli module not installed',
    BROTLI_CONF: brotli
      ? '  brotli on;\n  brotli_comp_level 5;\n  brotli_types text/css text/javascript application/javascript application/json application/xml image/svg+xml text/plain application/manifest+json;'
      : '',
  };
  return template
    .split('\n')
    .filter((line) => !line.startsWith('#') || line.startsWith('# brotli'))
    .join('\n')
    .replace(/\$\{([A-Z_]+)\}/g, (match, name) => (name in values ? values[name] : match));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(renderNginxConfig({ root: option('root', 'dist'), listen: option('listen', '127.0.0.1:8080'), runDir: option('run-dir', '/tmp/greendrop-nginx') }));
}
