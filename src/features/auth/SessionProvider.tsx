import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthStore, SessionReader } from './store';
import type { TokenObject } from './sessionStatus';

interface LoadedSession {
  tokens: TokenObject;
  reader: SessionReader;
}

interface SessionContextValue {
  /** react-auth-kit's token store once it is loaded, and how to read the vendor from it; null while the page runs without one (signed out). */
  session: LoadedSession | null;
  /** Loads the store (once), reading the session cookies as they are now. */
  loadTokens: () => Promise<TokenObject>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Hands the session's token store to the components below. react-auth-kit's own provider is not
 * used: its hooks do not render again when the session changes, and its refresh timer starts only
 * on a page loaded signed in; ./useSession.ts and ./sessionKeeper.ts do both.
 *
 * Without a `store` the page starts signed out and the store's code (react-auth-kit, its
 * BehaviorSubject, js-cookie) is not downloaded: the browser entry passes one only when the session
 * cookie exists. It is loaded when something needs it (signing in on /login).
 */
export function SessionProvider({ store, children }: { store?: AuthStore; children: ReactNode }) {
  const [session, setSession] = useState<LoadedSession | null>(store ? { tokens: store.tokenObject, reader: store.reader } : null);
  const loading = useRef<Promise<TokenObject> | null>(null);
  const loadTokens = useCallback((): Promise<TokenObject> => {
    if (session) return Promise.resolve(session.tokens);
    loading.current ??= import('./store').then(({ createAuthStore }) => {
      const loaded = createAuthStore();
      setSession({ tokens: loaded.tokenObject, reader: loaded.reader });
      return loaded.tokenObject;
    });
    return loading.current;
  }, [session]);
  const value = useMemo(() => ({ session, loadTokens }), [session, loadTokens]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSessionContext(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useAuthTokens: no SessionProvider');
  return context;
}

/** The session's token store (react-auth-kit's `tokenObject`), or null while none is loaded: signed out. */
export function useAuthTokens(): TokenObject | null {
  return useSessionContext().session?.tokens ?? null;
}

/** The loaded session store and its reader (./useSession.ts), or null while none is loaded. */
export function useLoadedSession(): LoadedSession | null {
  return useSessionContext().session;
}

/** Loads the token store when it is not loaded yet (before signing in), and gives it. */
export function useLoadAuthTokens(): () => Promise<TokenObject> {
  return useSessionContext().loadTokens;
}
