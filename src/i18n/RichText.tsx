import { LinguiContext, Trans } from '@lingui/react';
import { i18nFor, type MessageId, type Namespace } from './catalogs';
import type { Locale } from './locale';
import { useLocale } from './LocaleProvider';
import { useT, type MessageValues } from './useT';

export interface RichTextProps<N extends Namespace> {
  namespace: N;
  id: MessageId<N>;
  values?: MessageValues;
  /** The elements that wrap the message's <0>...</0>, <1>...</1> parts: { 0: <Link to={paths.cart} /> }. */
  components: Record<string, React.ReactElement>;
}

/**
 * Lingui's context for `Trans`, one per language, given here rather than around the whole app: only
 * the parts with such messages load @lingui/react (vite.config.ts keeps it out of the framework
 * chunk), and none of them is on a public page's first load. Not Lingui's I18nProvider: it renders
 * every `Trans` again each time a catalogue arrives, and `useT` renders a message only once its
 * catalogue is here.
 */
const linguiContexts: Partial<Record<Locale, React.ContextType<typeof LinguiContext>>> = {};
const linguiContextOf = (locale: Locale) => (linguiContexts[locale] ??= { i18n: i18nFor[locale], _: i18nFor[locale].t.bind(i18nFor[locale]) });

/**
 * A message with elements inside it (a link or bold text within a sentence): "Call us on <0>{phone}</0>".
 * Lingui builds the elements from the catalogue's tags, never from markup strings.
 */
export function RichText<N extends Namespace>({ namespace, id, values, components }: RichTextProps<N>) {
  useT(namespace); // the catalogue is here before Trans reads it
  return (
    <LinguiContext.Provider value={linguiContextOf(useLocale())}>
      <Trans id={`${namespace}.${id}`} values={values} components={components} />
    </LinguiContext.Provider>
  );
}
