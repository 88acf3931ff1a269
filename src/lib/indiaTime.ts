/**
 * The business's calendar. GreenDrop works on India's time: "today", the default ranges, the dates
 * the mock API writes and every date shown are Indian dates, whatever zone the device is set to (a
 * browser on UTC late in the evening is already on tomorrow in India).
 *
 * India Standard Time is UTC+05:30 all year, with no daylight saving: the IANA time zone database's
 * zone Asia/Kolkata (file `asia`) has kept that offset since 1945. So an instant's Indian date is
 * plain arithmetic, and needs no time zone data in the browser.
 *
 * Calendar dates are YYYY-MM-DD strings, as the API sends them; sums on them work in UTC, where no
 * offset or clock change can move a day. Only a date picker needs a local `Date` (see ./isoDate).
 */

/** The IANA zone, for Intl where it formats an instant. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** UTC+05:30 in minutes: IST's fixed offset (above). */
const INDIA_OFFSET_MINUTES = 5 * 60 + 30;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The instant's time in India written as UTC's fields, so the getUTC* methods read India's clock. */
const indianClock = (instant: Date | number) => new Date(new Date(instant).getTime() + INDIA_OFFSET_MINUTES * MINUTE_MS);

/** The calendar date in India at an instant (a Date, an epoch time): 2026-11-26 20:00 UTC is '2026-11-27'. */
export function indianDateOf(instant: Date | number): string {
  return indianClock(instant).toISOString().slice(0, 10);
}

/** Today in India, YYYY-MM-DD. Reads the clock: call it in an effect, an event or a state initialiser, never in render. */
export function indianToday(now: Date | number = Date.now()): string {
  return indianDateOf(now);
}

/** An instant as an ISO 8601 date-time on India's clock, '2026-11-27T01:30:00+05:30', as the API writes one. */
export function indianDateTime(instant: Date | number = Date.now()): string {
  return `${indianClock(instant).toISOString().slice(0, 19)}+${pad(Math.floor(INDIA_OFFSET_MINUTES / 60))}:${pad(INDIA_OFFSET_MINUTES % 60)}`;
}

/** The year, month (1-12) and day of a real YYYY-MM-DD date, or null. */
export function calendarParts(isoDate: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

/** YYYY-MM-DD of a year, a month (1-12, counted on past 12 or below 1) and a day. */
export function calendarDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a YYYY-MM-DD date, or null: a whole number to count days with. */
export function dayNumberOf(isoDate: string): number | null {
  const parts = calendarParts(isoDate);
  return parts ? Math.round(Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS) : null;
}

/** The YYYY-MM-DD date of a day number (dayNumberOf's inverse). */
export function dateOfDayNumber(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** 1 = Monday ... 7 = Sunday, of a day number. */
export function weekdayOfDayNumber(dayNumber: number): number {
  return ((new Date(dayNumber * DAY_MS).getUTCDay() + 6) % 7) + 1;
}

/** The date `days` later (earlier when negative); the text itself if it is not a date. */
export function addDays(isoDate: string, days: number): string {
  const day = dayNumberOf(isoDate);
  return day === null ? isoDate : dateOfDayNumber(day + days);
}

/** The first day of the month `months` after the date's month (before it when negative): ('2026-11-27', -5) is '2026-06-01'. */
export function firstOfMonth(isoDate: string, months = 0): string {
  const parts = calendarParts(isoDate);
  return parts ? calendarDate(parts.year, parts.month + months, 1) : isoDate;
}

/** An instant as a person reads it, in India's time: '28 Nov 2026, 10:49 pm' (en-IN), its Hindi form (hi-IN). */
export function indianDateTimeText(instant: number | Date, language: 'en-IN' | 'hi-IN'): string {
  // Hindi on a 24-hour clock: the browsers' Hindi 12-hour time ends in a Latin "am" or "pm".
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: INDIA_TIME_ZONE, ...(language === 'hi-IN' ? { hourCycle: 'h23' as const } : {}) }).format(instant);
}
