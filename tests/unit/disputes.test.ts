import { describe, expect, it } from 'vitest';
import { DISPUTE_WINDOW_DAYS } from '../../src/config/disputes';
import { demoDisputes, disputeRefusal, disputeStatusOf, isOpen, lastDayToDispute, type Dispute } from '../../src/mocks/disputes';
import { record } from '../support/collectionRecords';

// Issue 35, item 2: the dispute window (a company fact: 7 days after the pickup in the demo), one
// open dispute at a time, and the demo's two disputes.

const pickup = record(1, '2026-11-17', 160.2, 10653.3);
const dispute = (status: Dispute['status'], raised_on = '2026-11-18', id = 1): Dispute => ({
  id,
  receipt_no: pickup.receipt_no,
  raised_on,
  reason: 'weight',
  vendor_kg: 166.7,
  details: 'Our scale read more.',
  photo_url: null,
  status,
  resolution: null,
  adjusted_kg: null,
  adjusted_amount_inr: null,
  updated_on: raised_on,
});

describe('the dispute window', () => {
  it('runs until the window’s days after the day of collection, and not a day longer', () => {
    expect(DISPUTE_WINDOW_DAYS).toBe(7);
    expect(lastDayToDispute('2026-11-17')).toBe('2026-11-24');
    expect(disputeRefusal(pickup, [], '2026-11-17')).toBeNull();
    expect(disputeRefusal(pickup, [], '2026-11-24')).toBeNull();
    expect(disputeRefusal(pickup, [], '2026-11-25')).toBe('This pickup is more than 7 days old and can no longer be disputed.');
  });

  it('takes one dispute at a time: a second only once the first is answered', () => {
    expect(disputeRefusal(pickup, [dispute('Open')], '2026-11-20')).toBe('This pickup already has an open dispute.');
    expect(disputeRefusal(pickup, [dispute('Under review')], '2026-11-20')).toBe('This pickup already has an open dispute.');
    expect(disputeRefusal(pickup, [dispute('Rejected')], '2026-11-20')).toBeNull();
    expect([isOpen(dispute('Open')), isOpen(dispute('Under review')), isOpen(dispute('Resolved')), isOpen(dispute('Rejected'))]).toEqual([true, true, false, false]);
  });

  it('gives a pickup the status of its latest dispute', () => {
    expect(disputeStatusOf(pickup.receipt_no, [])).toBeNull();
    expect(disputeStatusOf(pickup.receipt_no, [dispute('Rejected', '2026-11-18', 1), dispute('Open', '2026-11-20', 2)])).toBe('Open');
  });
});

describe('the demo’s disputes', () => {
  it('are one resolved with an adjustment paid at the pickup’s rate, and one open on the latest pickup in the window', () => {
    const september = record(2, '2026-09-15', 180.4, 11997.0, { vendor_estimate_kg: 186, rate_inr_per_kg: 66.5 });
    const route = record(3, '2026-11-17', 160.2, 10653.3);
    const [open, resolved] = demoDisputes([september, route], '2026-11-21');
    expect(open).toMatchObject({ receipt_no: route.receipt_no, status: 'Open', raised_on: '2026-11-18', vendor_kg: 166.7 });
    expect(resolved).toMatchObject({ receipt_no: september.receipt_no, status: 'Resolved', raised_on: '2026-09-17', updated_on: '2026-09-20', adjusted_kg: 1.8, adjusted_amount_inr: 119.7 });
    // Past the window, nothing is left open.
    expect(demoDisputes([september, route], '2026-11-30').map((item) => item.status)).toEqual(['Resolved']);
  });
});
