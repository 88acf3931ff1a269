import { LinguiContext } from '@lingui/react';
import { createContext, useContext } from 'react';
import { i18nFor } from './catalogs';
import { defaultLocale, locales, type Locale } from './locale';

/**
 * Lingui's context for `Trans`, fixed per language. Not Lingui's I18nProvider: it re-renders every
 * `Trans` each time a catalogue arrives, and a component here only renders once its catalogue is
 * loaded (useT), so there is nothing to update.
 */
const linguiContexts = Object.fromEntries(locales.map((locale) => [locale, { i18n: i18nFor[locale], _: i18nFor[locale].t.bind(i18nFor[locale]) }])) as Record<
  Locale,
  React.ContextType<typeof LinguiContext>
>;

const LocaleContext = createContext<Locale>(defaultLocale);

/** The page's language, fixed for the life of the app (switching languages loads the other app). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function LocaleProvider({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <LocaleContext.Provider value={locale}>
      <LinguiContext.Provider value={linguiContexts[locale]}>{children}</LinguiContext.Provider>
    </LocaleContext.Provider>
  );
}
