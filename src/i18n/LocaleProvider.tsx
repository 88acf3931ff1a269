import { createContext, useContext } from 'react';
import { defaultLocale, type Locale } from './locale';

const LocaleContext = createContext<Locale>(defaultLocale);

/** The page's language, fixed for the life of the app (switching languages loads the other app). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function LocaleProvider({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}
