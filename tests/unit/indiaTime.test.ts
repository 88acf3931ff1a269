import { describe, expect, it } from 'vitest';
import { addDays, calendarParts, dayNumberOf, firstOfMonth, indianDateOf, indianDateTime, indianDateTimeText, indianToday } from '../../src/lib/indiaTime';
import { parseIsoDate, toIsoDate } from '../../src/lib/isoDate';

// The business's calendar is India's, whatever zone the device is on: this file also runs under
// TZ=UTC and TZ=America/Los_Angeles (the "zone" projects of vite.config.ts).

describe('the zone this file runs in', () => {
  it.runIf(process.env.TZ)('is the one the run was given', () => {
    // Compared as Intl names them (it calls Asia/Kolkata by its older name, Asia/Calcutta).
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(new Intl.DateTimeFormat('en', { timeZone: process.env.TZ }).resolvedOptions().timeZone);
  });
});

describe('indianDateOf and indianToday: the calendar date in India at an instant', () => {
  it('turns at midnight in India, 18:30 UTC, not at the device\'s midnight', () => {
    expect(indianDateOf(new Date('2026-11-26T18:29:59Z'))).toBe('2026-11-26');
    expect(indianDateOf(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27');
    // 8 pm in London on 26 November is 1:30 am on the 27th in Bengaluru.
    expect(indianToday(new Date('2026-11-26T20:00:00Z'))).toBe('2026-11-27');
    // Noon in Los Angeles on the 26th, in its winter time (UTC-8), is already the 27th in India.
    expect(indianToday(new Date('2026-11-26T12:00:00-08:00'))).toBe('2026-11-27');
    // An instant written with India's offset keeps its own date.
    expect(indianDateOf(Date.parse('2026-04-01T00:00:00+05:30'))).toBe('2026-04-01');
  });

  it('has no daylight saving: the same offset on the days other zones change theirs', () => {
    expect(indianDateOf(new Date('2026-03-08T18:30:00Z'))).toBe('2026-03-09');
    expect(indianDateOf(new Date('2026-11-01T18:29:00Z'))).toBe('2026-11-01');
  });
});

describe('indianDateTime: an instant as the API writes it, on India\'s clock', () => {
  it('writes the time in India with its offset, and means the same instant', () => {
    const instant = new Date('2026-11-26T20:00:00Z');
    expect(indianDateTime(instant)).toBe('2026-11-27T01:30:00+05:30');
    expect(new Date(indianDateTime(instant)).getTime()).toBe(instant.getTime());
  });
});

describe('calendar sums, the same in every zone', () => {
  it('adds days across months, years and the days clocks change elsewhere', () => {
    expect(addDays('2026-11-26', 1)).toBe('2026-11-27');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(dayNumberOf('2026-11-02')! - dayNumberOf('2026-10-31')!).toBe(2);
  });

  it('finds the first of a month some months away', () => {
    expect(firstOfMonth('2026-11-27', -5)).toBe('2026-06-01');
    expect(firstOfMonth('2026-02-10', -5)).toBe('2025-09-01');
    expect(firstOfMonth('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('reads only real dates', () => {
    expect(calendarParts('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(calendarParts('2026-02-30')).toBeNull();
    expect(calendarParts('27/11/2026')).toBeNull();
  });
});

describe("a date picker's local Date for an Indian date", () => {
  it('shows the same day in every zone, also on the nights clocks change', () => {
    for (const date of ['2026-11-27', '2026-03-08', '2026-03-29', '2026-11-01', '2026-10-25']) {
      const local = parseIsoDate(date) as Date;
      expect(local.getDate()).toBe(Number(date.slice(8)));
      expect(toIsoDate(local)).toBe(date);
    }
  });
});

describe('indianDateTimeText', () => {
  const instant = Date.parse('2025-12-19T10:30:00Z'); // 4 PM in India
  it('writes India’s time in English on a 12-hour clock, and in Hindi on a 24-hour one with no Latin am or pm', () => {
    expect(indianDateTimeText(instant, 'en-IN')).toMatch(/^19 Dec 2025, 4:00\spm$/i);
    expect(indianDateTimeText(instant, 'hi-IN')).toBe('19 दिस॰ 2025, 16:00');
  });
});
