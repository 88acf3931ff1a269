import { useEffect, useSyncExternalStore } from 'react';
import { useHydrated } from '../../lib/useHydrated';
import type { User } from '../../types/api';
import { useAuthTokens, useLoadedSession } from './SessionProvider';
import { currentToken, sessionEndReason, sessionSnapshot, subscribeSession, type SessionEndReason } from './sessionStatus';

/** The vendor as the pages show them: the name always; the other details when this browser keeps them. */
export type SessionUser = User;

export interface Session {
  /** False until the page has hydrated: prerendered HTML is always the signed-out view. */
  known: boolean;
  user: SessionUser | null;
  /** Set when the last session ended by itself (expired, or refused by the API), until the next sign-in. */
  endedBy: SessionEndReason | null;
  /** Whose session it is (./sessionRules.ts), while signed in. */
  owner: string | null;
}

const serverVersion = () => -1;
const noProfile = () => null;
const noSubscription = () => () => {};

/**
 * The signed-in vendor, read so that prerendered HTML and hydration agree (render is pure: the
 * session is known only once the page has hydrated). Renders again on every change of the session
 * (sign-in, refresh, sign-out, expiry, another tab) and of the kept profile. Without a loaded store
 * (no session cookie) the visitor is signed out, and the profile's code is not here either.
 */
export function useSession(): Session {
  const hydrated = useHydrated();
  const loaded = useLoadedSession();
  useSyncExternalStore(subscribeSession, sessionSnapshot, serverVersion);
  const token = hydrated && loaded ? currentToken(loaded.tokens) : null;
  // Storage is read only for a signed-in vendor: a visitor's page never opens it.
  useSyncExternalStore(loaded?.reader.subscribeProfile ?? noSubscription, token && loaded ? loaded.reader.profileSnapshot : noProfile, noProfile);
  if (!hydrated) return { known: false, user: null, endedBy: null, owner: null };
  if (!token || !loaded) return { known: true, user: null, endedBy: sessionEndReason(), owner: null };
  const name = loaded.reader.sessionName(loaded.tokens);
  const owner = loaded.reader.sessionOwnerOf(loaded.tokens);
  const profile = loaded.reader.profileFor(owner);
  const user: SessionUser = profile ? { ...profile, name: name || profile.name } : { id: 0, name, firm_name: '', mobile: '', email: '', address: '', city: '', state: '', postal_code: '' };
  return { known: true, user, endedBy: null, owner };
}

/**
 * Keeps the session true to the clock and to the vendor's other tabs while the app runs
 * (./sessionKeeper.ts). Its code loads once there is a session to keep: a visitor who never signs
 * in never downloads it.
 */
export function SessionKeeper(): null {
  const tokens = useAuthTokens();
  useEffect(() => {
    // No store loaded: signed out, nothing to keep (this effect runs again once one is loaded).
    if (!tokens) return;
    let stop: (() => void) | null = null;
    let stopped = false;
    let loading = false;
    const start = () => {
      if (stop || loading || !tokens.value.auth) return;
      loading = true;
      void import('./sessionKeeper').then(({ keepSession }) => {
        loading = false;
        if (!stopped && !stop) stop = keepSession(tokens);
      });
    };
    start();
    const unsubscribe = subscribeSession(start);
    return () => {
      stopped = true;
      unsubscribe();
      stop?.();
    };
  }, [tokens]);
  return null;
}

/** The header shows the name cut to 10 characters. */
export function headerName(name: unknown): string {
  return Array.from(typeof name === 'string' ? name.trim() : '').slice(0, 10).join('');
}
