import { describe, expect, it } from 'vitest';
import { companyHolidays, type CompanyHoliday } from '../../src/config/holidays';
import { isHoliday, nextPickupDates, readScheduleRequest, savedSchedule, scheduleOf, type PickupRule, type StoredSchedule } from '../../src/mocks/schedule';
import { nextPickupOf } from '../../src/features/schedule/rules';
import type { CollectionRequest, Schedule } from '../../src/types/api';
import { demoBookedVisitDate, demoCollectionRequests, demoCollectionRequestsOn } from '../../src/mocks/data/vendor';

// The recurring pickup's next dates (the mock API's rule, src/mocks/schedule.ts), worked out by hand
// from a calendar: 21 November 2026 is a Saturday, 24 November a Tuesday, 25 December a Friday.

const weekly = (weekday: number, saved_on = '2026-01-01'): PickupRule => ({ frequency: 'weekly', weekday, day_of_month: null, saved_on });
const fortnightly = (weekday: number, saved_on: string): PickupRule => ({ frequency: 'fortnightly', weekday, day_of_month: null, saved_on });
const monthly = (day: number): PickupRule => ({ frequency: 'monthly', weekday: null, day_of_month: day, saved_on: '2026-01-01' });
const NONE: CompanyHoliday[] = [];
const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay(); // 0 = Sunday

describe('nextPickupDates', () => {
  it('gives the next three weekly dates, across the end of a month', () => {
    expect(nextPickupDates(weekly(2), '2026-11-21', [], companyHolidays, 3)).toEqual(['2026-11-24', '2026-12-01', '2026-12-08']);
  });

  it('counts a pickup due today as still to come', () => {
    expect(nextPickupDates(weekly(2), '2026-11-24', [], companyHolidays, 2)).toEqual(['2026-11-24', '2026-12-01']);
  });

  it('leaves a skipped date out and moves on to the next', () => {
    expect(nextPickupDates(weekly(2), '2026-11-21', ['2026-11-24'], companyHolidays, 3)).toEqual(['2026-12-01', '2026-12-08', '2026-12-15']);
    expect(nextPickupDates(weekly(2), '2026-11-21', ['2026-12-01', '2026-12-08'], companyHolidays, 3)).toEqual(['2026-11-24', '2026-12-15', '2026-12-22']);
  });

  it('moves a pickup on a holiday to the next working day, across the end of a year', () => {
    // Friday 25 December (Christmas) becomes Saturday 26 December; then Friday 1 January 2027.
    expect(nextPickupDates(weekly(5), '2026-12-20', [], companyHolidays, 3)).toEqual(['2026-12-26', '2027-01-01', '2027-01-08']);
    // Without the holiday the Friday stands.
    expect(nextPickupDates(weekly(5), '2026-12-20', [], NONE, 1)).toEqual(['2026-12-25']);
    // Republic Day 2026 is a Monday: that week's Monday pickup comes on Tuesday 27 January.
    expect(nextPickupDates(weekly(1), '2026-01-20', [], companyHolidays, 2)).toEqual(['2026-01-27', '2026-02-02']);
  });

  it('moves past a Sunday and a holiday together (Saturday holiday, then Sunday)', () => {
    // Independence Day 2026 is a Saturday: the Saturday pickup moves over the Sunday to Monday 17 August.
    expect(nextPickupDates(weekly(6), '2026-08-10', [], companyHolidays, 2)).toEqual(['2026-08-17', '2026-08-22']);
  });

  it('keeps a pickup moved from yesterday, due today', () => {
    // Monthly on the 25th: Christmas moves December's to Saturday the 26th, which is today.
    expect(nextPickupDates(monthly(25), '2026-12-26', [], companyHolidays, 2)).toEqual(['2026-12-26', '2027-01-25']);
  });

  it('never gives a Sunday', () => {
    // 6 December 2026 is a Sunday: the monthly pickup on the 6th comes on Monday the 7th.
    expect(nextPickupDates(monthly(6), '2026-11-21', [], companyHolidays, 3)).toEqual(['2026-12-07', '2027-01-06', '2027-02-06']);
    const rules = [...[1, 2, 3, 4, 5, 6].flatMap((day) => [weekly(day), fortnightly(day, '2026-03-04')]), ...Array.from({ length: 28 }, (_, i) => monthly(i + 1))];
    for (const today of ['2026-01-01', '2026-06-15', '2026-11-21', '2027-02-27']) {
      for (const rule of rules) {
        const dates = nextPickupDates(rule, today, [], companyHolidays, 6);
        expect(dates).toHaveLength(6);
        expect(dates.filter((date) => weekdayOf(date) === 0 || isHoliday(date, companyHolidays))).toEqual([]);
        expect([...dates].sort()).toEqual(dates);
        expect(dates.every((date) => date >= today)).toBe(true);
      }
    }
  });

  it('keeps a fortnight’s parity, anchored to the first such weekday on or after the day it was saved', () => {
    // Saved on Saturday 21 November for Tuesdays: the first is 24 November, then every 14 days.
    const rule = fortnightly(2, '2026-11-21');
    expect(nextPickupDates(rule, '2026-11-21', [], companyHolidays, 3)).toEqual(['2026-11-24', '2026-12-08', '2026-12-22']);
    // Asked on 1 December (a Tuesday of the other fortnight) or on 2 December: still 8 December.
    expect(nextPickupDates(rule, '2026-12-01', [], companyHolidays, 3)).toEqual(['2026-12-08', '2026-12-22', '2027-01-05']);
    expect(nextPickupDates(rule, '2026-12-02', [], companyHolidays, 1)).toEqual(['2026-12-08']);
    // Months later the parity holds: 24 November + 14 x 10 days = 13 April 2027.
    expect(nextPickupDates(rule, '2027-04-07', [], companyHolidays, 1)).toEqual(['2027-04-13']);
    // Saved on the Tuesday itself: that day is the anchor.
    expect(nextPickupDates(fortnightly(2, '2026-12-01'), '2026-12-01', [], companyHolidays, 2)).toEqual(['2026-12-01', '2026-12-15']);
    // A skipped fortnight moves the list on by a fortnight, not a week.
    expect(nextPickupDates(rule, '2026-11-21', ['2026-11-24'], companyHolidays, 2)).toEqual(['2026-12-08', '2026-12-22']);
  });

  it('takes a monthly pickup on the 28th every month, February included', () => {
    expect(nextPickupDates(monthly(28), '2026-01-29', [], companyHolidays, 3)).toEqual(['2026-02-28', '2026-03-28', '2026-04-28']);
    // 28 February 2027 is a Sunday: Monday 1 March; March's own 28th (a Sunday too) is Monday the 29th.
    expect(nextPickupDates(monthly(28), '2027-02-01', [], companyHolidays, 2)).toEqual(['2027-03-01', '2027-03-29']);
  });

  it('gives nothing for a date it cannot read', () => {
    expect(nextPickupDates(weekly(2), '21/11/2026', [], companyHolidays, 3)).toEqual([]);
  });
});

describe('the stored schedule', () => {
  const stored: StoredSchedule = { ...weekly(2, '2025-12-01'), time_slot: 'morning', skipped: ['2026-11-17', '2026-11-24'] };

  it('answers with the next dates and only the skipped dates still ahead', () => {
    expect(scheduleOf(stored, '2026-11-21')).toEqual({
      frequency: 'weekly',
      weekday: 2,
      day_of_month: null,
      time_slot: 'morning',
      next_dates: ['2026-12-01', '2026-12-08', '2026-12-15'],
      skipped: ['2026-11-24'],
    });
  });

  it('keeps a fortnight’s anchor when only the time slot changes, and starts again from today otherwise', () => {
    const fortnight: StoredSchedule = { ...fortnightly(2, '2026-11-03'), time_slot: 'morning', skipped: [] };
    expect(savedSchedule(fortnight, { frequency: 'fortnightly', weekday: 2, day_of_month: null, time_slot: 'evening' }, '2026-11-21').saved_on).toBe('2026-11-03');
    expect(savedSchedule(fortnight, { frequency: 'fortnightly', weekday: 3, day_of_month: null, time_slot: 'evening' }, '2026-11-21').saved_on).toBe('2026-11-21');
    expect(savedSchedule(null, { frequency: 'monthly', weekday: null, day_of_month: 5, time_slot: 'evening' }, '2026-11-21')).toEqual({
      frequency: 'monthly',
      weekday: null,
      day_of_month: 5,
      time_slot: 'evening',
      saved_on: '2026-11-21',
      skipped: [],
    });
  });
});

describe('readScheduleRequest', () => {
  it('reads a weekly, a monthly and an ending request', () => {
    expect(readScheduleRequest({ frequency: 'weekly', weekday: '2', time_slot: 'morning' })).toEqual({ frequency: 'weekly', weekday: 2, day_of_month: null, time_slot: 'morning' });
    expect(readScheduleRequest({ frequency: 'monthly', day_of_month: '28', time_slot: 'evening' })).toEqual({ frequency: 'monthly', weekday: null, day_of_month: 28, time_slot: 'evening' });
    expect(readScheduleRequest({ frequency: 'none' })).toEqual({ frequency: 'none' });
  });

  it('refuses what it cannot take, with a clear message', () => {
    expect(readScheduleRequest({ frequency: 'daily', weekday: '2', time_slot: 'morning' })).toEqual({ error: 'Choose weekly, fortnightly or monthly.' });
    expect(readScheduleRequest({ frequency: 'weekly', weekday: '7', time_slot: 'morning' })).toEqual({ error: 'Choose a weekday from Monday to Saturday: we do not collect on Sundays.' });
    expect(readScheduleRequest({ frequency: 'fortnightly', weekday: '0', time_slot: 'morning' })).toHaveProperty('error');
    expect(readScheduleRequest({ frequency: 'monthly', day_of_month: '31', time_slot: 'morning' })).toEqual({ error: 'Choose a day of the month from 1 to 28.' });
    expect(readScheduleRequest({ frequency: 'monthly', day_of_month: '2.5', time_slot: 'morning' })).toHaveProperty('error');
    expect(readScheduleRequest({ frequency: 'monthly', day_of_month: '0', time_slot: 'morning' })).toHaveProperty('error');
    expect(readScheduleRequest({ frequency: 'weekly', weekday: '2', time_slot: 'night' })).toEqual({ error: 'Choose a time slot: morning, afternoon or evening.' });
  });
});

describe('the demo’s booked visit', () => {
  it('is the first Friday after the day the demo data is seeded, never that day itself', () => {
    expect(demoBookedVisitDate('2026-11-21')).toBe('2026-11-27');
    expect(demoBookedVisitDate('2026-11-26')).toBe('2026-11-27');
    expect(demoBookedVisitDate('2026-11-27')).toBe('2026-12-04');
  });

  it('moves to the next working day when that Friday is a holiday (Christmas Day 2026)', () => {
    expect(demoBookedVisitDate('2026-12-21')).toBe('2026-12-26');
  });

  it('is the only date the seeded requests change', () => {
    const seeded = demoCollectionRequestsOn('2027-03-01');
    expect(seeded.find((request) => request.status === 'Scheduled')?.scheduled_for).toBe('2027-03-05');
    expect(seeded.map(({ scheduled_for: _, ...rest }) => rest)).toEqual(demoCollectionRequests.map(({ scheduled_for: _, ...rest }) => rest));
  });
});

describe('nextPickupOf: the dashboard’s next pickup', () => {
  const route: Schedule = { frequency: 'weekly', weekday: 2, day_of_month: null, time_slot: 'afternoon', next_dates: ['2026-12-01', '2026-12-08', '2026-12-15'], skipped: [] };
  const visit = (scheduled_for: string, time_slot?: CollectionRequest['time_slot'], status: CollectionRequest['status'] = 'Scheduled'): CollectionRequest => ({
    id: 1,
    requested_on: '2026-11-18T09:42:00+05:30',
    entered_drums_qty: 1,
    entered_volume: 30,
    empty_drums_qty: 0,
    notes_for_team: '',
    status,
    scheduled_for,
    time_slot,
  });

  it('is the earliest of the recurring date and the booked visits', () => {
    expect(nextPickupOf(route, [visit('2026-11-27', 'morning')], '2026-11-27')).toEqual({ date: '2026-11-27', slot: 'morning', booked: true });
    expect(nextPickupOf(route, [visit('2026-12-04', 'morning')], '2026-11-27')).toEqual({ date: '2026-12-01', slot: 'afternoon', booked: false });
    expect(nextPickupOf(null, [visit('2026-12-04')], '2026-11-27')).toEqual({ date: '2026-12-04', slot: null, booked: true });
    expect(nextPickupOf(null, [], '2026-11-27')).toBeNull();
  });

  it('takes the earlier slot on the same day, and leaves out visits passed or not booked', () => {
    expect(nextPickupOf(route, [visit('2026-12-01', 'evening')], '2026-11-27')).toMatchObject({ slot: 'afternoon', booked: false });
    expect(nextPickupOf(route, [visit('2026-12-01', 'morning')], '2026-11-27')).toMatchObject({ slot: 'morning', booked: true });
    expect(nextPickupOf(route, [visit('2026-11-26', 'morning')], '2026-11-27')).toMatchObject({ date: '2026-12-01' });
    expect(nextPickupOf(route, [visit('2026-11-28', 'morning', 'Collected')], '2026-11-27')).toMatchObject({ date: '2026-12-01' });
  });
});
