import { useClockTime } from '../../components/ui/useOpeningHours';
import { loadCatalog } from '../../i18n/catalogs';
import { localeOfPath } from '../../i18n/locale';
import { useT, type Translate } from '../../i18n/useT';
import type { Schedule, TimeSlot } from '../../types/api';
import type { LocaleFormats } from '../dashboard';
import { useFormats } from '../dashboard';
import { slotHours, WEEKDAY_NAMES } from './rules';

// The dashboard shows the next pickup and who is coming in these words: their catalogue is asked for
// as soon as this code runs, beside the vendor catalogue, not once a component first needs it.
if (typeof window !== 'undefined') void loadCatalog(localeOfPath(window.location.pathname), 'schedule').catch(() => undefined);

export interface ScheduleText {
  t: Translate<'schedule'>;
  fmt: LocaleFormats;
  /** 2 -> 'Tuesday' ('मंगलवार') */
  weekdayName: (weekday: number) => string;
  /** 'morning' -> 'Morning (9 AM to 12 PM)' */
  slotLabel: (slot: TimeSlot) => string;
  /** 'morning' -> 'morning', inside a sentence */
  slotName: (slot: TimeSlot) => string;
  /** 'Every Tuesday, morning (9 AM to 12 PM)' */
  summary: (schedule: Schedule) => string;
}

/** The recurring pickup's words and formats in the page's language (suspends until its catalogues are here). */
export function useScheduleText(): ScheduleText {
  const t = useT('schedule');
  const common = useT('common');
  const clock = useClockTime();
  const fmt = useFormats();
  const weekdayName = (weekday: number) => common(`weekday.${WEEKDAY_NAMES[(weekday + 6) % 7]}`);
  const slotName = (slot: TimeSlot) => t(`slotName.${slot}`);
  const hoursOf = (slot: TimeSlot) => {
    const hours = slotHours(slot);
    return t('slot.hours', { from: clock(hours.from), to: clock(hours.to) });
  };
  const slotLabel = (slot: TimeSlot) => t('slot.option', { slot: t(`slot.${slot}`), hours: hoursOf(slot) });
  const summary = (schedule: Schedule) => {
    const slot = t('slot.option', { slot: slotName(schedule.time_slot), hours: hoursOf(schedule.time_slot) });
    if (schedule.frequency === 'monthly') return t('next.summaryMonthly', { day: fmt.whole(schedule.day_of_month ?? 1), slot });
    const weekday = weekdayName(schedule.weekday ?? 1);
    return t(schedule.frequency === 'weekly' ? 'next.summaryWeekly' : 'next.summaryFortnightly', { weekday, slot });
  };
  return { t, fmt, weekdayName, slotLabel, slotName, summary };
}
