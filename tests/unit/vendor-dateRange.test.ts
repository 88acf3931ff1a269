import { describe, expect, it } from 'vitest';
import {
  fillMonths,
  isTakenByCalendar,
  lastSixMonths,
  monthLabel,
  monthsInRange,
  parseTypedDate,
  rangeErrors,
  RANGE_MESSAGES,
  shortMonthLabel,
  toDateRange,
} from '../../src/features/dashboard/dateRange';
import { parseIsoDate, toIsoDate } from '../../src/lib/isoDate';

describe('toIsoDate', () => {
  it('writes the local calendar date as YYYY-MM-DD, padded', () => {
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(toIsoDate(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
  });
});

describe('parseIsoDate', () => {
  it('reads a real date and refuses impossible ones', () => {
    expect(parseIsoDate('2026-02-28')).toEqual(new Date(2026, 1, 28));
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-2-3')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });
});

describe('lastSixMonths, the dashboard\'s default range', () => {
  it('runs from the first day of the month 5 months ago to today', () => {
    expect(lastSixMonths('2026-11-21')).toEqual({ dateFrom: '2026-06-01', dateUpto: '2026-11-21' });
  });

  it('crosses the year boundary', () => {
    expect(lastSixMonths('2026-02-10')).toEqual({ dateFrom: '2025-09-01', dateUpto: '2026-02-10' });
  });

  it('covers six months', () => {
    expect(monthsInRange(lastSixMonths('2026-03-31'))).toEqual(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
  });
});

describe('rangeErrors and toDateRange', () => {
  it('accepts from <= to, including the same day', () => {
    const day = new Date(2026, 4, 1);
    expect(rangeErrors({ from: day, to: day })).toEqual({});
    expect(toDateRange({ from: new Date(2026, 0, 1), to: new Date(2026, 5, 30) })).toEqual({ dateFrom: '2026-01-01', dateUpto: '2026-06-30' });
  });

  it('puts the order error under the date changed last, the end date unless told', () => {
    const picked = { from: new Date(2026, 5, 2), to: new Date(2026, 5, 1) };
    expect(rangeErrors(picked)).toEqual({ to: RANGE_MESSAGES.order });
    expect(rangeErrors({ ...picked, changed: 'from' })).toEqual({ from: RANGE_MESSAGES.order });
    expect(toDateRange(picked)).toBeNull();
  });

  it('says what is wrong with text the calendar did not take, and counts that field as not chosen', () => {
    const today = new Date(2026, 10, 21);
    const picked = { from: new Date(2026, 3, 1), to: today };
    expect(rangeErrors({ ...picked, typed: { from: '25/11/2026' } }, { today })).toEqual({ from: RANGE_MESSAGES.afterToday });
    expect(rangeErrors({ ...picked, typed: { from: '0l/1O/2026' } }, { today })).toEqual({ from: RANGE_MESSAGES.format });
    expect(toDateRange({ ...picked, typed: { from: '0l/1O/2026' } })).toBeNull();
    // Half a date is said to be wrong only once the field is left.
    expect(rangeErrors({ ...picked, typed: { to: '21/11' } }, { today })).toEqual({});
    expect(rangeErrors({ ...picked, typed: { to: '21/11' } }, { today, left: { to: true } })).toEqual({ to: RANGE_MESSAGES.format });
    expect(toDateRange({ ...picked, typed: { to: '21/11' } })).toBeNull();
  });

  it('reads a typed date as the calendar does: DD/MM/YYYY, a real day, no later than today', () => {
    const today = new Date(2026, 10, 21);
    expect(parseTypedDate('01/04/2026')).toEqual(new Date(2026, 3, 1));
    expect(parseTypedDate('1/4/2026')).toBeNull();
    expect(parseTypedDate('31/02/2026')).toBeNull();
    expect(isTakenByCalendar('21/11/2026', today)).toBe(true);
    expect(isTakenByCalendar('', today)).toBe(true);
    expect(isTakenByCalendar('22/11/2026', today)).toBe(false);
    expect(isTakenByCalendar('2l/11/2026', today)).toBe(false);
  });

  it('asks for missing dates', () => {
    expect(rangeErrors({ from: null, to: null })).toEqual({ from: RANGE_MESSAGES.fromRequired, to: RANGE_MESSAGES.toRequired });
    expect(toDateRange({ from: null, to: new Date() })).toBeNull();
  });
});

describe('month helpers', () => {
  it('lists every month touched by a range', () => {
    expect(monthsInRange({ dateFrom: '2025-11-15', dateUpto: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsInRange({ dateFrom: '2026-03-01', dateUpto: '2026-03-31' })).toEqual(['2026-03']);
    expect(monthsInRange({ dateFrom: '2026-04-01', dateUpto: '2026-03-31' })).toEqual([]);
  });

  it('labels months the same everywhere', () => {
    expect(monthLabel('2026-06')).toBe('Jun 2026');
    expect(monthLabel('2026-12')).toBe('Dec 2026');
    expect(shortMonthLabel('2026-01')).toBe("Jan '26");
    expect(monthLabel('not a month')).toBe('not a month');
  });

  it('fills months the API left out with an empty value, in order', () => {
    const rows = [{ month: '2026-03', points: 5 }, { month: '2026-01', points: 7 }];
    expect(fillMonths({ dateFrom: '2026-01-01', dateUpto: '2026-04-10' }, rows, (month) => ({ month, points: 0 }))).toEqual([
      { month: '2026-01', points: 7 },
      { month: '2026-02', points: 0 },
      { month: '2026-03', points: 5 },
      { month: '2026-04', points: 0 },
    ]);
  });
});
