import { regionTag, type Locale } from '../../i18n/locale';

const formats: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/**
 * '2026-11-12T09:30:00+05:30' -> '12 November 2026' ('12 नवंबर 2026' in Hindi): the calendar date
 * as written, in UTC, so it is the same on the server and in every browser.
 */
export function formatPublished(iso: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  formats[locale] ??= new Intl.DateTimeFormat(regionTag[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return formats[locale].format(Date.UTC(Number(year), Number(month) - 1, Number(day)));
}
