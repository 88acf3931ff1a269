import { isCatalogLoaded, loadCatalog } from '../../i18n/catalogs';
import { useLocale } from '../../i18n/LocaleProvider';
import { localeOfPath, type Locale } from '../../i18n/locale';

// Every part of the shell speaks through the `common` messages. The browser entry loads them before
// its first render; the request starts here too, as soon as the shell's code runs, so that a render
// that did not come through the entry (the tests' renderApp) finds them as well.
if (typeof window !== 'undefined') void loadCatalog(localeOfPath(window.location.pathname), 'common').catch(() => undefined);

const failures = new Map<Locale, unknown>();

/**
 * Holds the shell (inside the layout's Suspense) until the page language's common messages are
 * here. It throws the loading promise rather than calling `use`, so the boundary shows its fallback
 * and tries again when the promise settles, also on a first render inside a test's act(). A failed
 * load is thrown as an error, not retried in a loop.
 */
export function CommonMessages({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  if (!isCatalogLoaded(locale, 'common')) {
    if (failures.has(locale)) throw failures.get(locale);
    throw loadCatalog(locale, 'common').catch((error: unknown) => {
      failures.set(locale, error);
    });
  }
  return children;
}
