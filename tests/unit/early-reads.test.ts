import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_TIMEOUT_MS, EARLY_TAKE_MS, forgetEarlyReads, readEarly, readFormKey, takeEarlyRead } from '../../src/lib/calls';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { authReadForm, bindAuth } from '../../src/lib/http';
import { keepAnswer } from '../../src/lib/deviceData';
import { signInDemoVendor } from '../support/renderApp';

// Issue 33, item 6: the reads a signed-in start makes before the app has loaded (src/app/renderStart.ts)
// are taken once, by the same user's identical read with the same token, soon; anything else asks anew.

const POINTS = '/WebData/carbonCreditStats';
const ALL = readFormKey(POINTS, {});

afterEach(() => {
  forgetEarlyReads();
  vi.useRealTimers();
});

describe('reads made before the app has loaded', () => {
  it('are taken once, by the same user with the same token', async () => {
    const token = signInDemoVendor();
    const owner = String(db.user.id);
    await readEarly('/api', POINTS, {}, owner, token);
    expect(takeEarlyRead('someone else', ALL, token)).toBeUndefined();
    expect(await takeEarlyRead(owner, ALL, token)).toEqual({ data: expect.objectContaining({ status: 'Success' }) });
    expect(takeEarlyRead(owner, ALL, token)).toBeUndefined();

    // A token other than the one it was read with (the session began again): not taken.
    await readEarly('/api', POINTS, {}, owner, token);
    expect(takeEarlyRead(owner, ALL, `${token}x`)).toBeUndefined();
  });

  it('carry the token and the fields, and are nothing to take once they have waited too long', async () => {
    const token = signInDemoVendor();
    const owner = String(db.user.id);
    const sent: { authorization: string | null; outlet: FormDataEntryValue | null }[] = [];
    const listen = async ({ request }: { request: Request }) => {
      sent.push({ authorization: request.headers.get('Authorization'), outlet: (await request.clone().formData()).get('outlet_id') });
    };
    server.events.on('request:start', listen);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const outlet = db.user.outlet_ids?.[0] ?? 1;
    await readEarly('/api', POINTS, { outlet_id: outlet }, owner, token);
    server.events.removeListener('request:start', listen);
    expect(sent).toEqual([{ authorization: `Bearer ${token}`, outlet: String(outlet) }]);
    vi.advanceTimersByTime(EARLY_TAKE_MS + 1);
    expect(takeEarlyRead(owner, readFormKey(POINTS, { outlet_id: outlet }), token)).toBeUndefined();
  });

  it('are no answer when the server refuses or the network fails, and time out as a call does', async () => {
    const token = signInDemoVendor();
    const owner = String(db.user.id);
    // An outlet not the vendor's: the server's 403.
    expect(await readEarly('/api', POINTS, { outlet_id: 999_999 }, owner, token)).toBeNull();
    server.use(http.post(`*${POINTS}`, () => HttpResponse.error(), { once: true }));
    expect(await readEarly('/api', POINTS, {}, owner, token)).toBeNull();

    vi.useFakeTimers();
    server.use(http.post(`*${POINTS}`, () => new Promise<never>(() => {}), { once: true }));
    const answer = readEarly('/api', POINTS, {}, owner, token);
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS);
    expect(await answer).toBe('timed-out');
  });

  it('taken by the app after it timed out, are a network failure: the kept copy is shown, and nothing is asked again', async () => {
    const token = signInDemoVendor();
    const owner = String(db.user.id);
    bindAuth({ getToken: () => token, onUnauthorized: () => {}, getOwner: () => owner });
    const kept = { status: 'Success', data: { earned: 9, used: 4, balance: 5 } };
    await keepAnswer(owner, ALL, kept);
    let asked = 0;
    server.use(
      http.post(`*${POINTS}`, () => {
        asked += 1;
        return new Promise<never>(() => {});
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    void readEarly('/api', POINTS, {}, owner, token);
    const read = authReadForm(POINTS, {});
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS);
    expect(await read).toEqual(kept);
    expect(asked).toBe(1);
  });
});
