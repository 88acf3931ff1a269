import { calendarParts, firstOfMonth } from '../../lib/indiaTime';
import { startOfDay, toIsoDate } from '../../lib/isoDate';
import type { DateRange } from './api';
import type { LanguageTag } from '../../i18n/locale';
import { DEFAULT_TAG, formatsFor } from './format';
import type { VendorMessageId } from './messages';

/**
 * Pure date helpers for the vendor charts (by default the last 6 months) and the register. `today`
 * is India's (lib/indiaTime): the defaults are the business's months and financial year.
 */

export interface PickedRange {
  from: Date | null;
  to: Date | null;
}

/** The last 6 months: from the first day of the month 5 months before `today` (YYYY-MM-DD), to `today`. */
export function lastSixMonths(today: string): DateRange {
  return { dateFrom: firstOfMonth(today, -5), dateUpto: today };
}

/**
 * The Indian financial year (1 April to 31 March) that contains `today`, up to `today`: the
 * register's default period, ending today because no later pickup exists yet.
 */
export function currentFinancialYear(today: string): DateRange {
  return { dateFrom: `${financialYearStart(today)}-04-01`, dateUpto: today };
}

/** The calendar year the financial year of a YYYY-MM-DD date starts in: 2025 for March 2026, 2026 for April 2026. */
export function financialYearStart(isoDate: string): number {
  const parts = calendarParts(isoDate);
  if (!parts) return NaN;
  return parts.month >= 4 ? parts.year : parts.year - 1;
}

/** The range's messages: keys of the vendor catalogue, translated by the picker. */
export const RANGE_MESSAGES = {
  fromRequired: 'range.fromRequired',
  toRequired: 'range.toRequired',
  order: 'range.order',
} as const satisfies Record<string, VendorMessageId>;

export interface RangeErrors {
  from?: VendorMessageId;
  to?: VendorMessageId;
}

/** Both dates chosen and from <= to; errors are keyed by the field they belong under. */
export function rangeErrors({ from, to }: PickedRange): RangeErrors {
  const errors: RangeErrors = {};
  if (!from) errors.from = RANGE_MESSAGES.fromRequired;
  if (!to) errors.to = RANGE_MESSAGES.toRequired;
  if (from && to && startOfDay(from) > startOfDay(to)) errors.to = RANGE_MESSAGES.order;
  return errors;
}

/** The API's body for a valid range, or null while the range is not valid. */
export function toDateRange(range: PickedRange): DateRange | null {
  if (!range.from || !range.to || Object.keys(rangeErrors(range)).length > 0) return null;
  return { dateFrom: toIsoDate(range.from), dateUpto: toIsoDate(range.to) };
}

/** Every month touched by the range, as YYYY-MM, oldest first. */
export function monthsInRange({ dateFrom, dateUpto }: DateRange): string[] {
  if (!calendarParts(dateFrom) || !calendarParts(dateUpto) || dateFrom > dateUpto) return [];
  const months: string[] = [];
  for (let month = firstOfMonth(dateFrom); month <= dateUpto; month = firstOfMonth(month, 1)) months.push(month.slice(0, 7));
  return months;
}

/** '2026-06' -> 'Jun 2026' in English (India), 'जून 2026' in Hindi. */
export function monthLabel(yearMonth: string, locale: LanguageTag = DEFAULT_TAG): string {
  return formatsFor(locale).monthLabel(yearMonth);
}

/** '2026-06' -> "Jun '26", for a chart axis. */
export function shortMonthLabel(yearMonth: string, locale: LanguageTag = DEFAULT_TAG): string {
  return formatsFor(locale).shortMonthLabel(yearMonth);
}

/**
 * One value per month of the range, in order; months the API left out count as zero
 * (no oil sold, no points earned), so every chart of the range has the same months.
 */
export function fillMonths<T extends { month: string }>(range: DateRange, rows: T[], empty: (month: string) => T): T[] {
  const byMonth = new Map(rows.map((row) => [row.month.slice(0, 7), row]));
  return monthsInRange(range).map((month) => byMonth.get(month) ?? empty(month));
}
