import { env } from '../../config/env';
import { isNetworkError } from '../../lib/http';
import { adoptSession, endSession, forgetSession, keepRefreshToken, readRefreshToken, readSharedSession, subscribeSession, type TokenObject } from './store';
import { PROFILE_KEY } from './profile';
import { clockOffsetAt } from './sessionRules';
import type { SessionState } from './sessionState';

/** How often a signed-in tab compares its session with the cookies the vendor's other tabs share. */
export const SESSION_SYNC_MS = 1000;
/** setTimeout cannot wait longer than this (about 24.8 days); a later expiry is checked again then. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

export interface SessionKeeperOptions {
  /** Minutes between refreshes; 0 turns refresh off. */
  refreshMinutes?: number;
}

/**
 * Keeps one tab's session true to the clock and to the vendor's other tabs:
 * - when the token's time runs out, the session ends (and a gated page sends the vendor to /login,
 *   saying why, and back after signing in);
 * - with refresh on, a session with a refresh token is renewed every interval from the moment of
 *   sign-in; a network failure keeps the session and tries again at the next interval, a refusal
 *   ends it;
 * - a sign-out, sign-in or refresh in another tab reaches this one within a second (the cookies
 *   are shared; a signed-in tab compares them with its own session every second, and at once when
 *   the vendor profile changes or the tab is shown again).
 */
export function keepSession(tokens: TokenObject, { refreshMinutes = env.authRefreshMinutes }: SessionKeeperOptions = {}): () => void {
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshTimer: ReturnType<typeof setInterval> | undefined;
  let syncTimer: ReturnType<typeof setInterval> | undefined;
  let watchedToken: string | null = null;
  let refreshing = false;

  const token = () => tokens.value.auth?.token ?? null;

  function scheduleExpiry() {
    clearTimeout(expiryTimer);
    const auth = tokens.value.auth;
    if (!auth) return;
    // expiresAt is already by the server's clock (the store judges by it: ./store.ts).
    const left = new Date(auth.expiresAt).getTime() - Date.now();
    if (left <= 0) {
      endSession(tokens, 'expired', auth.token);
      return;
    }
    expiryTimer = setTimeout(scheduleExpiry, Math.min(left, LONGEST_TIMEOUT_MS));
  }

  /** The cookies as another tab may have left them, compared with this tab's session. */
  function syncWithCookies() {
    const ours = token();
    const shared = readSharedSession();
    if ((shared?.token ?? null) === ours) return;
    if (!shared) {
      if (!ours) return;
      const expired = new Date(tokens.value.auth?.expiresAt ?? 0).getTime() <= Date.now();
      if (expired) endSession(tokens, 'expired', ours);
      else forgetSession(tokens);
      return;
    }
    adoptSession(tokens, shared.token, shared.state);
  }

  /**
   * One tab renews at a time (a Web Lock, where the browser has them): with a refresh token that
   * the API rotates, two tabs sending the same one at once would see one of them refused. A tab
   * that got the lock after another renewed takes that tab's token instead of sending its own.
   */
  async function refresh() {
    if (refreshing || !token()) return;
    refreshing = true;
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      if (locks) await locks.request('greendrop-session-refresh', renew);
      else await renew();
    } finally {
      refreshing = false;
    }
  }

  async function renew() {
    const sent = token();
    const shared = readSharedSession();
    if (shared && shared.token !== sent) {
      adoptSession(tokens, shared.token, shared.state);
      return;
    }
    const refreshToken = readRefreshToken();
    if (!refreshToken || !sent) return;
    try {
      const { refreshLogin } = await import('./api');
      const answer = await refreshLogin(refreshToken);
      if (answer.status === 'Success' && answer.data?.token) {
        const renewed = answer.data.token;
        const clock = clockOffsetAt(renewed);
        keepRefreshToken(answer.data.refresh_token ?? refreshToken, renewed, clock);
        const state = (tokens.value.userState ?? { name: '' }) as SessionState;
        adoptSession(tokens, renewed, { ...state, clock });
        return;
      }
      endSession(tokens, 'unauthorized', sent);
    } catch (error) {
      // No answer: the session stands, and the next interval tries again (its expiry still ends it).
      if (!isNetworkError(error)) endSession(tokens, 'unauthorized', sent);
    }
  }

  function onSessionChange() {
    const current = token();
    scheduleExpiry();
    if (current && !syncTimer) syncTimer = setInterval(syncWithCookies, SESSION_SYNC_MS);
    if (!current) {
      clearInterval(syncTimer);
      syncTimer = undefined;
    }
    // The refresh interval starts at sign-in (from signed out to signed in) and runs until sign-out.
    if (current && !watchedToken && refreshMinutes > 0) refreshTimer = setInterval(() => void refresh(), refreshMinutes * 60_000);
    if (!current) {
      clearInterval(refreshTimer);
      refreshTimer = undefined;
    }
    watchedToken = current;
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key === PROFILE_KEY || event.key === null) syncWithCookies();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') syncWithCookies();
  };

  const unsubscribe = subscribeSession(onSessionChange);
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  onSessionChange();

  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
    clearTimeout(expiryTimer);
    clearInterval(refreshTimer);
    clearInterval(syncTimer);
  };
}
