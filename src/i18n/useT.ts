import { useMemo } from 'react';
import { i18nFor, noteCatalogUse, requireCatalog, type MessageId, type Namespace } from './catalogs';
import { useIsLoadedLater } from './LoadedLater';
import { useLocale } from './LocaleProvider';

export type MessageValues = Record<string, string | number>;
export type Translate<N extends Namespace> = (id: MessageId<N>, values?: MessageValues) => string;

/**
 * The messages of one namespace in the page's language: `const t = useT('common'); t('nav.contact')`.
 * Suspends until the namespace's catalogue has arrived (the build preloads what a page used, and
 * the browser entry loads them before it hydrates).
 */
export function useT<N extends Namespace>(namespace: N): Translate<N> {
  const locale = useLocale();
  if (!useIsLoadedLater()) noteCatalogUse(namespace);
  requireCatalog(locale, namespace);
  return useMemo(() => {
    const i18n = i18nFor[locale];
    return (id, values) => i18n._(`${namespace}.${id}`, values);
  }, [locale, namespace]);
}
