import type { LanguageTag } from '../../i18n/locale';
import { indianDateOf } from '../../lib/indiaTime';

/**
 * Number and date display of the vendor area: Indian digit grouping, Indian time, in the page's
 * language ('en-IN' or 'hi-IN': `regionTag[useLocale()]`, see ./useFormats). Words (units such as
 * KG or points) come from the vendor catalogue, not from here.
 */

/** The language the vendor area's figures are written in when none is given. */
export const DEFAULT_TAG: LanguageTag = 'en-IN';

// English month abbreviations are ours (Intl's en-IN writes "Sept"), the same on chart axes and
// request dates; Hindi month names come from Intl, so no Hindi ships in this module.
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function intlMonthNames(locale: LanguageTag, month: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2026, i, 1))));
}

/** Display of the vendor area's figures in one locale: every Intl format of the area goes through here. */
export interface LocaleFormats {
  locale: LanguageTag;
  /** 1234.5 -> '1,234.5' (up to 2 decimals, Indian grouping) */
  number: (value: number) => string;
  /** 123456 -> '1,23,456' (whole numbers: points, counts) */
  whole: (value: number) => string;
  /** 12345.5 -> '₹12,345.50' */
  rupees: (amount: number) => string;
  /** 123456 -> '₹1,23,456' (chart figures) */
  wholeRupees: (amount: number) => string;
  /** 24.5 -> '24.5%' */
  percent: (value: number) => string;
  /** '2026-04-05' -> '05 Apr 2026' ('05 अप्रैल 2026'); the text itself if it is not a date */
  date: (isoDate: string) => string;
  /** '2026-04-05' -> '5 April 2026' */
  longDate: (isoDate: string) => string;
  /** '2026-04' -> 'April 2026' */
  month: (yearMonth: string) => string;
  /** An ISO date-time -> '18 Nov 2026' ('18 नवंबर 2026'), the calendar date in India, written as `date` writes it; the text itself if it cannot be read */
  requestDate: (isoDateTime: string) => string;
  /** '2026-06' -> 'Jun 2026' ('जून 2026'): a chart's month */
  monthLabel: (yearMonth: string) => string;
  /** '2026-06' -> "Jun '26" ("जून '26"): a chart axis's month */
  shortMonthLabel: (yearMonth: string) => string;
  /** '2026-12-01' -> 'Tue 1 Dec' ('मंगलवार 1 दिसंबर'): a pickup's day; the text itself if it is not a date */
  visitDate: (isoDate: string) => string;
  /** '2026-12-01' -> 'Tuesday 1 December 2026' ('मंगलवार 1 दिसंबर 2026') */
  visitLongDate: (isoDate: string) => string;
}

const formatsByLocale = new Map<LanguageTag, LocaleFormats>();

/** Calendar dates carry no time zone: read and written in UTC, so no offset can move the day. */
function calendarDate(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1)];
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day ? date : null;
}

function dateFormat(locale: LanguageTag, options: Intl.DateTimeFormatOptions): (isoDate: string) => string {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return (isoDate) => {
    const date = calendarDate(isoDate);
    return date ? format.format(date) : isoDate;
  };
}

/**
 * A date with its weekday, words joined by spaces ('Tue 1 Dec'). English months are ours (Intl's
 * en-IN writes "Sept"); Hindi writes the weekday and month in full, as `date` does.
 */
function weekdayDateFormat(locale: LanguageTag, withYear: boolean, short: boolean): (isoDate: string) => string {
  const english = locale === 'en-IN';
  const names = short ? 'short' : 'long';
  const format = new Intl.DateTimeFormat(locale, { weekday: english ? names : 'long', day: 'numeric', month: english ? names : 'long', year: withYear ? 'numeric' : undefined, timeZone: 'UTC' });
  return (isoDate) => {
    const date = calendarDate(isoDate);
    if (!date) return isoDate;
    return format
      .formatToParts(date)
      .filter((part) => part.type !== 'literal')
      .map((part) => (english && short && part.type === 'month' ? ENGLISH_MONTHS[date.getUTCMonth()] : part.value))
      .join(' ');
  };
}

function splitMonth(yearMonth: string): [year: string, monthIndex: number] | null {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  if (!match) return null;
  const monthIndex = Number(match[2]) - 1;
  return monthIndex >= 0 && monthIndex < 12 ? [match[1], monthIndex] : null;
}

/** '05 Apr 2026': the vendor area's one way of writing a date. */
const dayMonthYear = (day: number, month: string, year: number) => `${String(day).padStart(2, '0')} ${month} ${year}`;

/** The formats of one locale, built once. */
export function formatsFor(locale: LanguageTag = DEFAULT_TAG): LocaleFormats {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    const english = locale === 'en-IN';
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const rupees = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const monthNames = english ? ENGLISH_MONTHS : intlMonthNames(locale, 'long');
    const axisMonths = english ? ENGLISH_MONTHS : intlMonthNames(locale, 'short');
    formats = {
      locale,
      number: (value) => number.format(value),
      whole: (value) => whole.format(value),
      rupees: (amount) => rupees.format(amount),
      wholeRupees: (amount) => `₹${whole.format(amount)}`,
      percent: (value) => percent.format(value / 100),
      // One date format across the vendor area, the register and the requests: two-digit day, the
      // month as monthNames writes it (our English abbreviations, never Intl's "Sept"; Hindi in
      // full, 05 अप्रैल 2026: Intl's Hindi abbreviations, अप्रै॰, are not everyday writing), year.
      date: (isoDate) => {
        const date = calendarDate(isoDate);
        return date ? dayMonthYear(date.getUTCDate(), monthNames[date.getUTCMonth()], date.getUTCFullYear()) : isoDate;
      },
      longDate: dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }),
      month: dateFormat(locale, { month: 'long', year: 'numeric' }),
      requestDate: (iso) => {
        const instant = new Date(iso);
        if (Number.isNaN(instant.getTime())) return iso;
        const date = calendarDate(indianDateOf(instant)) as Date;
        return dayMonthYear(date.getUTCDate(), monthNames[date.getUTCMonth()], date.getUTCFullYear());
      },
      monthLabel: (yearMonth) => {
        const parts = splitMonth(yearMonth);
        return parts ? `${monthNames[parts[1]]} ${parts[0]}` : yearMonth;
      },
      shortMonthLabel: (yearMonth) => {
        const parts = splitMonth(yearMonth);
        return parts ? `${axisMonths[parts[1]]} '${parts[0].slice(2)}` : yearMonth;
      },
      visitDate: weekdayDateFormat(locale, false, true),
      visitLongDate: weekdayDateFormat(locale, true, false),
    };
    formatsByLocale.set(locale, formats);
  }
  return formats;
}
