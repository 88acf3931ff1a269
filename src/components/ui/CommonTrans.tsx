import { Trans } from '@lingui/react';
import type { MessageId } from '../../i18n/catalogs';
import { useT, type MessageValues } from '../../i18n/useT';

export interface CommonTransProps {
  id: MessageId<'common'>;
  values?: MessageValues;
  /** The elements that wrap the message's <0>...</0>, <1>...</1> parts (a link, <strong>). */
  components: Record<string, React.ReactElement>;
}

/** A `common` message with elements inside it ("Call us on <0>{phone}</0>"), never built from markup strings. */
export function CommonTrans({ id, values, components }: CommonTransProps) {
  useT('common'); // the catalogue is here before Trans reads it
  return <Trans id={`common.${id}`} values={values} components={components} />;
}
