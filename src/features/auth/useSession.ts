import { useSyncExternalStore } from 'react';
import { useAuthUser, useIsAuthenticated } from './kit';
import type { SessionUser } from './store';

const noSubscribe = () => () => {};

/** False while rendering on the server and while hydrating; true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

export interface Session {
  /** False until the page has hydrated: prerendered HTML is always the signed-out view. */
  known: boolean;
  user: SessionUser | null;
}

/** The signed-in vendor, read so that prerendered HTML and hydration agree (style.md: render is pure). */
export function useSession(): Session {
  const hydrated = useHydrated();
  const isAuthenticated = useIsAuthenticated();
  const user = useAuthUser<SessionUser>();
  if (!hydrated) return { known: false, user: null };
  return { known: true, user: isAuthenticated ? user : null };
}

/** Spec section 2 and 9: the header shows the name cut to 10 characters. */
export function headerName(name: string): string {
  return Array.from(name.trim()).slice(0, 10).join('');
}
