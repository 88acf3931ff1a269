import { site } from '../../config/site';
import { useLocale } from '../../i18n/LocaleProvider';
import { regionTag } from '../../i18n/locale';
import { useT } from '../../i18n/useT';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * The opening hours of site.hours in the page's language: "9 AM to 6 PM, Monday to Saturday",
 * "सोमवार से शनिवार, सुबह 9 से शाम 6 बजे तक". Day names come from Intl, so site.ts stays the one
 * place the hours are set.
 */
export function useOpeningHours(): string {
  const locale = useLocale();
  const t = useT('common');
  // 1 January 2024 was a Monday; UTC, so every server and browser names the same day.
  const weekday = new Intl.DateTimeFormat(regionTag[locale], { weekday: 'long', timeZone: 'UTC' });
  const day = (name: (typeof WEEK)[number]) => weekday.format(Date.UTC(2024, 0, 1 + WEEK.indexOf(name)));
  const time = (hhmm: string) => {
    const hour24 = Number(hhmm.slice(0, 2));
    const hour = String(hour24 % 12 || 12);
    return t(hour24 < 12 ? 'hours.morning' : hour24 < 16 ? 'hours.afternoon' : 'hours.evening', { hour });
  };
  const { days, opens, closes } = site.hours;
  return t('hours.range', { opens: time(opens), closes: time(closes), firstDay: day(days[0]), lastDay: day(days[days.length - 1]) });
}
