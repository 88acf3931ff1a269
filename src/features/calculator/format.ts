import { regionTag, type Locale } from '../../i18n/locale';
import type { Words } from './words';

/**
 * The calculator's numbers on screen, with Intl in the page's language (en-IN, hi-IN): Indian
 * grouping (12,34,567) in both, and the digits 0-9 in Hindi too. Never "NaN" or "Infinity": a value
 * that is not finite shows as a dash.
 *
 * The build-time render (Node) and the browser must produce the same characters, or hydration
 * fails. So each formatter is checked once against the figures it must give; a runtime whose Intl
 * lacks the locale's data (or formats it differently) gets the same characters written out by hand.
 */

const DASH = '—';

/** Indian digit grouping of a whole number: 1234567 -> "12,34,567". */
function groupIndian(whole: string): string {
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
}

/** The hand-written number: `decimals` places at most (trailing zeros dropped), grouped the Indian way. */
function writtenOut(value: number, decimals: number): string {
  const [whole, fraction = ''] = value.toFixed(decimals).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${groupIndian(whole)}${trimmed ? `.${trimmed}` : ''}`;
}

/** Intl's formatter, or null where it does not give exactly what the check expects. */
function checked(make: () => Intl.NumberFormat, expected: Record<string, number>): Intl.NumberFormat | null {
  try {
    const format = make();
    return Object.entries(expected).every(([text, value]) => format.format(value) === text) ? format : null;
  } catch {
    return null;
  }
}

const decimalFormats = new Map<string, Intl.NumberFormat | null>();

function decimalFormat(locale: Locale, decimals: number): Intl.NumberFormat | null {
  const key = `${locale}/${decimals}`;
  if (!decimalFormats.has(key)) {
    const make = () => new Intl.NumberFormat(regionTag[locale], { numberingSystem: 'latn', useGrouping: true, minimumFractionDigits: 0, maximumFractionDigits: decimals });
    const expected: Record<string, number> = { '12,34,567': 1234567, '1,234': 1234, '0': 0 };
    if (decimals > 0) expected['12,34,567.5'] = 1234567.5;
    decimalFormats.set(key, checked(make, expected));
  }
  return decimalFormats.get(key) ?? null;
}

const rupeeFormats = new Map<Locale, Intl.NumberFormat | null>();

function rupeeFormat(locale: Locale): Intl.NumberFormat | null {
  if (!rupeeFormats.has(locale)) {
    const make = () =>
      new Intl.NumberFormat(regionTag[locale], {
        style: 'currency',
        currency: 'INR',
        currencyDisplay: 'narrowSymbol',
        numberingSystem: 'latn',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      });
    rupeeFormats.set(locale, checked(make, { '₹12,34,567': 1234567, '₹40': 40, '₹0': 0 }));
  }
  return rupeeFormats.get(locale) ?? null;
}

/** A number with `decimals` places at most (trailing zeros dropped), grouped the Indian way. */
export function formatNumber(value: number, decimals = 0, locale: Locale = 'en'): string {
  if (!Number.isFinite(value)) return DASH;
  const magnitude = Math.abs(value);
  const text = decimalFormat(locale, decimals)?.format(magnitude) ?? writtenOut(magnitude, decimals);
  // A negative that rounds to zero shows as 0, never "-0".
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** Quantities (kg, litres, kg CO2e): one decimal below 10, whole numbers from 10 up. */
export const formatQuantity = (value: number, locale: Locale = 'en'): string => formatNumber(value, Math.abs(value) < 10 ? 1 : 0, locale);

/** Whole rupees: ₹12,313. */
export function formatRupees(value: number, locale: Locale = 'en'): string {
  if (!Number.isFinite(value)) return DASH;
  const rupees = Math.round(value);
  if (rupees < 0) return `₹${formatNumber(rupees, 0, locale)}`;
  return rupeeFormat(locale)?.format(rupees) ?? `₹${formatNumber(rupees, 0, locale)}`;
}

/** The number formats of one language, for the calculator's words. */
export interface Numbers {
  number: (value: number, decimals?: number) => string;
  quantity: (value: number) => string;
  rupees: (value: number) => string;
}

const numbersByLocale = new Map<Locale, Numbers>();

export function numbersFor(locale: Locale): Numbers {
  let numbers = numbersByLocale.get(locale);
  if (!numbers) {
    numbers = {
      number: (value, decimals = 0) => formatNumber(value, decimals, locale),
      quantity: (value) => formatQuantity(value, locale),
      rupees: (value) => formatRupees(value, locale),
    };
    numbersByLocale.set(locale, numbers);
  }
  return numbers;
}

/** A range of whole rupees: ₹12,313 to ₹16,230. */
export const formatRupeeRange = (min: number, max: number, { t, num }: Words): string => t('value.rupeeRange', { min: num.rupees(min), max: num.rupees(max) });
