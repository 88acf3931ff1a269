/**
 * The calculator's numbers on screen. Written out rather than left to Intl, so the build-time render
 * and every browser produce the same characters (as content/pages/format.ts does for page copy), and
 * never "NaN" or "Infinity": a value that is not finite shows as a dash.
 */

const DASH = '—';

/** Indian digit grouping of a whole number: 1234567 -> "12,34,567". */
function groupIndian(whole: string): string {
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
}

/** A non-negative number with `decimals` places (trailing zeros dropped), grouped the Indian way. */
export function formatNumber(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return DASH;
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction = ''] = fixed.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${value < 0 && Number(fixed) !== 0 ? '-' : ''}${groupIndian(whole)}${trimmed ? `.${trimmed}` : ''}`;
}

/** Quantities (kg, litres, kg CO2e): one decimal below 10, whole numbers from 10 up. */
export const formatQuantity = (value: number): string => formatNumber(value, Math.abs(value) < 10 ? 1 : 0);

/** Whole rupees: ₹12,313. */
export const formatRupees = (value: number): string => (Number.isFinite(value) ? `₹${formatNumber(Math.round(value))}` : DASH);

/** A range of whole rupees: ₹12,313 to ₹16,230. */
export const formatRupeeRange = (min: number, max: number): string => `${formatRupees(min)} to ${formatRupees(max)}`;
