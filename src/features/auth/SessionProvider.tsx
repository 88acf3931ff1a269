import { createContext, useContext, type ReactNode } from 'react';
import type { AuthStore, TokenObject } from './store';

const TokensContext = createContext<TokenObject | null>(null);

/**
 * Hands the session's token store to the components below. react-auth-kit's own provider is not
 * used: its hooks do not render again when the session changes, and its refresh timer starts only
 * on a page loaded signed in; ./useSession.ts and ./sessionKeeper.ts do both.
 */
export function SessionProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  return <TokensContext.Provider value={store.tokenObject}>{children}</TokensContext.Provider>;
}

/** The session's token store (react-auth-kit's `tokenObject`). */
export function useAuthTokens(): TokenObject {
  const tokens = useContext(TokensContext);
  if (!tokens) throw new Error('useAuthTokens needs a SessionProvider above it');
  return tokens;
}
