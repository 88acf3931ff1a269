import { loadCatalog, requireCatalog } from '../../i18n/catalogs';
import { useLocale } from '../../i18n/LocaleProvider';
import { localeOfPath } from '../../i18n/locale';

// Every page speaks through the common messages: the browser entry loads them before its first
// render; the request starts here too, as soon as the layout's code runs, so that a render that did
// not come through the entry (the tests' renderApp) finds them as well.
if (typeof window !== 'undefined') void loadCatalog(localeOfPath(window.location.pathname), 'common').catch(() => undefined);

/** Holds the shell (inside the layout's Suspense) until the page language's common messages are here. */
export function CommonMessages({ children }: { children: React.ReactNode }) {
  requireCatalog(useLocale(), 'common');
  return children;
}
