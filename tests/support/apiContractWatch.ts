/**
 * Every call a test makes through MSW is checked against the API's document (./contract.ts): the
 * request the site sent and the answer it got. tests/setup.ts fails the test whose traffic breaks
 * it, naming the call and what is wrong.
 *
 * A test about a server that breaks the contract (an answer missing its data, a 500 with a stray
 * body) says so with allowOffContractAnswers('GET /newsfeeds/all'); a test that sends the mock what
 * the site never would (to see it refused) says so with allowOffContractRequests(...). Both last
 * for that test only, and name the calls, so every other call of the test is still checked.
 */
import type { SetupServer } from 'msw/node';
import { apiPath, findCall, readRequest, requestProblems, responseProblems } from './contract';

const problems: string[] = [];
const pending = new Set<Promise<unknown>>();
const allowedAnswers = new Set<string>();
const allowedRequests = new Set<string>();

function known(calls: string[]): string[] {
  for (const call of calls) {
    const [method, path] = call.split(' ');
    if (!findCall(method ?? '', path?.replace(/\{[^}]+\}/g, '1') ?? '')) throw new Error(`${call} is not a call of api/openapi.yaml (write it as "METHOD /path", as the document does)`);
  }
  return calls;
}

/** This test's answers to these calls may break the contract: the test is about such a server. */
export function allowOffContractAnswers(...calls: string[]): void {
  for (const call of known(calls)) allowedAnswers.add(call);
}

/** This test sends these calls what the site never would, to see the server refuse it. */
export function allowOffContractRequests(...calls: string[]): void {
  for (const call of known(calls)) allowedRequests.add(call);
}

const callName = (method: string, url: string) => {
  const path = apiPath(url);
  return path === null ? null : (findCall(method, path)?.name ?? `${method} ${path}`);
};

function track(work: Promise<unknown>) {
  pending.add(work);
  void work.finally(() => pending.delete(work));
}

function onRequest({ request }: { request: Request }) {
  const name = callName(request.method, request.url);
  if (name === null) return;
  track(
    readRequest(request).then((checked) => {
      if (!allowedRequests.has(name)) problems.push(...requestProblems(checked));
    }),
  );
}

function onAnswer({ request, response }: { request: Request; response: Response }) {
  const name = callName(request.method, request.url);
  // HttpResponse.error() is a network failure: no answer to check.
  if (name === null || response.type === 'error' || allowedAnswers.has(name)) return;
  const copy = response.clone();
  track(
    copy.text().then((text: string) => {
      let body: Parameters<typeof responseProblems>[4];
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      problems.push(...responseProblems(request.method, request.url, response.status, response.headers.get('content-type'), body));
    }),
  );
}

/**
 * Checks the server's traffic from here on; tests/setup.ts calls it for every test file. Once,
 * however often it is called: a worker of the project `shared` keeps this module and the server
 * from one file to the next, where a second watch would check every call once more for each file
 * already run. And again for a file after one whose tests took it off with the listeners they added
 * (`server.events.removeAllListeners()`).
 */
export function watchApiContract(server: SetupServer): void {
  server.events.removeListener('request:start', onRequest);
  server.events.removeListener('response:mocked', onAnswer);
  server.events.on('request:start', onRequest);
  server.events.on('response:mocked', onAnswer);
}

/** Waits for the checks of this test's calls; throws, naming each call, when any broke the contract. */
export async function expectTrafficOnContract(): Promise<void> {
  await Promise.allSettled([...pending]);
  allowedAnswers.clear();
  allowedRequests.clear();
  const found = [...new Set(problems.splice(0))];
  if (found.length > 0) {
    throw new Error(
      `The test's API calls do not match api/openapi.yaml (a test about a server that breaks the contract calls allowOffContractAnswers(call) for it):\n\n${found.join('\n')}`,
    );
  }
}
