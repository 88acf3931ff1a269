import type { createStoreReturn } from 'react-auth-kit/createStore';
import type { SessionState } from './sessionState';

/**
 * The session as the rest of the app reads it: its cookie's name, its changes and why it ended.
 * None of react-auth-kit's code is here (only its types): a visitor without a session never
 * downloads the store (./store.ts), and the header still reads the session through this module.
 */

export type TokenObject = createStoreReturn<SessionState>['tokenObject'];

export { AUTH_COOKIE } from './sessionCookie';
/** The refresh token, when the API gives one: kept beside the session by ./store.ts, not by react-auth-kit. */
export const REFRESH_COOKIE = '_auth_refresh';

/** Why a session ended without the vendor signing out: the token's time ran out, or the API refused it. */
export type SessionEndReason = 'expired' | 'unauthorized';

type SessionEndedListener = (reason: SessionEndReason) => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/** The router listens here to send the vendor to /login, saying why. */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

type SessionListener = () => void;
const sessionListeners = new Set<SessionListener>();
let sessionVersion = 0;
let endedBy: SessionEndReason | null = null;

/** For useSyncExternalStore: any change of any store's session (sign-in, refresh, sign-out, end). */
export function subscribeSession(listener: SessionListener): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

/** Changes with every change of the session. */
export const sessionSnapshot = (): number => sessionVersion;

/** Why the last session ended, when it ended by itself; null after a deliberate sign-out or a new sign-in. */
export const sessionEndReason = (): SessionEndReason | null => endedBy;

/** Every store's token object reports its changes here. */
export function announceSessionChange(): void {
  sessionVersion += 1;
  for (const listener of sessionListeners) listener();
}

/** Records why the session is ending (null: deliberately, or a new session starts). */
export function recordSessionEnd(reason: SessionEndReason | null): void {
  endedBy = reason;
}

/** Tells the listeners (the router) that the session ended by itself. */
export function announceSessionEnded(reason: SessionEndReason): void {
  for (const listener of sessionEndedListeners) listener(reason);
}

/** The token the session holds while it is valid, else null. */
export function currentToken(tokens: TokenObject): string | null {
  const auth = tokens.value.auth;
  return auth && new Date(auth.expiresAt) > new Date() ? auth.token : null;
}
