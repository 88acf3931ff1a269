import { describe, expect, it } from 'vitest';
import { DISPUTE_WINDOW_DAYS } from '../../src/config/disputes';
import { demoDisputes, disputeRefusal, disputeStatusOf, isOpen, lastDayToDispute, type Dispute } from '../../src/mocks/disputes';
import { disputeBlock, DETAILS_MAX, DETAILS_MIN, PHOTO_MAX_BYTES, validateDispute } from '../../src/features/disputes/rules';
import { checkPhoto, fitWithin, photoTypeOf } from '../../src/features/disputes/photo';
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
  it('are one resolved with an adjustment paid at the pickup’s rate, and one open on the pickup before the latest, which stays free to dispute', () => {
    const september = record(2, '2026-09-15', 180.4, 11997.0, { vendor_estimate_kg: 186, rate_inr_per_kg: 66.5 });
    const earlier = record(3, '2026-11-10', 160.2, 10653.3);
    const latest = record(4, '2026-11-17', 158.0, 10507.0);
    const [open, resolved] = demoDisputes([september, earlier, latest], '2026-11-21');
    // Raised on the last day of its window, under review since the next day.
    expect(open).toMatchObject({ receipt_no: earlier.receipt_no, status: 'Under review', raised_on: '2026-11-17', updated_on: '2026-11-18', vendor_kg: 166.7 });
    expect(resolved).toMatchObject({ receipt_no: september.receipt_no, status: 'Resolved', raised_on: '2026-09-17', updated_on: '2026-09-20', adjusted_kg: 1.8, adjusted_amount_inr: 119.7 });
    // Raised yesterday (its window still open): Open, not yet looked at.
    expect(demoDisputes([september, earlier, latest], '2026-11-18')[0]).toMatchObject({ receipt_no: earlier.receipt_no, status: 'Open', raised_on: '2026-11-17', updated_on: '2026-11-17' });
    // The latest pickup is never the demo's disputed one.
    expect(demoDisputes([september, earlier, latest], '2026-11-30').some((item) => item.receipt_no === latest.receipt_no)).toBe(false);
  });
});

describe('what the page offers for a pickup', () => {
  it('offers a dispute inside the window, says why not past it or while one is open', () => {
    expect(disputeBlock({ collected_on: '2026-11-17', dispute_status: null }, '2026-11-24')).toBeNull();
    expect(disputeBlock({ collected_on: '2026-11-17', dispute_status: null }, '2026-11-25')).toBe('window');
    expect(disputeBlock({ collected_on: '2026-11-17', dispute_status: 'Open' }, '2026-11-18')).toBe('open');
    expect(disputeBlock({ collected_on: '2026-11-17', dispute_status: 'Under review' }, '2026-11-30')).toBe('open');
    // An answered dispute leaves the pickup open to another while the window lasts.
    expect(disputeBlock({ collected_on: '2026-11-17', dispute_status: 'Rejected' }, '2026-11-20')).toBeNull();
    expect(disputeBlock({ collected_on: '2026-11-17', dispute_status: 'Resolved' }, '2026-11-25')).toBe('window');
  });
});

describe('the dispute form’s checks', () => {
  const filled = { reason: 'weight', vendorKg: '172.5', details: 'Our scale read 172.5 kg for six drums.' };

  it('sends the reason, the reading for a weight, and the details trimmed', () => {
    expect(validateDispute('R/1', { ...filled, details: '  Our scale read 172.5 kg for six drums. ' })).toEqual({
      errors: {},
      input: { receipt_no: 'R/1', reason: 'weight', vendor_kg: 172.5, details: 'Our scale read 172.5 kg for six drums.' },
    });
    // No reading is sent for a dispute of the rate, even if one was typed before the reason changed.
    expect(validateDispute('R/1', { ...filled, reason: 'rate' }).input).toEqual({ receipt_no: 'R/1', reason: 'rate', details: filled.details });
  });

  it('refuses a missing reason, a reading that is not a weight, and details outside 10 to 1,000 characters', () => {
    expect(validateDispute('R/1', { ...filled, reason: '' }).errors).toEqual({ reason: 'reason' });
    for (const kg of ['', '0', '-3', 'abc', '12.345', '1000000']) expect(validateDispute('R/1', { ...filled, vendorKg: kg }).errors).toEqual({ vendorKg: 'vendorKg' });
    expect(validateDispute('R/1', { ...filled, details: ' too short ' }).errors).toEqual({ details: 'detailsShort' });
    expect(validateDispute('R/1', { ...filled, details: 'x'.repeat(DETAILS_MIN) }).errors).toEqual({});
    expect(validateDispute('R/1', { ...filled, details: 'x'.repeat(DETAILS_MAX) }).errors).toEqual({});
    expect(validateDispute('R/1', { ...filled, details: 'x'.repeat(DETAILS_MAX + 1) }).errors).toEqual({ details: 'detailsLong' });
  });
});

describe('the dispute’s photo', () => {
  it('is a JPEG or a PNG by its first bytes, whatever its name', async () => {
    expect(photoTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(photoTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe('image/png');
    expect(photoTypeOf(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull(); // GIF
    expect(await checkPhoto(new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])], { type: 'image/jpeg' }))).toEqual({ problem: 'type' });
    expect(await checkPhoto(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])]))).toEqual({ type: 'image/jpeg' });
  });

  it('is at most 5 MB', async () => {
    const png = (size: number) => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47]), new Uint8Array(size - 4)]);
    expect(await checkPhoto(png(PHOTO_MAX_BYTES))).toEqual({ type: 'image/png' });
    expect(await checkPhoto(png(PHOTO_MAX_BYTES + 1))).toEqual({ problem: 'size' });
  });

  it('is made at most 1,600 px on its long side, its proportions kept', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 3)).toEqual({ width: 1600, height: 1 });
  });
});
