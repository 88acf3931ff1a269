import { FSSAI_RUCO_URL, RED_II_URL, UCO_YIELD_STUDY_URL } from '../../config/factorSources';
import type { MessageId } from '../../i18n/catalogs';

/**
 * Where the factors of config/oilFactors.ts are published, for the page's list of sources (each
 * title a message of the `calculator` catalogue). The titles are kept with the calculator, since the
 * factors themselves also reach the shell, which the home page's figures need; the addresses are
 * config/factorSources.ts's, which the vendor's impact certificate links too.
 */
export const sources = [
  { label: 'source.redII', href: RED_II_URL },
  // The yield of biodiesel from a kg of oil (UCO_BIODIESEL_KG_PER_KG), as the impact certificate cites it.
  { label: 'source.yield', href: UCO_YIELD_STUDY_URL },
  { label: 'source.fssai', href: FSSAI_RUCO_URL },
] as const satisfies readonly { label: MessageId<'calculator'>; href: string }[];
