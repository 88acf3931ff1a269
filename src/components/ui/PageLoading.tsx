import { i18nFor, isCatalogLoaded } from '../../i18n/catalogs';
import { useLocale } from '../../i18n/LocaleProvider';

/**
 * The 'Loading...' fallback while a page loads. A fallback must never wait itself:
 * it reads the common messages only when they are here (always, once the shell shows: the entry
 * and the layout load them first), and says it in English before that.
 */
export function PageLoading() {
  const locale = useLocale();
  const text = isCatalogLoaded(locale, 'common') ? i18nFor[locale]._('common.loading') : 'Loading...';
  return (
    <div className="page-loading" role="status" aria-live="polite">
      {text}
    </div>
  );
}
