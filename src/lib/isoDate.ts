/**
 * A date picker's calendar dates. react-datepicker works with local `Date`s: these turn a YYYY-MM-DD
 * date (as the API wants it: entry_by, every date range) into the local Date for that day and back,
 * so a day keeps its number in any zone. Which day is today is India's: see ./indiaTime.
 */

const pad = (n: number) => String(n).padStart(2, '0');

export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local date for YYYY-MM-DD, or null. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return toIsoDate(date) === value ? date : null;
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** YYYY-MM-DD as the page's language shows a date typed in a form (en-IN and hi-IN: 15/01/2030); '' for none. */
export function formatShownDate(value: string, tag: string): string {
  const date = parseIsoDate(value);
  return date ? new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date) : '';
}
