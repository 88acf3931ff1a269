import { site } from '../../config/site';
import type { DateRange } from '../dashboard';
import { financialYearName, financialYearStart } from '../dashboard';

export { financialYearName };

/**
 * Indian financial years (1 April to 31 March), named by the calendar year they start in: 2025 is
 * FY 2025-26, from 1 April 2025 to 31 March 2026. Pure: the caller passes today (India's, YYYY-MM-DD).
 */

/** The first year the impact certificate offers: the first financial year GreenDrop collected in. */
export const EARLIEST_FINANCIAL_YEAR = Number(site.collectingSince.slice(0, 4));
/** How many years are offered when the vendor's first pickup is not known: this one and the four before. */
export const YEARS_OFFERED_WHEN_UNKNOWN = 5;

/** The financial year a date falls in: a date in March 2026 is in FY 2025-26 (2025), one in April 2026 in FY 2026-27. */
export function financialYearOf(isoDate: string): number {
  return financialYearStart(isoDate);
}

/**
 * The API's range for a financial year: 1 April to 31 March, or to today while the year is running
 * (no pickup after today exists yet). Null for a year that has not begun.
 */
export function financialYearRange(startYear: number, today: string): DateRange | null {
  const from = `${startYear}-04-01`;
  const end = `${startYear + 1}-03-31`;
  if (from > today) return null;
  return { dateFrom: from, dateUpto: end < today ? end : today };
}

/** Whether the year is still running on `today` (its figures are to date). */
export function isRunning(startYear: number, today: string): boolean {
  return financialYearOf(today) === startYear;
}

/**
 * The years a vendor may choose, newest first: from this one back to the year of their first pickup
 * when it is known (`firstPickupOn`), else the last YEARS_OFFERED_WHEN_UNKNOWN years;
 * never before EARLIEST_FINANCIAL_YEAR.
 */
export function financialYearChoices(today: string, firstPickupOn: string | null = null): number[] {
  const current = financialYearOf(today);
  const first = firstPickupOn && firstPickupOn <= today ? financialYearOf(firstPickupOn) : current - (YEARS_OFFERED_WHEN_UNKNOWN - 1);
  const oldest = Math.min(current, Math.max(EARLIEST_FINANCIAL_YEAR, first));
  return Array.from({ length: current - oldest + 1 }, (_, i) => current - i);
}
