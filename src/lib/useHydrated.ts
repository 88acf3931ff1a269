import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating; true afterwards. What depends on the
 * browser (the session, storage) renders after this turns true, so the first render in the
 * browser matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
