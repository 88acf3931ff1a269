import { i18nFor, loadCatalog } from '../../src/i18n/catalogs';
import type { Translate } from '../../src/i18n/useT';
import type { VendorMessage } from '../../src/features/dashboard/messages';
import { makeRecordsCopy, type RecordsCopy } from '../../src/features/records/copy';

/**
 * The vendor catalogue in English, for unit tests of code that hands over message keys: the key is
 * translated as an English page would show it, so the test still reads the English words.
 */
export async function englishVendor(): Promise<{ t: Translate<'vendor'>; text: (message: VendorMessage | null) => string | null; records: RecordsCopy }> {
  await loadCatalog('en', 'vendor');
  const t: Translate<'vendor'> = (id, values) => i18nFor.en._(`vendor.${id}`, values);
  return { t, text: (message) => (message ? t(message.id, message.values) : null), records: makeRecordsCopy(t) };
}
