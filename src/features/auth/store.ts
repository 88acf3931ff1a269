import { createRefresh, createStore, type createStoreReturn } from './kit';
import { bindAuth } from '../../lib/http';
import { env } from '../../config/env';
import type { User } from '../../types/api';

export type SessionUser = User;
export type AuthStore = createStoreReturn<SessionUser>;

/** Spec section 4: the session cookie is named _auth. */
export const AUTH_COOKIE = '_auth';

type SessionEndedListener = () => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/** The router listens here to send the vendor to /login when a call answers 401. */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

const refresh =
  env.authRefreshMinutes > 0
    ? createRefresh<SessionUser>({
        interval: env.authRefreshMinutes,
        refreshApiCallback: async ({ refreshToken }) => {
          if (!refreshToken) return { isSuccess: false, newAuthToken: '' };
          try {
            // Loaded on first use: the HTTP layer stays off the entry chunk.
            const { refreshLogin } = await import('./api');
            const response = await refreshLogin(refreshToken);
            if (response.status !== 'Success' || !response.data) return { isSuccess: false, newAuthToken: '' };
            return {
              isSuccess: true,
              newAuthToken: response.data.token,
              newRefreshToken: response.data.refresh_token,
            };
          } catch {
            // A failed network call keeps the session; the next interval tries again.
            throw new Error('refresh failed');
          }
        },
      })
    : undefined;

/** Whether sign-in must pass a refresh token: react-auth-kit throws if it is given one it does not expect, or lacks one it does. */
export const authUsesRefresh = refresh !== undefined;

/**
 * The react-auth-kit store: cookie `_auth` on the current host, path `/`, secure-only on https
 * (spec section 4 and contract section 4). Binds the HTTP layer to this session.
 */
export function createAuthStore(): AuthStore {
  const inBrowser = typeof window !== 'undefined';
  const store = createStore<SessionUser>({
    authName: AUTH_COOKIE,
    authType: 'cookie',
    cookieDomain: inBrowser ? window.location.hostname : 'localhost',
    cookieSecure: inBrowser && window.location.protocol === 'https:',
    refresh,
  });
  bindAuth({
    getToken: () => {
      const auth = store.tokenObject.value.auth;
      return auth && new Date(auth.expiresAt) > new Date() ? auth.token : null;
    },
    // `token` is the one the failed call carried, when the HTTP layer passes it: a late 401 for an
    // older session (signed out and in again meanwhile) must not end the current one.
    onUnauthorized: (token?: string) => {
      if (token !== undefined && token !== store.tokenObject.value.auth?.token) return;
      store.tokenObject.set({ auth: null });
      for (const listener of sessionEndedListeners) listener();
    },
  });
  return store;
}
