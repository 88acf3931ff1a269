import type { Day, FormatLongWidth, Locale, LocaleWidth, Month } from 'date-fns';
// The same module date-fns formats with by default: react-datepicker already brings it.
import { enUS } from 'date-fns/locale/en-US';

/**
 * A date-fns locale for react-datepicker whose month and weekday names come from `Intl` for a
 * region tag (hi-IN: जनवरी, सोमवार), so no locale data is loaded and digits stay 0-9 (the glossary).
 * The picker only formats with it: typing is disabled, so nothing is ever parsed.
 */
export function intlDateLocale(tag: string): Locale {
  const names = (options: Intl.DateTimeFormatOptions, count: number, dateOf: (index: number) => number) => {
    const format = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });
    return Array.from({ length: count }, (_, index) => format.format(dateOf(index)));
  };
  const monthNames = (month: 'long' | 'short' | 'narrow') => names({ month }, 12, (index) => Date.UTC(2024, index, 1));
  // 7 January 2024 was a Sunday (day 0 in date-fns).
  const dayNames = (weekday: 'long' | 'short' | 'narrow') => names({ weekday }, 7, (index) => Date.UTC(2024, 0, 7 + index));
  const months = { long: monthNames('long'), short: monthNames('short'), narrow: monthNames('narrow') };
  const days = { long: dayNames('long'), short: dayNames('short'), narrow: dayNames('narrow') };
  const width = (value: LocaleWidth | undefined) => (value === 'narrow' ? 'narrow' : value === 'abbreviated' || value === 'short' ? 'short' : 'long');
  const datePatterns: Record<FormatLongWidth, string> = {
    full: 'EEEE, d MMMM y',
    long: 'd MMMM y',
    medium: 'd MMM y',
    short: 'dd/MM/y',
    any: 'd MMMM y',
  };
  return {
    ...enUS,
    code: tag,
    localize: {
      ...enUS.localize,
      ordinalNumber: (value: number) => String(value),
      month: (value: Month, options) => months[width(options?.width)][value],
      day: (value: Day, options) => days[width(options?.width)][value],
    },
    formatLong: { ...enUS.formatLong, date: (options) => datePatterns[options?.width ?? 'full'] },
    options: { weekStartsOn: 0, firstWeekContainsDate: 1 },
  };
}
