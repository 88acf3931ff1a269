import { describe, expect, it } from 'vitest';
import { ESTIMATE_MARK_PERCENT, estimateDifference } from '../../src/features/records/weighing';

// Issue 35, item 1: the vendor's estimate beside the net weight, the difference in kg and per cent,
// and a difference over 10 % marked.

describe('the difference from the vendor’s estimate', () => {
  it('is the net weight less the estimate, in kg and as a share of the estimate', () => {
    expect(estimateDifference({ quantity_kg: 209.3, vendor_estimate_kg: 218 })).toEqual({ estimateKg: 218, kg: -8.7, percent: -4, marked: false });
    expect(estimateDifference({ quantity_kg: 160.2, vendor_estimate_kg: 152 })).toEqual({ estimateKg: 152, kg: 8.2, percent: 5.4, marked: false });
  });

  it('is marked over 10 % either way, and not at exactly 10 %', () => {
    expect(ESTIMATE_MARK_PERCENT).toBe(10);
    expect(estimateDifference({ quantity_kg: 180, vendor_estimate_kg: 200 })).toMatchObject({ percent: -10, marked: false });
    // Marked on the figure shown: 10.05 % shows as 10.1 %.
    expect(estimateDifference({ quantity_kg: 179.9, vendor_estimate_kg: 200 })).toMatchObject({ kg: -20.1, percent: -10.1, marked: true });
    expect(estimateDifference({ quantity_kg: 179.92, vendor_estimate_kg: 200 })).toMatchObject({ percent: -10, marked: false });
    expect(estimateDifference({ quantity_kg: 220.1, vendor_estimate_kg: 200 })).toMatchObject({ percent: 10.1, marked: true });
  });

  it('is not there without an estimate (a route visit) or with an estimate of nothing', () => {
    expect(estimateDifference({ quantity_kg: 150, vendor_estimate_kg: null })).toBeNull();
    expect(estimateDifference({ quantity_kg: 150, vendor_estimate_kg: 0 })).toBeNull();
  });
});
