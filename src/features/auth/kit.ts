/**
 * react-auth-kit 3 ships CommonJS with `exports.default`; bundlers and Node's ESM loader differ
 * on whether a default import yields the function or the module object. Every use of the
 * library goes through here, unwrapped once.
 */
import AuthProviderImport from 'react-auth-kit';
import createRefreshImport from 'react-auth-kit/createRefresh';
import createStoreImport from 'react-auth-kit/createStore';
import useAuthUserImport from 'react-auth-kit/hooks/useAuthUser';
import useIsAuthenticatedImport from 'react-auth-kit/hooks/useIsAuthenticated';
import useSignInImport from 'react-auth-kit/hooks/useSignIn';
import useSignOutImport from 'react-auth-kit/hooks/useSignOut';

function unwrap<T>(imported: T): T {
  const value = imported as unknown as { default?: T };
  return typeof imported === 'function' ? imported : (value.default as T);
}

export const AuthProvider = unwrap(AuthProviderImport);
export const createRefresh = unwrap(createRefreshImport);
export const createStore = unwrap(createStoreImport);
export const useAuthUser = unwrap(useAuthUserImport);
export const useIsAuthenticated = unwrap(useIsAuthenticatedImport);
export const useSignIn = unwrap(useSignInImport);
export const useSignOut = unwrap(useSignOutImport);
export type { createStoreReturn } from 'react-auth-kit/createStore';
