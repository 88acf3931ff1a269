import type { MessageId } from '../../i18n/catalogs';
import type { Translate } from '../../i18n/useT';

/**
 * A city, state or depot as the page's language writes it (the catalogue's "place." messages, from
 * config/serviceAreas.ts); a place it does not know, as the API or the list spells it.
 */
export function placeName(t: Translate<'serviceability'>, name: string): string {
  const id = `place.${name}` as MessageId<'serviceability'>;
  const text = t(id);
  return text === `serviceability.${id}` ? name : text;
}
