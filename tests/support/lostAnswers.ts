import { getResponse, http, HttpResponse } from 'msw';
import { env } from '../../src/config/env';
import { handlers } from '../../src/mocks/handlers';
import { server } from '../../src/mocks/node';

/**
 * The next POST to {api}{path} reaches the mock API, which does its work (registers, stores the
 * request, the address, the order or the message), but the answer is lost on the way back: the
 * page sees a network failure, as when a phone's connection drops at the wrong moment. The mock
 * API is the same one `npm run dev` uses, asked through MSW's own `getResponse`.
 */
export function loseNextAnswer(path: string): { lost: number } {
  const record = { lost: 0 };
  server.use(
    http.post(
      `${env.apiBaseUrl}${path}`,
      async ({ request }) => {
        await getResponse(handlers, request);
        record.lost += 1;
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
  return record;
}

/**
 * The idempotency_key of every POST to {api}{path}, in order, while the calls go on to the mock
 * API. Call it after {@link loseNextAnswer}: the handler added last is asked first.
 */
export function recordKeys(path: string): string[] {
  const keys: string[] = [];
  server.use(
    http.post(`${env.apiBaseUrl}${path}`, async ({ request }) => {
      const body = await request.clone().formData();
      keys.push(String(body.get('idempotency_key')));
      return undefined;
    }),
  );
  return keys;
}
