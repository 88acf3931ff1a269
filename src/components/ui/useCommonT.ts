import { useMemo } from 'react';
import { i18nFor, isCatalogLoaded, loadCatalog, noteCatalogUse } from '../../i18n/catalogs';
import { useLocale } from '../../i18n/LocaleProvider';
import { localeOfPath, type Locale } from '../../i18n/locale';
import type { Translate } from '../../i18n/useT';

// The shell (header, footer, the layout's own words) speaks through the `common` messages. The
// browser entry loads them before its first render; the request starts here too, as soon as the
// shell's code runs, so that a render that did not come through the entry (the tests' renderApp)
// finds them as well.
if (typeof window !== 'undefined') void loadCatalog(localeOfPath(window.location.pathname), 'common').catch(() => undefined);

const failures = new Map<Locale, unknown>();

/**
 * Returns when the language's common messages are here. Otherwise it throws the loading promise for
 * the nearest Suspense boundary, which tries again once it settles; a failed load is thrown as an
 * error, not retried in a loop.
 */
export function requireCommonMessages(locale: Locale): void {
  if (isCatalogLoaded(locale, 'common')) return;
  if (failures.has(locale)) throw failures.get(locale);
  throw loadCatalog(locale, 'common').catch((error: unknown) => {
    failures.set(locale, error);
  });
}

/**
 * `useT('common')` for the parts of the shell that render in the app's very first pass. It reads the
 * messages without React's `use`: a `use` call inside a synchronous act() (a test's render) makes
 * React keep the rest of that render's work for an awaited act, and the page would never arrive.
 * The layout's CommonMessages has the messages loaded before any of the shell renders.
 */
export function useCommonT(): Translate<'common'> {
  const locale = useLocale();
  noteCatalogUse('common');
  requireCommonMessages(locale);
  return useMemo(() => {
    const i18n = i18nFor[locale];
    return (id, values) => i18n._(`common.${id}`, values);
  }, [locale]);
}
