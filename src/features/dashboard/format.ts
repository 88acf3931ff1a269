/** Number and date display of the vendor area: Indian digit grouping, Indian time. */

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const upToTwo = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
// Only the calendar date in India comes from Intl; the month names are ours, as on the chart axes.
const indianDate = new Intl.DateTimeFormat('en-CA', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 123456 -> '1,23,456' */
export const formatPoints = (points: number): string => whole.format(points);

/** 152.5 -> '152.5 KG' */
export const formatKg = (kg: number): string => `${upToTwo.format(kg)} KG`;

/** 123456 -> '₹1,23,456' */
export const formatRupees = (amount: number): string => `₹${whole.format(amount)}`;

/** An ISO date-time -> '18 Nov 2026' as in India; the text itself if it cannot be read. */
export function formatRequestDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(indianDate.formatToParts(date).find((p) => p.type === type)?.value);
  return `${part('day')} ${MONTHS[part('month') - 1]} ${part('year')}`;
}

/** The locales the vendor area is written for; English (India) until a Hindi translation lands. */
export type Locale = 'en-IN' | 'hi-IN';
export const DEFAULT_LOCALE: Locale = 'en-IN';

/** Display of the register's figures in one locale: every Intl format of the records goes through here. */
export interface LocaleFormats {
  locale: Locale;
  /** 1234.5 -> '1,234.5' (up to 2 decimals, Indian grouping) */
  number: (value: number) => string;
  /** 12345.5 -> '₹12,345.50' */
  rupees: (amount: number) => string;
  /** 24.5 -> '24.5%' */
  percent: (value: number) => string;
  /** '2026-04-05' -> '05 Apr 2026'; the text itself if it is not a date */
  date: (isoDate: string) => string;
  /** '2026-04-05' -> '5 April 2026' */
  longDate: (isoDate: string) => string;
  /** '2026-04' -> 'April 2026' */
  month: (yearMonth: string) => string;
}

const formatsByLocale = new Map<Locale, LocaleFormats>();

/** Calendar dates carry no time zone: read and written in UTC, so no offset can move the day. */
function calendarDate(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1)];
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day ? date : null;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): (isoDate: string) => string {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return (isoDate) => {
    const date = calendarDate(isoDate);
    return date ? format.format(date) : isoDate;
  };
}

/** The formats of one locale, built once. */
export function formatsFor(locale: Locale = DEFAULT_LOCALE): LocaleFormats {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const rupees = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    formats = {
      locale,
      number: (value) => number.format(value),
      rupees: (amount) => rupees.format(amount),
      percent: (value) => percent.format(value / 100),
      date: dateFormat(locale, { day: '2-digit', month: 'short', year: 'numeric' }),
      longDate: dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }),
      month: dateFormat(locale, { month: 'long', year: 'numeric' }),
    };
    formatsByLocale.set(locale, formats);
  }
  return formats;
}
