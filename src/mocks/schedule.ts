import { companyHolidays, type CompanyHoliday } from '../config/holidays';
import { FREQUENCIES, LAST_MONTHLY_DAY, TIME_SLOTS, WORKING_WEEKDAYS } from '../features/schedule/rules';
import { dateOfDayNumber as isoOf, dayNumberOf, weekdayOfDayNumber as weekdayOf } from '../lib/indiaTime';
import type { Schedule, ScheduleFrequency, TimeSlot } from '../types/api';

/**
 * The mock API's recurring pickup: how the next dates follow from the vendor's rule, and how a
 * saved rule is checked. Pure functions of their arguments (today included), tested without MSW.
 *
 * The rule:
 * - Dates are counted from today: a pickup due today is still to come.
 * - Weekly: every week on the chosen weekday. Fortnightly: every 14 days from its anchor, the first
 *   such weekday on or after the day the schedule was saved, so a fortnight keeps its parity
 *   whatever day it is asked. Monthly: day N of every month (N is at most 28, so every month has it).
 * - A date that falls on a day we do not work (Sunday: site.hours.days) or on a company holiday
 *   (companyHolidays) moves to the next working day, as the company's holiday list says. It is not
 *   left out: the oil keeps piling up in the vendor's drums, and dropping the visit would make a
 *   fortnightly or monthly vendor wait twice as long.
 * - A date the vendor skipped is left out, and the list moves on to the next one.
 */

/** What the vendor chose, with the day it was saved (the fortnight's anchor). */
export interface PickupRule {
  frequency: ScheduleFrequency;
  /** 1 = Monday ... 6 = Saturday, for weekly and fortnightly. */
  weekday: number | null;
  /** 1-28, for monthly. */
  day_of_month: number | null;
  /** YYYY-MM-DD: the day the rule was saved. */
  saved_on: string;
}

/** The schedule as the mock database keeps it. */
export interface StoredSchedule extends PickupRule {
  time_slot: TimeSlot;
  /** YYYY-MM-DD dates the vendor skipped. */
  skipped: string[];
}

/** How many dates the schedule shows. */
export const NEXT_DATES_COUNT = 3;

const DAY_MS = 24 * 60 * 60 * 1000;


/** True when a YYYY-MM-DD date is one of the holidays: 'MM-DD' ones every year, 'YYYY-MM-DD' ones that year. */
export function isHoliday(isoDate: string, holidays: readonly CompanyHoliday[]): boolean {
  return holidays.some((holiday) => holiday.date === isoDate || holiday.date === isoDate.slice(5));
}

function isWorkingDay(dayNumber: number, holidays: readonly CompanyHoliday[]): boolean {
  return WORKING_WEEKDAYS.includes(weekdayOf(dayNumber)) && !isHoliday(isoOf(dayNumber), holidays);
}

/** The day itself when we work then, else the next working day. */
function onWorkingDay(dayNumber: number, holidays: readonly CompanyHoliday[]): number {
  let day = dayNumber;
  // A year has far fewer holidays than this; the bound only guards against a list that closes every day.
  for (let tries = 0; tries < 366 && !isWorkingDay(day, holidays); tries++) day += 1;
  return day;
}

/** The rule's own dates (before any move), from about `fromDay` on, in order. */
function* ruleDays(rule: PickupRule, fromDay: number): Generator<number> {
  if (rule.frequency === 'monthly') {
    const from = new Date(fromDay * DAY_MS);
    for (let months = 0; ; months++) {
      yield Math.round(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, rule.day_of_month ?? 1) / DAY_MS);
    }
  }
  const weekday = rule.weekday ?? 1;
  const step = rule.frequency === 'fortnightly' ? 14 : 7;
  let first: number;
  if (rule.frequency === 'fortnightly') {
    const saved = dayNumberOf(rule.saved_on) ?? fromDay;
    const anchor = saved + ((weekday - weekdayOf(saved) + 7) % 7);
    // The first date of the anchor's series on or after fromDay (or the anchor itself, if later).
    first = anchor >= fromDay ? anchor : anchor + Math.ceil((fromDay - anchor) / step) * step;
  } else {
    first = fromDay + ((weekday - weekdayOf(fromDay) + 7) % 7);
  }
  for (let day = first; ; day += step) yield day;
}

/**
 * The next `count` pickup dates (YYYY-MM-DD) of a rule from `today` on: a date on a Sunday or a
 * holiday moved to the next working day, skipped dates left out.
 */
export function nextPickupDates(rule: PickupRule, today: string, skipped: readonly string[], holidays: readonly CompanyHoliday[], count: number = NEXT_DATES_COUNT): string[] {
  const todayNumber = dayNumberOf(today);
  if (todayNumber === null || count <= 0) return [];
  const dates: string[] = [];
  // Start a month back: a rule date before today may have moved to today or later.
  const days = ruleDays(rule, todayNumber - 31);
  // Enough rule dates for years of skipping; the bound keeps a rule that can never be met finite.
  for (let taken = 0; taken < 1000 && dates.length < count; taken++) {
    const next = days.next();
    if (next.done) break;
    const date = isoOf(onWorkingDay(next.value, holidays));
    if (date < today || skipped.includes(date) || dates.includes(date)) continue;
    dates.push(date);
  }
  return dates;
}

/** The Schedule the API answers with, for a stored rule on `today`. */
export function scheduleOf(stored: StoredSchedule, today: string, holidays: readonly CompanyHoliday[] = companyHolidays): Schedule {
  const { frequency, weekday, day_of_month, time_slot, skipped } = stored;
  const stillAhead = skipped.filter((date) => date >= today).sort();
  return { frequency, weekday, day_of_month, time_slot, next_dates: nextPickupDates(stored, today, stillAhead, holidays), skipped: stillAhead };
}

export type ScheduleRequest = { frequency: 'none' } | { frequency: ScheduleFrequency; weekday: number | null; day_of_month: number | null; time_slot: TimeSlot };

const wholeIn = (value: string | undefined, min: number, max: number): number | null => {
  if (!/^\d{1,2}$/.test((value ?? '').trim())) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
};

/** A POST pickup-schedule's fields read and checked: the request, or the message a vendor sees. */
export function readScheduleRequest(fields: Record<string, string>): ScheduleRequest | { error: string } {
  const frequency = fields.frequency;
  if (frequency === 'none') return { frequency: 'none' };
  if (!FREQUENCIES.includes(frequency as ScheduleFrequency)) return { error: 'Choose weekly, fortnightly or monthly.' };
  const time_slot = fields.time_slot as TimeSlot;
  if (!TIME_SLOTS.includes(time_slot)) return { error: 'Choose a time slot: morning, afternoon or evening.' };
  if (frequency === 'monthly') {
    const day = wholeIn(fields.day_of_month, 1, LAST_MONTHLY_DAY);
    if (day === null) return { error: `Choose a day of the month from 1 to ${LAST_MONTHLY_DAY}.` };
    return { frequency, weekday: null, day_of_month: day, time_slot };
  }
  const weekday = wholeIn(fields.weekday, 1, 7);
  if (weekday === null || !WORKING_WEEKDAYS.includes(weekday)) return { error: 'Choose a weekday from Monday to Saturday: we do not collect on Sundays.' };
  return { frequency: frequency as ScheduleFrequency, weekday, day_of_month: null, time_slot };
}

/**
 * The rule kept after a save: a fortnight keeps its anchor when only the time slot changes (the
 * same visits, at another hour); a new frequency or day starts from today. Skipped dates stay.
 */
export function savedSchedule(previous: StoredSchedule | null, request: Exclude<ScheduleRequest, { frequency: 'none' }>, today: string): StoredSchedule {
  const sameDays = previous !== null && previous.frequency === request.frequency && previous.weekday === request.weekday && previous.day_of_month === request.day_of_month;
  return { ...request, saved_on: sameDays ? previous.saved_on : today, skipped: previous?.skipped.filter((date) => date >= today) ?? [] };
}
