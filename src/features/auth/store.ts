import Cookies from 'js-cookie';
import { createStore, type createStoreReturn } from './kit';
import { bindAuth } from '../../lib/http';
import type { User } from '../../types/api';
import { clearProfile, saveProfile } from './profile';
import sessionCookies from './sessionCookies';
import { nameOfSessionState, normaliseUser, toSessionState, type SessionState } from './sessionState';

export type AuthStore = createStoreReturn<SessionState>;
export type TokenObject = AuthStore['tokenObject'];

/** The session cookie is named _auth; react-auth-kit keeps its type and state beside it. */
export const AUTH_COOKIE = '_auth';
/** The refresh token, when the API gives one: kept beside the session by this module, not by react-auth-kit. */
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

function announceChange() {
  sessionVersion += 1;
  for (const listener of sessionListeners) listener();
}

/** The token the session holds while it is valid, else null. */
export function currentToken(tokens: TokenObject): string | null {
  const auth = tokens.value.auth;
  return auth && new Date(auth.expiresAt) > new Date() ? auth.token : null;
}

/** The vendor's name as the session cookie keeps it. */
export function sessionName(tokens: TokenObject): string {
  return nameOfSessionState(tokens.value.userState);
}

/** When the JWT says it expires (its `exp`, in seconds), or null when it cannot be read. */
export function tokenExpiry(token: string): Date | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : null;
  } catch {
    return null;
  }
}

/** The refresh token kept for this session, if any. */
export function readRefreshToken(): string | null {
  return Cookies.get(REFRESH_COOKIE) ?? null;
}

/**
 * Keeps (or, with null, forgets) the refresh token. It lasts as long as its own JWT `exp` says,
 * or as long as the session's token when it is not a JWT.
 */
export function keepRefreshToken(refreshToken: string | null | undefined, sessionToken?: string): void {
  if (!refreshToken) {
    sessionCookies.remove(REFRESH_COOKIE);
    return;
  }
  const expires = tokenExpiry(refreshToken) ?? (sessionToken ? tokenExpiry(sessionToken) : null) ?? undefined;
  sessionCookies.set(REFRESH_COOKIE, refreshToken, { expires, secure: window.location.protocol === 'https:' });
}

export interface SignInAnswer {
  token: string;
  refresh_token?: string | null;
  user: unknown;
}

/**
 * Signs the vendor in: the token and the name in the session cookies, the rest of the user record
 * in the vendor profile, the refresh token (when the API gave one) beside them.
 */
export function signInVendor(tokens: TokenObject, answer: SignInAnswer): void {
  const user = normaliseUser(answer.user);
  endedBy = null;
  saveProfile(answer.token, user);
  keepRefreshToken(answer.refresh_token, answer.token);
  tokens.set({ auth: { token: answer.token, type: 'Bearer' }, userState: toSessionState(user.name) });
}

/** The vendor signs out: the session, the profile, the refresh token and any unsent form drafts go. */
export function signOutVendor(tokens: TokenObject): void {
  endedBy = null;
  // Loaded on use: the form drafts' code is the vendor pages', not every public page's.
  void import('../../lib/formDraft').then(({ clearFormDrafts }) => clearFormDrafts());
  clearProfile();
  keepRefreshToken(null);
  tokens.set({ auth: null });
}

/**
 * The session ended without the vendor signing out (expired, or refused by the API). What they
 * were doing is kept (form drafts, the profile until the next sign-in replaces it): after signing
 * in again they are back where they were.
 */
export function endSession(tokens: TokenObject, reason: SessionEndReason): void {
  if (!tokens.value.auth) return;
  endedBy = reason;
  keepRefreshToken(null);
  tokens.set({ auth: null });
  for (const listener of sessionEndedListeners) listener(reason);
}

/** Adopts a session another tab has started or renewed (same cookies, new token). */
export function adoptSession(tokens: TokenObject, token: string, state: SessionState): void {
  endedBy = null;
  tokens.set({ auth: { token, type: 'Bearer' }, userState: state });
}

/** A session the vendor ended in another tab: this tab forgets it too. */
export function forgetSession(tokens: TokenObject): void {
  endedBy = null;
  tokens.set({ auth: null });
}

/**
 * The react-auth-kit store: the `_auth` cookies on the current host only (no Domain attribute, so
 * no subdomain receives them), path `/`, SameSite Lax, secure-only on https (./sessionCookies.ts
 * sets the attributes). Binds the HTTP layer to this session.
 *
 * react-auth-kit's own refresh is not used: its timer starts only when the page loads signed in
 * (not at sign-in), and it refuses a sign-in without a refresh token. ./sessionKeeper.ts refreshes.
 */
export function createAuthStore(): AuthStore {
  const inBrowser = typeof window !== 'undefined';
  const store = createStore<SessionState>({
    authName: AUTH_COOKIE,
    authType: 'cookie',
    // Empty: js-cookie then writes no Domain attribute, and the cookie stays on this host.
    cookieDomain: '',
    cookieSecure: inBrowser && window.location.protocol === 'https:',
  });
  store.tokenObject.subscribe(announceChange);
  bindAuth({
    getToken: () => currentToken(store.tokenObject),
    // `token` is the one the failed call carried, when the HTTP layer passes it: a late 401 for an
    // older session (signed out and in again meanwhile) must not end the current one.
    onUnauthorized: (token?: string) => {
      if (token !== undefined && token !== store.tokenObject.value.auth?.token) return;
      endSession(store.tokenObject, 'unauthorized');
    },
  });
  return store;
}

export type { User };
