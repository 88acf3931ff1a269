import { groupIndianDigits } from '../../config/indianNumbers';
import type { Locale } from '../../i18n/locale';

/**
 * The calculator's numbers on screen in the page's language: Indian grouping (12,34,567) and the
 * digits 0-9, in English (en-IN) and in Hindi (hi-IN) alike. Never "NaN" or "Infinity": a value
 * that is not finite shows as a dash.
 *
 * Written out here rather than by Intl.NumberFormat: the first Intl formatter a page builds loads
 * the locale data, 30 to 75 ms of main thread on a desktop and four times that on a slow phone, in
 * the middle of hydrating the calculator (measured with a CPU profile: the calculator page's
 * blocking time). A unit test holds these figures to Intl's en-IN and hi-IN output, and the
 * build-time render and the browser give the same characters by construction.
 */

const DASH = '—';

/** A number with `decimals` places at most (trailing zeros dropped), grouped the Indian way. */
export function formatNumber(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return DASH;
  const [whole, fraction = ''] = Math.abs(value).toFixed(decimals).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const text = `${groupIndianDigits(whole)}${trimmed ? `.${trimmed}` : ''}`;
  // A negative that rounds to zero shows as 0, never "-0".
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** Quantities (kg, litres, kg CO2e): one decimal below 10, whole numbers from 10 up. */
export const formatQuantity = (value: number): string => formatNumber(value, Math.abs(value) < 10 ? 1 : 0);

/** Whole rupees: ₹12,313. */
export function formatRupees(value: number): string {
  if (!Number.isFinite(value)) return DASH;
  return `₹${formatNumber(Math.round(value), 0)}`;
}

/**
 * The number formats of one language, for the calculator's words. English and Hindi write figures
 * alike today (Indian grouping, the digits 0-9); a language that writes them otherwise differs here.
 */
export interface Numbers {
  number: (value: number, decimals?: number) => string;
  quantity: (value: number) => string;
  rupees: (value: number) => string;
}

const indianFigures: Numbers = { number: formatNumber, quantity: formatQuantity, rupees: formatRupees };

export const numbersFor = (_locale: Locale): Numbers => indianFigures;
