import { clear, createStore, delMany, get, keys, promisifyRequest, set, type UseStore } from 'idb-keyval';

/**
 * The vendor's data kept on the device for reading offline (issue 33; contract section 5): the
 * answer to each GET of the vendor area, with when it was fetched, under the signed-in user's id.
 * It belongs to that user alone: a key starts with the owner, so no one else's session reads it,
 * and it is deleted at sign-out, at a 401, and when another user signs in (features/auth/store.ts).
 *
 * IndexedDB through idb-keyval (not the service worker's caches, which every session on the device
 * shares). Where the browser has no IndexedDB (a private window of some browsers, a test's jsdom)
 * nothing is kept, and the site works as it did without it.
 */
export interface KeptAnswer<T = unknown> {
  data: T;
  /** When the network gave this answer (ms since the epoch). */
  fetchedAt: number;
}

type Key = [owner: string, url: string];

let store: UseStore | null | undefined;
function deviceStore(): UseStore | null {
  if (store === undefined) store = typeof indexedDB === 'undefined' ? null : createStore('greendrop-device', 'vendor-data');
  return store;
}

/** A storage failure (quota, a blocked database) costs the offline copy only, never the call. */
const quietly = <T>(work: (db: UseStore) => Promise<T>, otherwise: T): Promise<T> => {
  const db = deviceStore();
  return db ? work(db).catch(() => otherwise) : Promise.resolve(otherwise);
};

export function keepAnswer(owner: string, url: string, data: unknown, fetchedAt: number = Date.now()): Promise<void> {
  return quietly((db) => set([owner, url] satisfies Key, { data, fetchedAt } satisfies KeptAnswer, db), undefined);
}

export function keptAnswer<T>(owner: string, url: string): Promise<KeptAnswer<T> | undefined> {
  return quietly((db) => get<KeptAnswer<T>>([owner, url] satisfies Key, db), undefined);
}

/**
 * The newest answer kept for the user among the reads whose key starts with `prefix` (a read's
 * address, whatever fields it was sent with).
 */
export function newestKeptAnswer<T>(owner: string, prefix: string): Promise<KeptAnswer<T> | undefined> {
  return quietly(async (db) => {
    const range = IDBKeyRange.bound([owner, prefix], [owner, `${prefix}\uffff`]);
    const found = await db('readonly', (kept) => promisifyRequest(kept.getAll(range) as IDBRequest<KeptAnswer<T>[]>));
    return found.reduce<KeptAnswer<T> | undefined>((newest, answer) => (!newest || answer.fetchedAt > newest.fetchedAt ? answer : newest), undefined);
  }, undefined);
}

/** Deletes every user's kept data, or, given `except`, everyone's but that user's. */
export function forgetKeptAnswers(except?: string | null): Promise<void> {
  return quietly(async (db) => {
    if (!except) return clear(db);
    const others = (await keys<Key>(db)).filter(([owner]) => owner !== except);
    if (others.length > 0) await delMany(others, db);
  }, undefined);
}
