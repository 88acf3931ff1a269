import { calendarParts, firstOfMonth } from '../../lib/indiaTime';
import { parseIsoDate, startOfDay, toIsoDate } from '../../lib/isoDate';
import type { DateRange } from './api';
import type { LanguageTag } from '../../i18n/locale';
import { DEFAULT_TAG, formatsFor } from './format';
import type { VendorMessageId } from './messages';

/**
 * Pure date helpers for the vendor charts (by default the last 6 months) and the register. `today`
 * is India's (lib/indiaTime): the defaults are the business's months and financial year.
 */

export type RangeField = 'from' | 'to';

export interface PickedRange {
  from: Date | null;
  to: Date | null;
  /**
   * Text typed into a field that the calendar did not take (not a DD/MM/YYYY date, or a date after
   * today): kept as it was typed, and that field counts as not chosen. Null or missing once it took it.
   */
  typed?: Partial<Record<RangeField, string | null>>;
  /** The field the person changed last: a start after the end is said under it (the end by default). */
  changed?: RangeField;
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

/** 2025 -> '2025-26', as the year is written (FY 2025-26, वित्त वर्ष 2025-26). */
export function financialYearName(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** What the messages need besides the range: today (the latest date), and which fields were left. */
export interface RangeCheck {
  today: Date;
  /** A field left with a date half typed says so; while the person is still typing it does not. */
  left?: Partial<Record<RangeField, boolean>>;
}

/** The range's messages: keys of the vendor catalogue, translated by the picker. */
export const RANGE_MESSAGES = {
  fromRequired: 'range.fromRequired',
  toRequired: 'range.toRequired',
  order: 'range.order',
  /** Takes `{today}`, written as the fields show a date. */
  afterToday: 'range.afterToday',
  format: 'range.format',
} as const satisfies Record<string, VendorMessageId>;

export interface RangeErrors {
  from?: VendorMessageId;
  to?: VendorMessageId;
}

const TYPED_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A date as the fields take it typed, DD/MM/YYYY (the picker's own strict reading), as that day's local Date; else null. */
export function parseTypedDate(text: string): Date | null {
  const match = TYPED_DATE.exec(text.trim());
  return match ? parseIsoDate(`${match[3]}-${match[2]}-${match[1]}`) : null;
}

/** True when the calendar takes what was typed: nothing (the field is cleared), or a whole date no later than today. */
export function isTakenByCalendar(text: string, today: Date): boolean {
  if (text.trim() === '') return true;
  const date = parseTypedDate(text);
  return date !== null && startOfDay(date) <= startOfDay(today);
}

/** The message for text the calendar did not take; none yet for the start of a date still being typed. */
function typedDateError(text: string, today: Date, left: boolean): VendorMessageId | undefined {
  const date = parseTypedDate(text);
  if (date) return startOfDay(date) > startOfDay(today) ? RANGE_MESSAGES.afterToday : undefined;
  const mayBecomeADate = /^[\d/]*$/.test(text.trim()) && text.trim().length < 10;
  return left || !mayBecomeADate ? RANGE_MESSAGES.format : undefined;
}

/** Both dates chosen and from <= to; errors are keyed by the field they belong under. */
export function rangeErrors({ from, to, typed = {}, changed = 'to' }: PickedRange, check?: RangeCheck): RangeErrors {
  const errors: RangeErrors = {};
  const required = { from: RANGE_MESSAGES.fromRequired, to: RANGE_MESSAGES.toRequired };
  for (const field of ['from', 'to'] as const) {
    const text = typed[field];
    if (text !== null && text !== undefined) {
      const error = check ? typedDateError(text, check.today, check.left?.[field] ?? false) : RANGE_MESSAGES.format;
      if (error) errors[field] = error;
    } else if (!(field === 'from' ? from : to)) errors[field] = required[field];
  }
  if (!errors.from && !errors.to && from && to && typed.from == null && typed.to == null && startOfDay(from) > startOfDay(to)) errors[changed] = RANGE_MESSAGES.order;
  return errors;
}

/** The API's body for a valid range, or null while the range is not valid (a date missing, mistyped or out of order). */
export function toDateRange(range: PickedRange): DateRange | null {
  if (!range.from || !range.to || range.typed?.from != null || range.typed?.to != null || startOfDay(range.from) > startOfDay(range.to)) return null;
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
