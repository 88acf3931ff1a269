// The mock API's handlers (src/mocks/handlers.ts, the same as `npm run dev` and the tests) served
// over real HTTP on loopback: an API test double for measurements of the production build.
// Every request and answer is checked against the API's document (api/openapi.yaml) as in the
// tests: a call that breaks it is answered 500 with what is wrong, and printed, so a measurement
// or browser test over this double fails loudly rather than measure a page fed off-contract data.
// Usage: node scripts/mock-api-server.mjs [port=18095]
import { createServer as createHttpServer } from 'node:http';
import { resolve } from 'node:path';
import { getResponse } from 'msw';
import { createServer as createViteServer } from 'vite';
import { companyFactsDefine } from './company-facts.mjs';

export async function startMockApiServer(port = 18095) {
  const origin = `http://127.0.0.1:${port}`;
  // The handlers match absolute URLs: load them with the API at this server's own address.
  process.env.VITE_API_BASE_URL = `${origin}/api`;
  process.env.VITE_SEO_API_BASE_URL = `${origin}/api`;
  const vite = await createViteServer({ configFile: false, root: resolve(import.meta.dirname, '..'), define: companyFactsDefine(resolve(import.meta.dirname, '..')), server: { middlewareMode: true, hmr: false }, optimizeDeps: { noDiscovery: true, entries: [] }, appType: 'custom', logLevel: 'error' });
  const { handlers } = await vite.ssrLoadModule('/src/mocks/handlers.ts');
  const { exchangeProblems } = await vite.ssrLoadModule('/tests/support/contract.ts');
  /** Every contract mismatch so far, one line each. */
  const problems = [];

  const server = createHttpServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
    const request = new Request(origin + req.url, { method: req.method, headers: req.headers, body });
    let response = (await getResponse(handlers, request.clone())) ?? new Response(JSON.stringify({ status: 'Error', message: 'Not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    const found = await exchangeProblems(request, response);
    if (found.length > 0) {
      problems.push(...found);
      console.error(`mock API: ${req.method} ${req.url} does not match api/openapi.yaml:\n  ${found.join('\n  ')}`);
      response = new Response(JSON.stringify({ status: 'Error', message: `Contract mismatch: ${found.join('; ')}` }), { status: 500, headers: { 'Content-Type': 'application/json' } });
    }
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return {
    origin,
    problems,
    close: async () => {
      server.close();
      await vite.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { origin } = await startMockApiServer(Number(process.argv[2] ?? 18095));
  console.log(`mock API on ${origin}/api`);
}
