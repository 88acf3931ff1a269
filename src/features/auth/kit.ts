/**
 * react-auth-kit 3 ships CommonJS with `exports.default`; bundlers and Node's ESM loader differ
 * on whether a default import yields the function or the module object. The one part of the
 * library the site uses, its cookie-backed token store, is unwrapped here once.
 */
import createStoreImport from 'react-auth-kit/createStore';

function unwrap<T>(imported: T): T {
  const value = imported as unknown as { default?: T };
  return typeof imported === 'function' ? imported : (value.default as T);
}

export const createStore = unwrap(createStoreImport);
export type { createStoreReturn } from 'react-auth-kit/createStore';
