import { describe, expect, it } from 'vitest';
import { packContents } from '../../src/features/auditPack/packContents';
import type { Dispute } from '../../src/features/disputes';
import { record } from '../support/collectionRecords';

// Issue 35, item 4: what goes into a year's audit pack.

const dispute = (id: number, receipt_no: string, raised_on: string): Dispute => ({
  id,
  receipt_no,
  raised_on,
  reason: 'weight',
  vendor_kg: 100,
  details: 'Our scale read more.',
  photo_url: null,
  status: 'Resolved',
  resolution: 'Checked.',
  adjusted_kg: null,
  adjusted_amount_inr: null,
  updated_on: raised_on,
});

describe('packContents', () => {
  it('takes the year’s pickups oldest first, their disputes only, and the weighed total to 10 grams', () => {
    const april = record(1, '2026-04-07', 102.6, 6822.9);
    const may = record(2, '2026-05-05', 132.61, 8817.9);
    const contents = packContents([may, april], [dispute(9, may.receipt_no, '2026-05-06'), dispute(3, 'GD/BLR/25-26/000001', '2026-03-30'), dispute(4, april.receipt_no, '2026-04-08')]);
    expect(contents.records.map((row) => row.id)).toEqual([1, 2]);
    // A dispute of another year's pickup belongs to that year's pack.
    expect(contents.disputes.map((row) => row.id)).toEqual([4, 9]);
    expect(contents.totalKg).toBe(235.21);
  });

  it('is empty for a year without pickups', () => {
    expect(packContents([], [dispute(1, 'X', '2026-01-01')])).toEqual({ records: [], disputes: [], totalKg: 0, declarations: [] });
  });

  it('keeps each outlet’s declaration that was in force for some of the year, and says so where none was', () => {
    const declaration = (signed_on: string, valid_until: string) => ({
      id: 1,
      outlet_id: 21,
      signed_on,
      valid_until,
      signatory_name: 'Aditi Kulkarni',
      signatory_designation: 'Director',
      place: 'Bengaluru',
      over_10_tonnes_a_month: 0 as const,
      includes_animal_fat: 0 as const,
      statements_version: '2026-1',
      verify_code: 'KQ7M3T',
    });
    const year = { dateFrom: '2026-04-01', dateUpto: '2026-11-21' };
    const lapsedInYear = declaration('2025-10-24', '2026-10-23');
    const lapsedBefore = declaration('2024-10-24', '2025-10-23');
    const signedAfter = declaration('2026-12-01', '2027-11-30');
    const { declarations } = packContents([], [], [
      { outletId: 21, declaration: lapsedInYear },
      { outletId: 22, declaration: lapsedBefore },
      { outletId: 23, declaration: signedAfter },
      { outletId: 24, declaration: null },
    ], year);
    expect(declarations).toEqual([
      { outletId: 21, declaration: lapsedInYear },
      { outletId: 22, declaration: null },
      { outletId: 23, declaration: null },
      { outletId: 24, declaration: null },
    ]);
  });
});
