import type { User } from '../../types/api';
import { sameVendor } from './sessionRules';
import { normaliseUser } from './sessionState';

/**
 * The signed-in vendor's details (firm, mobile, e-mail, address), kept in this browser's
 * localStorage rather than in a cookie that every request would carry. Shared by the vendor's
 * tabs, and written and removed with the session. Tied to the session's owner (the token's `sub`,
 * or the id of the sign-in: ./sessionRules.ts), so a page never shows one vendor's details under
 * another vendor's session.
 */
export const PROFILE_KEY = 'greendrop-vendor-profile';

interface StoredProfile {
  /** The session owner it belongs to (named `subject` since it was the token's `sub`). */
  subject: string | null;
  user: User;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Storage turned off: the vendor area still works, with the name only.
    return null;
  }
}

let cached: { raw: string | null; profile: StoredProfile | null } | null = null;
const listeners = new Set<() => void>();

function read(): StoredProfile | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(PROFILE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (cached && cached.raw === raw) return cached.profile;
  let profile: StoredProfile | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredProfile>) : null;
    if (parsed && typeof parsed === 'object' && parsed.user) profile = { subject: typeof parsed.subject === 'string' ? parsed.subject : null, user: normaliseUser(parsed.user) };
  } catch {
    profile = null;
  }
  cached = { raw, profile };
  return profile;
}

function changed() {
  for (const listener of listeners) listener();
}

export function saveProfile(owner: string | null, user: User): void {
  try {
    storage()?.setItem(PROFILE_KEY, JSON.stringify({ subject: owner, user } satisfies StoredProfile));
  } catch {
    // Full or refused storage: the header still has the name from the session cookie.
  }
  changed();
}

export function clearProfile(): void {
  try {
    storage()?.removeItem(PROFILE_KEY);
  } catch {
    // Nothing kept, nothing to remove.
  }
  changed();
}

/** The profile kept for this session owner, or null. */
export function profileFor(owner: string | null): User | null {
  if (owner === null) return null;
  const profile = read();
  return profile && sameVendor(profile.subject, owner) ? profile.user : null;
}

/** For useSyncExternalStore: changes in this tab, and in the vendor's other tabs (storage events). */
export function subscribeProfile(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PROFILE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A value that changes whenever the kept profile does. */
export function profileSnapshot(): StoredProfile | null {
  return read();
}
