import { describe, expect, it } from 'vitest';
import { currentFinancialYear } from '../../src/features/dashboard/dateRange';
import { formatsFor } from '../../src/features/dashboard/format';
import { groupByMonth, monthWithinRange, sortRecords, totalsOf } from '../../src/features/records/registerRows';
import { record } from '../support/collectionRecords';

const records = [
  record(3, '2026-05-02', 120.1, 7806.5),
  record(1, '2026-04-07', 102.6, 6822.9),
  record(4, '2026-05-02', 0.2, 13),
  record(2, '2026-04-28', 124, 8246),
];

describe('totalsOf', () => {
  it('adds pickups, kilograms, drums, rupees and points without float residue', () => {
    expect(totalsOf([record(1, '2026-04-01', 0.1, 0.1), record(2, '2026-04-02', 0.2, 0.2)])).toEqual({
      pickups: 2,
      quantity_kg: 0.3,
      drums: 8,
      amount_inr: 0.3,
      green_points: 0,
    });
    expect(totalsOf([])).toEqual({ pickups: 0, quantity_kg: 0, drums: 0, amount_inr: 0, green_points: 0 });
  });
});

describe('sortRecords and groupByMonth', () => {
  it('orders by date and, on the same day, by id; newest first reverses both', () => {
    expect(sortRecords(records, 'oldest').map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(sortRecords(records, 'newest').map((r) => r.id)).toEqual([4, 3, 2, 1]);
    expect(records.map((r) => r.id)).toEqual([3, 1, 4, 2]);
  });

  it('groups by calendar month with each month’s totals', () => {
    const groups = groupByMonth(records, 'oldest');
    expect(groups.map((g) => [g.month, g.records.map((r) => r.id)])).toEqual([
      ['2026-04', [1, 2]],
      ['2026-05', [3, 4]],
    ]);
    expect(groups[0].totals).toMatchObject({ pickups: 2, quantity_kg: 226.6, amount_inr: 15068.9 });
    expect(groupByMonth(records, 'newest').map((g) => g.month)).toEqual(['2026-05', '2026-04']);
    expect(groupByMonth([], 'oldest')).toEqual([]);
  });
});

describe('monthWithinRange', () => {
  it('is the part of the range inside the month', () => {
    const range = { dateFrom: '2026-04-15', dateUpto: '2026-11-21' };
    expect(monthWithinRange('2026-04', range)).toEqual({ dateFrom: '2026-04-15', dateUpto: '2026-04-30' });
    expect(monthWithinRange('2026-06', range)).toEqual({ dateFrom: '2026-06-01', dateUpto: '2026-06-30' });
    expect(monthWithinRange('2026-11', range)).toEqual({ dateFrom: '2026-11-01', dateUpto: '2026-11-21' });
    expect(monthWithinRange('2028-02', { dateFrom: '2028-01-01', dateUpto: '2028-12-31' })).toEqual({ dateFrom: '2028-02-01', dateUpto: '2028-02-29' });
  });
});

describe('currentFinancialYear', () => {
  it('runs from 1 April to today, in the Indian financial year that holds today', () => {
    expect(currentFinancialYear('2026-11-21')).toEqual({ dateFrom: '2026-04-01', dateUpto: '2026-11-21' });
    expect(currentFinancialYear('2027-03-31')).toEqual({ dateFrom: '2026-04-01', dateUpto: '2027-03-31' });
    expect(currentFinancialYear('2026-04-01')).toEqual({ dateFrom: '2026-04-01', dateUpto: '2026-04-01' });
    expect(currentFinancialYear('2027-01-05')).toEqual({ dateFrom: '2026-04-01', dateUpto: '2027-01-05' });
  });
});

describe('formatsFor (en-IN)', () => {
  const fmt = formatsFor('en-IN');
  it('groups digits the Indian way and shows money to the paisa', () => {
    expect(fmt.number(1234567.5)).toBe('12,34,567.5');
    expect(fmt.rupees(387360.55)).toBe('₹3,87,360.55');
    expect(fmt.rupees(66.5)).toBe('₹66.50');
    expect(fmt.percent(24.4)).toBe('24.4%');
  });
  it('writes calendar dates without shifting them through a time zone', () => {
    expect(fmt.date('2026-04-07')).toBe('07 Apr 2026');
    expect(fmt.longDate('2026-11-21')).toBe('21 November 2026');
    expect(fmt.month('2026-10')).toBe('October 2026');
    expect(fmt.date('2026-02-30')).toBe('2026-02-30');
  });
  it('is built once per locale', () => {
    expect(formatsFor('en-IN')).toBe(fmt);
    expect(formatsFor('hi-IN').month('2026-10')).not.toBe('October 2026');
  });
});
