import Cookies from 'js-cookie';
import { createStore, type createStoreReturn } from './kit';
import { bindAuth, forgetPrefetchedReads } from '../../lib/http';
import type { User } from '../../types/api';
import { claimFormDrafts, clearFormDrafts } from '../../lib/formDraftOwner';
import { newIdempotencyKey } from '../../lib/idempotency';
import { clearProfile, profileFor, profileSnapshot, saveProfile, subscribeProfile } from './profile';
import sessionCookies from './sessionCookies';
import { clockOffsetAt, expiryOnDevice, mayEndSession, sessionOwner } from './sessionRules';
import { nameOfSessionState, normaliseUser, readSessionState, toSessionState, type SessionState } from './sessionState';
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
export const sessionReader = { sessionName, sessionOwnerOf, profileFor, profileSnapshot, subscribeProfile };
export type SessionReader = typeof sessionReader;

/** react-auth-kit's store, with the reader that goes with it. */
export type AuthStore = createStoreReturn<SessionState> & { reader: SessionReader };
export type { TokenObject };
export { AUTH_COOKIE, REFRESH_COOKIE, currentToken, onSessionEnded, sessionEndReason, sessionSnapshot, subscribeSession, type SessionEndReason };

/** The clock offset (./sessionRules.ts) each store judges its current token with. */
const clockOffsets = new WeakMap<TokenObject, number>();

/** The session the shared cookies hold now (the vendor's other tabs write them too), or null. */
export function readSharedSession(): { token: string; state: SessionState } | null {
  const token = Cookies.get(AUTH_COOKIE);
  if (!token) return null;
  let raw: unknown = null;
  try {
    raw = JSON.parse(Cookies.get(`${AUTH_COOKIE}_state`) ?? 'null');
  } catch {
    raw = null;
  }
  return { token, state: readSessionState(raw) };
}

/** Whose session the store holds (./sessionRules.ts), or null when signed out or unknown. */
export function sessionOwnerOf(tokens: TokenObject): string | null {
  const auth = tokens.value.auth;
  return auth ? sessionOwner(auth.token, (tokens.value.userState as SessionState | null)?.owner) : null;
}

/**
 * Every session the store takes goes through here, with the clock offset its token is judged by.
 * False when the token has already expired by the server's clock (react-auth-kit then keeps none).
 */
function setSession(tokens: TokenObject, token: string, state: SessionState): boolean {
  clockOffsets.set(tokens, state.clock ?? 0);
  tokens.set({ auth: { token, type: 'Bearer' }, userState: state });
  return tokens.value.auth?.token === token;
}

/**
 * react-auth-kit reads `exp` itself, in one method, and compares it with this device's raw clock
 * (to accept a token, to read the cookies on load, to date the cookies): a phone two hours fast
 * signed in and straight out. That method is given the session rules' reading instead: `exp` moved
 * by the offset between this device's clock and the server's. It is an instance field of
 * react-auth-kit 3's TokenObject (not in its types); tests/integration/session.test.tsx holds it to it.
 */
function judgeByServerClock(tokens: TokenObject): void {
  (tokens as unknown as { getExpireDateTime: (token: string) => Date }).getExpireDateTime = (token) => {
    const expiry = expiryOnDevice(token, clockOffsets.get(tokens) ?? 0);
    if (!expiry) throw new Error('The token has no exp claim');
    return expiry;
  };
}

/** The refresh token kept for this session, if any. */
export function readRefreshToken(): string | null {
  return Cookies.get(REFRESH_COOKIE) ?? null;
}

/**
 * Keeps (or, with null, forgets) the refresh token. It lasts as long as its own JWT `exp` says,
 * or as long as the session's token when it is not a JWT (both by the server's clock).
 */
export function keepRefreshToken(refreshToken: string | null | undefined, sessionToken?: string, clockOffset = 0): void {
  if (!refreshToken) {
    sessionCookies.remove(REFRESH_COOKIE);
    return;
  }
  const expires = expiryOnDevice(refreshToken, clockOffset) ?? (sessionToken ? expiryOnDevice(sessionToken, clockOffset) : null) ?? undefined;
  sessionCookies.set(REFRESH_COOKIE, refreshToken, { expires, secure: window.location.protocol === 'https:' });
}

export interface SignInAnswer {
  token: string;
  refresh_token?: string | null;
  user: unknown;
}

/**
 * How a sign-in went: signed in; not kept because this browser refuses the site's cookies; or the
 * token had already expired when it arrived (by the server's clock; by this device's when the token
 * carries no `iat` to measure the difference with, so a wrong device clock is the likely cause).
 */
export type SignInOutcome = 'signed-in' | 'needs-cookies' | 'expired-on-arrival';

/**
 * Signs the vendor in: the token, the name, whose session it is and the clock offset in the session
 * cookies, the rest of the user record in the vendor profile, the refresh token (when the API gave
 * one) beside them. A token without `sub` gets an id of its own for this sign-in.
 */
export function signInVendor(tokens: TokenObject, answer: SignInAnswer, receivedAt: number = Date.now()): SignInOutcome {
  const user = normaliseUser(answer.user);
  const clock = clockOffsetAt(answer.token, receivedAt);
  const owner = sessionOwner(answer.token) ?? newIdempotencyKey();
  // What another vendor read on this device goes before this one's pages open (contract section 5).
  forgetVendorData(owner);
  recordSessionEnd(null);
  saveProfile(owner, user);
  keepRefreshToken(answer.refresh_token, answer.token, clock);
  let outcome: SignInOutcome = 'signed-in';
  if (!setSession(tokens, answer.token, toSessionState(user.name, owner, clock))) outcome = 'expired-on-arrival';
  // Written but not kept: the cookies are blocked, and the session would vanish at the next check.
  else if (Cookies.get(AUTH_COOKIE) !== answer.token) outcome = 'needs-cookies';
  if (outcome !== 'signed-in') {
    clearProfile();
    keepRefreshToken(null);
    if (tokens.value.auth) tokens.set({ auth: null });
  }
  return outcome;
}

/**
 * The vendor data kept on the device for reading offline (lib/deviceData.ts): everyone's, or
 * everyone's but `except`'s. Its module loads only here, when a session starts or ends.
 */
function forgetVendorData(except?: string): void {
  forgetPrefetchedReads();
  void import('../../lib/deviceData').then(({ forgetKeptAnswers }) => forgetKeptAnswers(except));
  // The actions waiting to send (lib/outboxStore) outlive a sign-out, for the same vendor to send;
  // another user signing in deletes them.
  if (except) void import('../../lib/outboxStore').then(({ forgetOthersActions }) => forgetOthersActions(except));
}

/** The vendor signs out: the session, the profile, the refresh token, any unsent form drafts and the data kept for offline reading go (and this device's notifications: SignedInMenu). */
export function signOutVendor(tokens: TokenObject): void {
  forgetVendorData();
  recordSessionEnd(null);
  clearFormDrafts();
  clearProfile();
  keepRefreshToken(null);
  tokens.set({ auth: null });
}

/**
 * Adopts a session another tab has started or renewed, or this tab's refresh got (same cookies,
 * new token). False when that token has already expired.
 */
export function adoptSession(tokens: TokenObject, token: string, state: SessionState): boolean {
  recordSessionEnd(null);
  return setSession(tokens, token, state);
}

/**
 * The session ended without the vendor signing out (`judgedToken` expired, or was refused by the
 * API). What they were doing is kept (form drafts, the profile until the next sign-in replaces it):
 * after signing in again they are back where they were. But the cookies are shared by the vendor's
 * tabs: when they hold another token, another tab has just renewed the session (or signed in), and
 * this tab takes it rather than deleting it (mayEndSession in ./sessionRules.ts).
 */
export function endSession(tokens: TokenObject, reason: SessionEndReason, judgedToken: string | null = tokens.value.auth?.token ?? null): void {
  if (!tokens.value.auth) return;
  const shared = readSharedSession();
  if (!mayEndSession(judgedToken, shared?.token ?? null) && shared && adoptSession(tokens, shared.token, shared.state)) return;
  recordSessionEnd(reason);
  keepRefreshToken(null);
  // A token the API refused: what was read with it is not kept (contract section 5). One that only
  // expired keeps it, for the same vendor signing in again.
  if (reason === 'unauthorized') forgetVendorData();
  tokens.set({ auth: null });
  announceSessionEnded(reason);
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
  // Read before react-auth-kit reads (and may delete) them on this device's raw clock.
  const shared = inBrowser ? readSharedSession() : null;
  const kitStore = createStore<SessionState>({
    authName: AUTH_COOKIE,
    authType: 'cookie',
    // Empty: js-cookie then writes no Domain attribute, and the cookie stays on this host.
    cookieDomain: '',
    cookieSecure: inBrowser && window.location.protocol === 'https:',
  });
  const store: AuthStore = Object.assign(kitStore, { reader: sessionReader });
  const tokens = store.tokenObject;
  judgeByServerClock(tokens);
  if (shared) {
    clockOffsets.set(tokens, shared.state.clock ?? 0);
    // Judged again by the server's clock: kept when react-auth-kit dropped it for a fast device
    // clock, dropped when it kept it for a slow one. Rewritten only when the judgements differ.
    const expiry = expiryOnDevice(shared.token, shared.state.clock ?? 0);
    if (tokens.value.auth?.expiresAt.getTime() !== expiry?.getTime()) setSession(tokens, shared.token, shared.state);
  }
  // The drafts kept in this tab are the signed-in vendor's only (claimed before any form reads them).
  tokens.subscribe((value) => {
    if (value.auth) claimFormDrafts(sessionOwnerOf(tokens));
  });
  tokens.subscribe(announceSessionChange);
  bindAuth({
    getToken: () => currentToken(store.tokenObject),
    getOwner: () => (currentToken(store.tokenObject) ? sessionOwnerOf(store.tokenObject) : null),
    // `token` is the one the failed call carried, when the HTTP layer passes it: a late 401 for an
    // older session (signed out and in again meanwhile) must not end the current one.
    onUnauthorized: (token?: string) => {
      if (token !== undefined && token !== store.tokenObject.value.auth?.token) return;
      endSession(store.tokenObject, 'unauthorized', token);
    },
  });
  return store;
}

export type { User };
