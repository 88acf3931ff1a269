import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindAuth } from '../../src/lib/http';
import { forgetOthersActions, storedActions } from '../../src/lib/outboxStore';
import {
  onOutboxSent,
  outboxItems,
  queueAction,
  refreshOutbox,
  sendWaitingActions,
  withdrawAction,
  type OutboxAction,
  type Sender,
} from '../../src/features/outbox/outbox';

// The outbox's state (issue 33, item 3), on IndexedDB as the browser has it (fake-indexeddb): what
// waits, whose it is, what a send does to it. The sender is a double standing for the POST.

let owner = 'vendor-1';
const signedIn = () => bindAuth({ getToken: () => 'token', onUnauthorized: () => {}, getOwner: () => owner });

const request = (drums: number, key: string): OutboxAction => ({
  kind: 'collection-request',
  call: { url: '/collectionrequests/submit', fields: { entered_drums_qty: drums, entered_volume: drums * 40, empty_drums_qty: 0, notes_for_team: '', idempotency_key: key } },
});
const skip = (date: string, key: string): OutboxAction => ({ kind: 'schedule-skip', date, call: { url: '/pickup-schedule/skip', fields: { date, idempotency_key: key } } });

/** An axios-like failure with no answer: what a phone with no signal gets. */
const noNetwork = () => Object.assign(new Error('Network Error'), { isAxiosError: true });

const keysOf = () => outboxItems().map((item) => item.key);

beforeEach(async () => {
  signedIn();
  owner = 'vendor-1';
  for (const someone of ['vendor-1', 'vendor-2']) {
    owner = someone;
    for (const item of await storedActions(someone)) await withdrawAction(item.key);
  }
  owner = 'vendor-1';
  await refreshOutbox();
});
afterEach(() => vi.restoreAllMocks());

describe('the outbox', () => {
  it('keeps each action with its key and when it was made, oldest first, and withdraws one before it goes', async () => {
    await queueAction(request(3, 'key-b'), 'key-b', 2_000);
    await queueAction(skip('2026-12-01', 'key-a'), 'key-a', 1_000);
    expect(outboxItems().map(({ key, savedAt, action }) => [key, savedAt, action.kind])).toEqual([
      ['key-a', 1_000, 'schedule-skip'],
      ['key-b', 2_000, 'collection-request'],
    ]);
    await withdrawAction('key-a');
    expect(keysOf()).toEqual(['key-b']);
    // On the device, not in the page: read back from the store.
    expect((await storedActions('vendor-1')).map((item) => item.key)).toEqual(['key-b']);
  });

  it('sends each action once with its own key, oldest first, and tells the page what the server answered', async () => {
    await queueAction(request(1, 'first'), 'first', 1);
    await queueAction(request(2, 'second'), 'second', 2);
    const sent: string[] = [];
    const send: Sender = async (call) => {
      sent.push(String(call.fields.idempotency_key));
      return { status: 'Success', data: { id: sent.length } };
    };
    const heard: [string, unknown][] = [];
    const stop = onOutboxSent((item, answer) => heard.push([item.key, answer.data]));
    await sendWaitingActions(send);
    stop();
    expect(sent).toEqual(['first', 'second']);
    expect(heard).toEqual([
      ['first', { id: 1 }],
      ['second', { id: 2 }],
    ]);
    expect(keysOf()).toEqual([]);
    await sendWaitingActions(send);
    expect(sent).toHaveLength(2);
  });

  it('stops at the first network failure and keeps everything for the next try', async () => {
    await queueAction(request(1, 'first'), 'first', 1);
    await queueAction(request(2, 'second'), 'second', 2);
    const send = vi.fn<Sender>().mockRejectedValue(noNetwork());
    await sendWaitingActions(send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(keysOf()).toEqual(['first', 'second']);
  });

  it('keeps an action the server refused with its words, never sends it again, and lets it be removed', async () => {
    await queueAction(skip('2026-12-01', 'late'), 'late', 1);
    const send = vi.fn<Sender>().mockResolvedValue({ status: 'Error', message: 'That date has already passed.' });
    await sendWaitingActions(send);
    expect(outboxItems().map((item) => item.refused)).toEqual(['That date has already passed.']);
    await sendWaitingActions(send);
    expect(send).toHaveBeenCalledTimes(1);
    await withdrawAction('late');
    expect(keysOf()).toEqual([]);
  });

  it('a second send while one runs is the same run: nothing goes twice', async () => {
    await queueAction(request(1, 'only'), 'only', 1);
    let release: () => void = () => {};
    const send = vi.fn<Sender>(() => new Promise((done) => (release = () => done({ status: 'Success', data: {} }))));
    const first = sendWaitingActions(send);
    const second = sendWaitingActions(send);
    expect(second).toBe(first);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    release();
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('is the signed-in vendor’s alone: another vendor neither sees nor sends it, and their sign-in deletes it', async () => {
    await queueAction(request(5, 'mine'), 'mine', 1);
    owner = 'vendor-2';
    await refreshOutbox();
    expect(keysOf()).toEqual([]);
    const send = vi.fn<Sender>().mockResolvedValue({ status: 'Success' });
    await sendWaitingActions(send);
    expect(send).not.toHaveBeenCalled();
    expect(await storedActions('vendor-1')).toHaveLength(1);
    await forgetOthersActions('vendor-2');
    expect(await storedActions('vendor-1')).toHaveLength(0);
  });

  it('with no one signed in, keeps nothing and sends nothing', async () => {
    bindAuth({ getToken: () => null, onUnauthorized: () => {}, getOwner: () => owner });
    try {
      await expect(queueAction(request(1, 'x'), 'x')).rejects.toThrow('Not signed in');
      const send = vi.fn<Sender>();
      await sendWaitingActions(send);
      expect(send).not.toHaveBeenCalled();
    } finally {
      signedIn();
    }
  });
});
