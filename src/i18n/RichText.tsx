import { Trans } from '@lingui/react';
import type { MessageId, Namespace } from './catalogs';
import { useT, type MessageValues } from './useT';

export interface RichTextProps<N extends Namespace> {
  namespace: N;
  id: MessageId<N>;
  values?: MessageValues;
  /** The elements that wrap the message's <0>...</0>, <1>...</1> parts: { 0: <Link to={paths.cart} /> }. */
  components: Record<string, React.ReactElement>;
}

/**
 * A message with elements inside it (a link or bold text within a sentence): "Call us on <0>{phone}</0>".
 * Lingui builds the elements from the catalogue's tags, never from markup strings.
 */
export function RichText<N extends Namespace>({ namespace, id, values, components }: RichTextProps<N>) {
  useT(namespace); // the catalogue is here before Trans reads it
  return <Trans id={`${namespace}.${id}`} values={values} components={components} />;
}
