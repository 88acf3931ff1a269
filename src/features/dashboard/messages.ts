import type { MessageId } from '../../i18n/catalogs';
import type { MessageValues } from '../../i18n/useT';

/**
 * The vendor area's messages as code outside components hands them over: a key of the `vendor`
 * catalogue (src/locales/<language>/vendor.json), with its values when it has placeholders.
 * Components translate them with `useT('vendor')` (src/i18n/useT.ts).
 */
export type VendorMessageId = MessageId<'vendor'>;

export interface VendorMessage {
  id: VendorMessageId;
  values?: MessageValues;
}
