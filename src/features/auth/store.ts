import Cookies from 'js-cookie';
import { createStore, type createStoreReturn } from './kit';
import { bindAuth } from '../../lib/http';
import type { User } from '../../types/api';
import { clearProfile, profileFor, profileSnapshot, saveProfile, subscribeProfile } from './profile';
import sessionCookies from './sessionCookies';
import { nameOfSessionState, normaliseUser, toSessionState, type SessionState } from './sessionState';
import {
  AUTH_COOKIE,
  REFRESH_COOKIE,
  announceSessionChange,
  announceSessionEnded,
  currentToken,
  onSessionEnded,
  recordSessionEnd,
  sessionEndReason,
  sessionSnapshot,
  subscribeSession,
  type SessionEndReason,
  type TokenObject,
} from './sessionStatus';

/** The vendor's name as the session cookie keeps it. */
export function sessionName(tokens: TokenObject): string {
  return nameOfSessionState(tokens.value.userState);
}

/**
 * What the pages read of a signed-in vendor beyond the token (the name in the cookie, the kept
 * profile): loaded with the store, so a visitor's page carries none of it (./useSession.ts).
 */
export const sessionReader = { sessionName, profileFor, profileSnapshot, subscribeProfile };
export type SessionReader = typeof sessionReader;

/** react-auth-kit's store, with the reader that goes with it. */
export type AuthStore = createStoreReturn<SessionState> & { reader: SessionReader };
export type { TokenObject };
export { AUTH_COOKIE, REFRESH_COOKIE, currentToken, onSessionEnded, sessionEndReason, sessionSnapshot, subscribeSession, type SessionEndReason };

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
  recordSessionEnd(null);
  saveProfile(answer.token, user);
  keepRefreshToken(answer.refresh_token, answer.token);
  tokens.set({ auth: { token: answer.token, type: 'Bearer' }, userState: toSessionState(user.name) });
}

/** The vendor signs out: the session, the profile, the refresh token and any unsent form drafts go. */
export function signOutVendor(tokens: TokenObject): void {
  recordSessionEnd(null);
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
  recordSessionEnd(reason);
  keepRefreshToken(null);
  tokens.set({ auth: null });
  announceSessionEnded(reason);
}

/** Adopts a session another tab has started or renewed (same cookies, new token). */
export function adoptSession(tokens: TokenObject, token: string, state: SessionState): void {
  recordSessionEnd(null);
  tokens.set({ auth: { token, type: 'Bearer' }, userState: state });
}

/** A session the vendor ended in another tab: this tab forgets it too. */
export function forgetSession(tokens: TokenObject): void {
  recordSessionEnd(null);
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
  const kitStore = createStore<SessionState>({
    authName: AUTH_COOKIE,
    authType: 'cookie',
    // Empty: js-cookie then writes no Domain attribute, and the cookie stays on this host.
    cookieDomain: '',
    cookieSecure: inBrowser && window.location.protocol === 'https:',
  });
  const store: AuthStore = Object.assign(kitStore, { reader: sessionReader });
  store.tokenObject.subscribe(announceSessionChange);
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
