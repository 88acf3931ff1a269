import { createContext, useContext } from 'react';

const LoadedLaterContext = createContext(false);

/**
 * Inside a part of a prerendered page that hydrates later than the rest (the home page's booking
 * form and calculator), messages are not noted for the page's preload: that part loads its
 * catalogue together with its own code, when it is needed.
 */
export function LoadedLater({ children }: { children: React.ReactNode }) {
  return <LoadedLaterContext.Provider value>{children}</LoadedLaterContext.Provider>;
}

/** Whether the calling component renders inside a LoadedLater part (useT then notes no catalogue). */
export function useIsLoadedLater(): boolean {
  return useContext(LoadedLaterContext);
}
