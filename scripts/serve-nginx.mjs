// Serves a build with the production nginx configuration (deploy/nginx.conf, rendered by
// scripts/nginx-config.mjs with the same VITE_* variables the build read): every header, the CSP,
// the fallback and the redirects exactly as deployed. Listens on 127.0.0.1 only; stops nginx and
// removes its run directory on SIGINT or SIGTERM, and exits when nginx does.
// With --mock-api PORT (for a build without the mock API), /api/ is answered by the mock API's
// handlers over HTTP on that port (scripts/mock-api-server.mjs), as `npm run perf` does.
// Usage: node scripts/serve-nginx.mjs [dir=dist] [port=4177] [--mock-api 18095]
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startNginx } from './nginx-config.mjs';

const args = process.argv.slice(2);
const mockApiIndex = args.indexOf('--mock-api');
const mockApiPort = mockApiIndex >= 0 ? Number(args[mockApiIndex + 1]) : null;
const [dirArg = 'dist', portArg = '4177'] = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--mock-api');
const root = resolve(dirArg);
if (!existsSync(join(root, 'index.html'))) throw new Error(`${dirArg} has no index.html: build first (npm run build, npm run build:mock)`);

const listen = `127.0.0.1:${Number(portArg)}`;
// The CSP is rendered from the settings the build read, before the mock API server points the
// handlers' VITE_* variables at itself.
const env = { ...process.env };
const mockApi = mockApiPort ? await (await import('./mock-api-server.mjs')).startMockApiServer(mockApiPort) : null;
const nginx = await startNginx({ root, listen, env, apiProxy: mockApi?.origin });
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
    await mockApi?.close();
    process.exit(0);
  });
}
console.log(`nginx serving ${dirArg} on http://${listen} (config ${join(nginx.runDir, 'nginx.conf')})${mockApi ? `, /api/ answered by the mock API on ${mockApi.origin}` : ''}`);
