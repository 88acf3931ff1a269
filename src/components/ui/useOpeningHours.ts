import { site } from '../../config/site';
import { useT } from '../../i18n/useT';

/**
 * The opening hours of site.hours in the page's language: "9 AM to 6 PM, Monday to Saturday",
 * "सोमवार से शनिवार, सुबह 9 से शाम 6 बजे तक". Day names come from the catalogue, not Intl: a date
 * format built on every header's render cost a throttled phone about 50 ms of blocking time per page.
 * site.ts stays the one place the hours are set.
 */
export function useOpeningHours(): string {
  const t = useT('common');
  const day = (name: (typeof site.hours.days)[number]) => t(`weekday.${name}`);
  const time = useClockTime();
  const { days, opens, closes } = site.hours;
  return t('hours.range', { opens: time(opens), closes: time(closes), firstDay: day(days[0]), lastDay: day(days[days.length - 1]) });
}

/** A time of day on the hour ('09:00', '15:00') as the page's language says it: "9 AM", "दोपहर 3". */
export function useClockTime(): (hhmm: string) => string {
  const t = useT('common');
  return (hhmm) => {
    const hour24 = Number(hhmm.slice(0, 2));
    const hour = String(hour24 % 12 || 12);
    return t(hour24 < 12 ? 'hours.morning' : hour24 < 16 ? 'hours.afternoon' : 'hours.evening', { hour });
  };
}
