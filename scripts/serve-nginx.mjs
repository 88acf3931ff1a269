// Serves a build with the production nginx configuration (deploy/nginx.conf, rendered by
// scripts/nginx-config.mjs with the same VITE_* variables the build read): every header, the CSP,
// the fallback and the redirects exactly as deployed. Listens on 127.0.0.1 only; stops nginx and
// removes its run directory on SIGINT or SIGTERM, and exits when nginx does.
// Usage: node scripts/serve-nginx.mjs [dir=dist] [port=4177]
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startNginx } from './nginx-config.mjs';

const [dirArg = 'dist', portArg = '4177'] = process.argv.slice(2);
const root = resolve(dirArg);
if (!existsSync(join(root, 'index.html'))) throw new Error(`${dirArg} has no index.html: build first (npm run build, npm run build:mock)`);

const listen = `127.0.0.1:${Number(portArg)}`;
const nginx = await startNginx({ root, listen });
let stopping = false;
nginx.process.once('exit', (code) => {
  if (stopping) return;
  console.error(`nginx exited (${code ?? 'signal'})`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, async () => {
    stopping = true;
    await nginx.stop();
    process.exit(0);
  });
}
console.log(`nginx serving ${dirArg} on http://${listen} (config ${join(nginx.runDir, 'nginx.conf')})`);
