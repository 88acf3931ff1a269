import { createStore, del, delMany, entries, keys, set, type UseStore } from 'idb-keyval';

/**
 * Where the outbox keeps what a vendor did with no network (issue 33; features/outbox): one record
 * per action, under its owner (the signed-in user's id) and its idempotency key. IndexedDB through
 * idb-keyval, a database of its own (idb-keyval keeps one store per database); without IndexedDB a
 * tab keeps them in memory, so the page still works, only without surviving a reload.
 *
 * An unsent action outlives sign-out and an ended session: the same vendor signing in again sends
 * it. It is deleted when another user signs in on the device (features/auth/store.ts), withdrawn
 * by the vendor, or sent.
 */
export interface StoredAction<A = unknown> {
  /** The idempotency key it was given when first tried, and is sent with every time. */
  key: string;
  owner: string;
  action: A;
  /** When the vendor did it (ms since the epoch). */
  savedAt: number;
  /** The server's words when it refused it (it will not be sent again). */
  refused?: string;
}

type Key = [owner: string, key: string];

let store: UseStore | null | undefined;
const memory = new Map<string, StoredAction>();
function outboxStore(): UseStore | null {
  if (store === undefined) store = typeof indexedDB === 'undefined' ? null : createStore('greendrop-outbox', 'actions');
  return store;
}
const memoryKey = ([owner, key]: Key) => `${owner} ${key}`;

export async function storeAction(item: StoredAction): Promise<void> {
  const db = outboxStore();
  const key: Key = [item.owner, item.key];
  if (db) await set(key, item, db);
  else memory.set(memoryKey(key), item);
}

export async function removeAction(owner: string, key: string): Promise<void> {
  const db = outboxStore();
  if (db) await del([owner, key] satisfies Key, db);
  else memory.delete(memoryKey([owner, key]));
}

/** The owner's actions, oldest first. */
export async function storedActions<A>(owner: string): Promise<StoredAction<A>[]> {
  const db = outboxStore();
  const all = db ? (await entries<Key, StoredAction<A>>(db)).map(([, item]) => item) : ([...memory.values()] as StoredAction<A>[]);
  return all.filter((item) => item.owner === owner).sort((a, b) => a.savedAt - b.savedAt);
}

/** Deletes every other user's actions (another user signed in on this device). */
export async function forgetOthersActions(owner: string): Promise<void> {
  const db = outboxStore();
  if (!db) {
    for (const [key, item] of memory) if (item.owner !== owner) memory.delete(key);
    return;
  }
  const others = (await keys<Key>(db)).filter(([keyOwner]) => keyOwner !== owner);
  if (others.length > 0) await delMany(others, db);
}
