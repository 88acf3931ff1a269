/**
 * Playwright's `test`, with every API call the pages of a test make checked against the API's
 * document (api/openapi.yaml, ../support/contract.ts): the request the page sent and the answer it
 * got, whether the mock API (MSW in the page), the mock API over HTTP or a test's own double answered
 * it. The checks run here, in the test's Node process; the page carries nothing of them. A test whose
 * calls break the document fails at its end, naming each call and what is wrong.
 */
import { test as base, expect, type Request as PlaywrightRequest, type Response as PlaywrightResponse } from '@playwright/test';
import { apiPath, findCall, readRequest, requestProblems, responseProblems } from '../support/contract';

export * from '@playwright/test';

const OFF_CONTRACT = 'off-contract answers';

/**
 * This test's answers to these calls (`METHOD /path`, as the document writes them) may break the
 * contract: the test is about such a server (its own double answers them so).
 */
export function allowOffContractAnswers(...calls: string[]): void {
  for (const call of calls) base.info().annotations.push({ type: OFF_CONTRACT, description: call });
}

/** What is wrong with one call the page made, as lines naming it; `allowed` excuses the answer of the calls it accepts. */
export async function problemsOf(request: PlaywrightRequest, response: PlaywrightResponse, allowed: (call: string) => boolean = () => false): Promise<string[]> {
  const method = request.method();
  const url = request.url();
  const buffer = method === 'GET' || method === 'HEAD' ? null : request.postDataBuffer();
  const body = buffer ? new Uint8Array(buffer) : undefined;
  const contentType = (await request.allHeaders())['content-type'] ?? null;
  const problems = await readRequest(new Request(url, { method, headers: contentType ? { 'content-type': contentType } : {}, body })).then(
    (sent) => requestProblems(sent),
    (error: Error) => {
      // Chromium does not hand the bytes of an uploaded file to the test (DevTools protocol: a
      // multipart body's file part is left out), so a form with a photo (a dispute) cannot be read
      // back here. Its fields are checked by the integration tests (tests/setup.ts); its answer still is below.
      if (contentType?.startsWith('multipart/form-data')) return [];
      throw error;
    },
  );
  const call = findCall(method, apiPath(url) ?? '');
  if (call && allowed(call.name)) return problems;
  let answer: string;
  try {
    answer = (await response.body()).toString('utf8');
  } catch {
    return problems; // the page went away before the body was read: nothing left to check
  }
  let parsed: Parameters<typeof responseProblems>[4];
  try {
    parsed = answer ? JSON.parse(answer) : undefined;
  } catch {
    parsed = answer;
  }
  return [...problems, ...responseProblems(method, url, response.status(), (await response.allHeaders())['content-type'] ?? null, parsed)];
}

export const test = base.extend<{ apiContract: void; siteWorker: boolean; withoutSiteWorker: void }>({
  /**
   * Whether the plain build's own service worker (src/sw/sw.ts) may register: only the specs about
   * it say so (`test.use({ siteWorker: true })`). Everywhere else the page gets an empty worker in
   * its place (no fetch handler: the browser sends every request past it), so each page's first
   * load and a test's page.route are what they were, nothing is logged, and no precache downloads
   * the release beside the test. The mock build's worker (MSW's) is another file, always allowed.
   */
  siteWorker: [false, { option: true }],
  withoutSiteWorker: [
    async ({ context, siteWorker }, use) => {
      if (!siteWorker) await context.route(/\/sw\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '// the site’s worker is left out of this test\n' }));
      await use();
    },
    { auto: true },
  ],
  apiContract: [
    async ({ context }, use, testInfo) => {
      const problems: string[] = [];
      const pending: Promise<void>[] = [];
      const allowed = (call: string) => testInfo.annotations.some((note) => note.type === OFF_CONTRACT && note.description === call);
      context.on('response', (response) => {
        const request = response.request();
        if (apiPath(request.url()) === null || request.serviceWorker()) return;
        pending.push(
          problemsOf(request, response, allowed).then(
            (found) => void problems.push(...found),
            (error: Error) => void problems.push(`${request.method()} ${request.url()}: could not be checked (${error.message})`),
          ),
        );
      });
      await use();
      await Promise.all(pending);
      const found = [...new Set(problems)];
      expect(found, `API calls that do not match api/openapi.yaml:\n${found.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});
