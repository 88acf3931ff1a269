import { I18nProvider } from '@lingui/react';
import { createContext, useContext } from 'react';
import { i18nFor } from './catalogs';
import { defaultLocale, type Locale } from './locale';

const LocaleContext = createContext<Locale>(defaultLocale);

/** The page's language, fixed for the life of the app (switching languages loads the other app). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function LocaleProvider({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <LocaleContext.Provider value={locale}>
      <I18nProvider i18n={i18nFor[locale]}>{children}</I18nProvider>
    </LocaleContext.Provider>
  );
}
