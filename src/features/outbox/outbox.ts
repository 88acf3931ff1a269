import { authPostForm, isNetworkError, NotSignedInError, signedInOwner, type FormCall } from '../../lib/http';
import { removeAction, storeAction, storedActions, type StoredAction } from '../../lib/outboxStore';
import { OUTBOX_SYNC } from '../../sw/rules';

/**
 * The outbox (issue 33; contract section 5): what a vendor did with no network, kept on the device
 * with the idempotency key it was given, listed as "Waiting to send" (./OutboxPanel.tsx), and sent
 * by itself, once, when the network is back: at the `online` event, when a page that lists it
 * opens, and when the browser's Background Sync wakes the site's worker (src/sw/sw.ts), which
 * asks its open pages to send. The server sees one request: every try carries the same key, so a
 * first try that reached it and lost only its answer is answered, not repeated.
 */
export type OutboxAction =
  | { kind: 'collection-request'; call: FormCall }
  | { kind: 'schedule-skip'; call: FormCall; date: string };
export type OutboxKind = OutboxAction['kind'];
export type OutboxItem = StoredAction<OutboxAction>;

/** The envelope every write answers with (api/openapi.yaml). */
export interface SentAnswer {
  status: string;
  message?: string;
  data?: unknown;
}

/** How an action is sent: the same POST it would have been. A test's double replaces it. */
export type Sender = (call: FormCall) => Promise<SentAnswer>;
const post: Sender = (call) => authPostForm<SentAnswer>(call.url, call.fields);

type SentListener = (item: OutboxItem, answer: SentAnswer) => void;

let items: OutboxItem[] = [];
let itemsOwner: string | null = null;
const listeners = new Set<() => void>();
const sentListeners = new Set<SentListener>();

/** The same actions in the same state: nothing for a page to show anew. */
const sameItems = (a: OutboxItem[], b: OutboxItem[]) => a.length === b.length && a.every((item, index) => item.key === b[index].key && item.refused === b[index].refused);

function publish(next: OutboxItem[], owner: string | null): void {
  if (owner === itemsOwner && sameItems(next, items)) return;
  items = next;
  itemsOwner = owner;
  for (const listener of listeners) listener();
}

const NONE: OutboxItem[] = [];

/** The signed-in vendor's waiting actions, oldest first (none for anyone else's session). The same array until it changes. */
export function outboxItems(): OutboxItem[] {
  return itemsOwner !== null && itemsOwner === signedInOwner() ? items : NONE;
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called with each action once the server has taken it (the page showing its kind adds the answer). */
export function onOutboxSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/** Reads the signed-in vendor's waiting actions from the device. */
export async function refreshOutbox(): Promise<void> {
  const owner = signedInOwner();
  publish(owner ? await storedActions<OutboxAction>(owner) : [], owner);
}

/** Keeps an action the network could not take, with the key it was tried with, and asks to be woken when the network is back. */
export async function queueAction(action: OutboxAction, key: string, now: number = Date.now()): Promise<void> {
  const owner = signedInOwner();
  if (!owner) throw new NotSignedInError();
  await storeAction({ key, owner, action, savedAt: now });
  await refreshOutbox();
  requestBackgroundSync();
}

/** Withdrawn before it went: deleted from the device, never sent. */
export async function withdrawAction(key: string): Promise<void> {
  const owner = signedInOwner();
  if (!owner) return;
  await removeAction(owner, key);
  await refreshOutbox();
}

let sending: Promise<void> | null = null;

/**
 * Sends the signed-in vendor's waiting actions, oldest first, one at a time; one run at a time in
 * this tab, and across the vendor's tabs where the browser has Web Locks (the key keeps it to one
 * request at the server either way). Stops at the first network failure (still offline) or when no
 * one is signed in; an action the server refuses is kept with its words and not sent again.
 */
export function sendWaitingActions(send: Sender = post): Promise<void> {
  sending ??= withDeviceLock(() => sendAll(send)).finally(() => {
    sending = null;
  });
  return sending;
}

async function sendAll(send: Sender): Promise<void> {
  const owner = signedInOwner();
  if (!owner) return;
  try {
    for (const item of await storedActions<OutboxAction>(owner)) {
      if (item.refused !== undefined) continue;
      // Withdrawn in another tab meanwhile, or sent by it.
      const still = (await storedActions<OutboxAction>(owner)).some((stored) => stored.key === item.key && stored.refused === undefined);
      if (!still) continue;
      let answer: SentAnswer;
      try {
        answer = await send(item.action.call);
      } catch (error) {
        if (isNetworkError(error) || error instanceof NotSignedInError) return;
        // Any other failure (a 5xx, an ended session): kept as it is, for the next try.
        console.error(error);
        return;
      }
      if (answer.status === 'Success') {
        await removeAction(owner, item.key);
        for (const listener of sentListeners) listener(item, answer);
      } else {
        await storeAction({ ...item, refused: answer.message ?? '' });
      }
    }
  } finally {
    await refreshOutbox();
  }
}

function withDeviceLock(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('greendrop-outbox', () => run()).then(() => undefined) : run();
}

/** Background Sync, where the browser has it and the site's worker runs (the plain build): the worker wakes us when the network is back. */
function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }).sync?.register(OUTBOX_SYNC))
    .catch(() => undefined);
}

let listening = false;

/** From the first page that lists waiting actions on: send at the `online` event, and when the worker's Background Sync asks. */
export function listenForNetwork(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => void sendWaitingActions());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
    if (event.data?.type === OUTBOX_SYNC) void sendWaitingActions();
  });
}
