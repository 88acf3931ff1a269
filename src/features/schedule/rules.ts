import { site } from '../../config/site';
import type { MessageId } from '../../i18n/catalogs';
import type { CollectionRequest, Schedule, ScheduleFrequency, TimeSlot } from '../../types/api';

/**
 * The recurring pickup's choices and the form's rules, without rendering: what the vendor may pick
 * (the company's working days and hours, from config/site.ts) and how the form's text becomes a call.
 */

export const FREQUENCIES: readonly ScheduleFrequency[] = ['weekly', 'fortnightly', 'monthly'];
export const TIME_SLOTS: readonly TimeSlot[] = ['morning', 'afternoon', 'evening'];
/** The latest day of the month a monthly pickup may take: every month has it. */
export const LAST_MONTHLY_DAY = 28;

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** The days a weekly or fortnightly pickup may fall on: the days we work (site.hours.days), 1 = Monday. */
export const WORKING_DAYS: readonly { weekday: number; name: WeekdayName }[] = WEEKDAY_NAMES.flatMap((name, index) =>
  (site.hours.days as readonly string[]).includes(name) ? [{ weekday: index + 1, name }] : [],
);
export const WORKING_WEEKDAYS: readonly number[] = WORKING_DAYS.map((day) => day.weekday);

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A slot's hours ('09:00' to '12:00'): the working day (site.hours) cut into three equal parts, morning first. */
export function slotHours(slot: TimeSlot): { from: string; to: string } {
  const opens = minutesOf(site.hours.opens);
  const part = (minutesOf(site.hours.closes) - opens) / TIME_SLOTS.length;
  const index = TIME_SLOTS.indexOf(slot);
  return { from: clockOf(opens + Math.round(part * index)), to: clockOf(opens + Math.round(part * (index + 1))) };
}

/** The form's values, as its controls hold them. */
export interface ScheduleFormValues {
  frequency: string;
  weekday: string;
  dayOfMonth: string;
  timeSlot: string;
}

/** What POST pickup-schedule sends (besides its idempotency key). */
export interface ScheduleInput {
  frequency: ScheduleFrequency;
  weekday: number | null;
  day_of_month: number | null;
  time_slot: TimeSlot;
}

export type ScheduleErrors = Partial<Record<'weekday' | 'dayOfMonth', MessageId<'schedule'>>>;

/** A new schedule: weekly in the morning, the day still to choose. */
export const emptyScheduleForm: ScheduleFormValues = { frequency: 'weekly', weekday: '', dayOfMonth: '', timeSlot: 'morning' };

/** The form as it opens: the vendor's schedule, or a new one. */
export function scheduleFormValues(schedule: Schedule | null): ScheduleFormValues {
  if (!schedule) return emptyScheduleForm;
  return {
    frequency: schedule.frequency,
    weekday: schedule.weekday === null ? '' : String(schedule.weekday),
    dayOfMonth: schedule.day_of_month === null ? '' : String(schedule.day_of_month),
    timeSlot: schedule.time_slot,
  };
}

/** A whole number from min to max, as typed (digits only, spaces around allowed), or null. */
function wholeIn(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/** Checks the form: the messages under the fields, or what to send. */
export function validateScheduleForm(values: ScheduleFormValues): { errors: ScheduleErrors; input: ScheduleInput | null } {
  const frequency = FREQUENCIES.find((choice) => choice === values.frequency) ?? 'weekly';
  const time_slot = TIME_SLOTS.find((choice) => choice === values.timeSlot) ?? 'morning';
  if (frequency === 'monthly') {
    const day = wholeIn(values.dayOfMonth, 1, LAST_MONTHLY_DAY);
    return day === null ? { errors: { dayOfMonth: 'errors.dayOfMonth' }, input: null } : { errors: {}, input: { frequency, weekday: null, day_of_month: day, time_slot } };
  }
  const weekday = wholeIn(values.weekday, 1, 7);
  if (weekday === null || !WORKING_WEEKDAYS.includes(weekday)) return { errors: { weekday: 'errors.weekday' }, input: null };
  return { errors: {}, input: { frequency, weekday, day_of_month: null, time_slot } };
}

/** A pickup to come: its day, its slot when known, and whether it is a visit booked for a request. */
export interface UpcomingPickup {
  date: string;
  slot: TimeSlot | null;
  booked: boolean;
}

/**
 * The vendor's next pickup: the earliest of the recurring pickup's next date and the visits booked
 * for their requests (Scheduled, on `today` or later; YYYY-MM-DD, India's). On one day the earlier
 * slot comes first, and a booked visit before a recurring one (it names who is coming).
 */
export function nextPickupOf(schedule: Schedule | null, requests: readonly CollectionRequest[], today: string): UpcomingPickup | null {
  const recurring: UpcomingPickup[] = schedule?.next_dates[0] ? [{ date: schedule.next_dates[0], slot: schedule.time_slot, booked: false }] : [];
  const booked = requests.flatMap((request): UpcomingPickup[] =>
    request.status === 'Scheduled' && request.scheduled_for && request.scheduled_for >= today ? [{ date: request.scheduled_for, slot: request.time_slot ?? null, booked: true }] : [],
  );
  const slotOrder = (slot: TimeSlot | null) => (slot === null ? TIME_SLOTS.length : TIME_SLOTS.indexOf(slot));
  const sorted = [...booked, ...recurring].sort((a, b) => a.date.localeCompare(b.date) || slotOrder(a.slot) - slotOrder(b.slot));
  return sorted[0] ?? null;
}
