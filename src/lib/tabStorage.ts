/**
 * This tab's sessionStorage, for what a person is in the middle of doing (a registration, a form
 * left when the session ended). Storage can be switched off or full (privacy settings, a private
 * window, the quota): then nothing is read or kept, and the page works as it would without it.
 * Never used during render on the server: there is no window there, and these return nothing.
 */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function tabStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    // Reading the property itself throws when storage is blocked.
    return null;
  }
}

/** A stored JSON object's fields, or null when the text is missing, not JSON or not an object. */
export function parseStoredObject(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const saved: unknown = JSON.parse(raw);
    return typeof saved === 'object' && saved !== null && !Array.isArray(saved) ? (saved as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function readStored(key: string, storage: TabStorage | null = tabStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores the value; a full or blocked storage only costs the copy. */
export function writeStored(key: string, value: string, storage: TabStorage | null = tabStorage()): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Nothing kept: the page still holds what was typed.
  }
}

export function removeStored(key: string, storage: TabStorage | null = tabStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/** Removes every key that starts with `prefix`. */
export function removeStoredWithPrefix(prefix: string, storage: Pick<Storage, 'key' | 'length' | 'removeItem'> | null = tabStorage()): void {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // A blocked storage holds nothing of ours.
  }
}
