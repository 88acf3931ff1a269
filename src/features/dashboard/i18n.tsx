import { useMemo } from 'react';
import { loadCatalog } from '../../i18n/catalogs';
import { useLocale } from '../../i18n/LocaleProvider';
import { localeOfPath, regionTag } from '../../i18n/locale';
import { useT, type Translate } from '../../i18n/useT';
import { formatsFor, type LocaleFormats } from './format';

// Every page that imports this module speaks through the vendor messages: the request starts as soon
// as its code runs, beside the page's own chunk (the prerender and the browser entry load them too).
if (typeof window !== 'undefined') void loadCatalog(localeOfPath(window.location.pathname), 'vendor').catch(() => undefined);

/** The vendor area's number and date formats in the page's language (en-IN or hi-IN). */
export function useFormats(): LocaleFormats {
  return formatsFor(regionTag[useLocale()]);
}

/** The formats with the catalogue's units: what the vendor area writes next to its figures. */
export interface VendorFormats extends LocaleFormats {
  /** 152.5 -> '152.5 KG' */
  kg: (kg: number) => string;
  /** 1234 -> '1,234 points' */
  points: (points: number) => string;
  /** 1500 -> '1.5K', 250000 -> '2.5L' (chart labels) */
  compactUnits: { thousand: (value: string) => string; lakh: (value: string) => string; crore: (value: string) => string };
}

export function vendorFormats(fmt: LocaleFormats, t: Translate<'vendor'>): VendorFormats {
  return {
    ...fmt,
    kg: (kg) => t('unit.kg', { value: fmt.number(kg) }),
    points: (points) => t('unit.points', { value: fmt.whole(points) }),
    compactUnits: {
      thousand: (value) => t('unit.thousand', { value }),
      lakh: (value) => t('unit.lakh', { value }),
      crore: (value) => t('unit.crore', { value }),
    },
  };
}

/** The vendor messages and formats of the page's language (suspends until the catalogue is loaded). */
export function useVendorText(): { t: Translate<'vendor'>; fmt: VendorFormats } {
  const t = useT('vendor');
  const base = useFormats();
  const fmt = useMemo(() => vendorFormats(base, t), [base, t]);
  return { t, fmt };
}
