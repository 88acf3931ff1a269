import { describe, expect, it } from 'vitest';
import { reconcile } from '../../src/features/payments/reconcile';
import { groupByMonth, totalsOf } from '../../src/features/records/registerRows';
import { paymentsCsv } from '../../src/features/payments/paymentsCsv';
import { collectionRecords, JOINED_ON } from '../../src/mocks/data/records';
import { demoPayments, paymentsBetween } from '../../src/mocks/data/payments';
import { demoCollectionRequests } from '../../src/mocks/data/vendor';
import type { Payment } from '../../src/types/api';
import type { Dispute } from '../../src/features/disputes';
import { record } from '../support/collectionRecords';

// The payments page's arithmetic: which pickups are paid and due, and the months' totals.

const payment = (id: number, paid_on: string, amount_inr: number, receipt_nos: string[], method: Payment['method'] = 'NEFT'): Payment => ({
  id,
  paid_on,
  amount_inr,
  method,
  reference: `HDFCN26${String(id).padStart(9, '0')}`,
  receipt_nos,
  adjustments: [],
});
const receipt = (id: number) => `GD/BLR/26-27/${String(id).padStart(6, '0')}`;

describe('reconcile', () => {
  const range = { dateFrom: '2026-10-01', dateUpto: '2026-10-31' };
  // Two October pickups and one in September (outside the range).
  const october = [record(1, '2026-10-06', 100, 6650.1), record(2, '2026-10-20', 150, 9975.2), record(3, '2026-10-28', 200, 13300.3)];

  it('counts a pickup paid in the range as paid, and one in no payment as due', () => {
    const result = reconcile(range, october, [payment(10, '2026-10-30', 13300.3, [receipt(3)], 'UPI')]);
    expect(result.payments.map((line) => line.payment.id)).toEqual([10]);
    expect(result.due.map((r) => r.id)).toEqual([1, 2]);
    expect(result.totals).toMatchObject({ pickups: 3, collected: 29925.6, paid: 13300.3, due: 16625.3, duePickups: 2, received: 13300.3, receivedForEarlier: 0 });
  });

  it('lists a payment of the range that covers earlier pickups, keeping their part out of the range’s months', () => {
    // Paid 7 October for a September pickup (not in the range) and none of October's.
    const result = reconcile(range, october, [payment(11, '2026-10-07', 8000.5, [receipt(900)])]);
    expect(result.payments[0].receipts).toEqual([{ receiptNo: receipt(900), record: null }]);
    expect(result.payments[0].forEarlier).toBe(8000.5);
    expect(result.totals).toMatchObject({ received: 8000.5, receivedForEarlier: 8000.5, paid: 0, due: 29925.6 });
    expect(result.months).toEqual([{ month: '2026-10', pickups: 3, collected: 29925.6, adjusted: 0, paid: 0, due: 29925.6, duePickups: 3 }]);
  });

  it('counts a pickup of the range paid after it ended as paid, without listing that payment', () => {
    const result = reconcile(range, october, [payment(12, '2026-11-07', 16625.3, [receipt(1), receipt(2)])]);
    expect(result.payments).toEqual([]);
    expect(result.paidLater.map((r) => r.id)).toEqual([1, 2]);
    expect(result.due.map((r) => r.id)).toEqual([3]);
    expect(result.totals).toMatchObject({ paid: 16625.3, paidLater: 16625.3, due: 13300.3, received: 0 });
  });

  it('counts a receipt once when two payments list it', () => {
    const twice = [payment(13, '2026-10-10', 6650.1, [receipt(1)]), payment(14, '2026-10-12', 6650.1, [receipt(1), receipt(1)])];
    const result = reconcile(range, october, twice);
    expect(result.totals.paid).toBe(6650.1);
    expect(result.totals.paid + result.totals.due).toBe(result.totals.collected);
    expect(result.payments[0].receipts).toHaveLength(1);
  });

  it('lists the range’s payments newest first, whatever order they come in', () => {
    const result = reconcile(range, october, [payment(1, '2026-10-02', 1, []), payment(2, '2026-10-30', 1, []), payment(3, '2026-10-15', 1, [])]);
    expect(result.payments.map((line) => line.payment.paid_on)).toEqual(['2026-10-30', '2026-10-15', '2026-10-02']);
  });
});

describe('reconcile with the demo vendor’s data', () => {
  const TODAY = '2026-11-21';
  const requests = demoCollectionRequests;

  for (const range of [
    { dateFrom: '2026-04-01', dateUpto: TODAY },
    { dateFrom: '2026-01-15', dateUpto: '2026-06-20' },
    { dateFrom: '2026-10-01', dateUpto: '2026-10-31' },
  ]) {
    it(`makes paid + due the register's amount for each month and for ${range.dateFrom} to ${range.dateUpto}`, () => {
      const records = collectionRecords(requests, range.dateFrom, range.dateUpto, TODAY);
      const all = collectionRecords(requests, JOINED_ON, TODAY, TODAY);
      const result = reconcile(range, records, paymentsBetween(all, range.dateFrom, TODAY, TODAY));
      const register = groupByMonth(records, 'oldest');
      expect(result.months.map((month) => month.month)).toEqual(register.map((group) => group.month));
      result.months.forEach((month, i) => {
        expect(month.collected).toBe(register[i].totals.amount_inr);
        expect(Math.round((month.paid + month.due) * 100)).toBe(Math.round(register[i].totals.amount_inr * 100));
      });
      expect(result.totals.collected).toBe(totalsOf(records).amount_inr);
      expect(Math.round((result.totals.paid + result.totals.due) * 100)).toBe(Math.round(totalsOf(records).amount_inr * 100));
      // What was received in the range is its pickups paid in it plus the part for earlier ones.
      const paidInRange = Math.round((result.totals.paid - result.totals.paidLater) * 100);
      expect(Math.round(result.totals.received * 100)).toBe(paidInRange + Math.round(result.totals.receivedForEarlier * 100));
    });
  }

  it('finds this month’s route pickups due in the default range, and March’s paid in April as earlier pickups', () => {
    const range = { dateFrom: '2026-04-01', dateUpto: TODAY };
    const records = collectionRecords(requests, range.dateFrom, TODAY, TODAY);
    const payments = demoPayments(collectionRecords(requests, JOINED_ON, TODAY, TODAY), TODAY);
    const result = reconcile(range, records, payments);
    expect(result.due.map((r) => r.collected_on)).toEqual(['2026-11-03', '2026-11-10', '2026-11-17']);
    expect(result.totals.due).toBe(39784.8);
    expect(result.months.at(-1)).toMatchObject({ month: '2026-11', paid: 0, due: 39784.8, duePickups: 3 });
    const april7 = result.payments.find((line) => line.payment.paid_on === '2026-04-07')!;
    expect(april7.receipts.every((r) => r.record === null)).toBe(true);
    expect(april7.forEarlier).toBe(april7.payment.amount_inr);
  });

  it('writes the CSV with one line per payment, oldest first, then one per pickup due', () => {
    const range = { dateFrom: '2026-10-01', dateUpto: TODAY };
    const records = collectionRecords(requests, range.dateFrom, TODAY, TODAY);
    const result = reconcile(range, records, paymentsBetween(collectionRecords(requests, JOINED_ON, TODAY, TODAY), range.dateFrom, TODAY, TODAY));
    const csv = paymentsCsv(result, { headers: ['Entry', 'Date', 'Amount (INR)', 'Method', 'Reference', 'Receipt numbers'], payment: 'Payment', due: 'Due', adjustment: 'Dispute adjustment', method: (m) => m });
    const lines = csv.slice(1).split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Entry,Date,Amount (INR),Method,Reference,Receipt numbers');
    expect(lines.slice(1, -1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      'Payment,2026-10-07',
      'Payment,2026-10-30',
      'Payment,2026-11-07',
      'Due,2026-11-03',
      'Due,2026-11-10',
      'Due,2026-11-17',
    ]);
    expect(lines).toContain('Payment,2026-10-30,14144.55,UPI,' + result.payments[1].payment.reference + ',GD/BLR/26-27/008989');
  });
});

describe('a settled dispute’s adjustment', () => {
  const range = { dateFrom: '2026-09-01', dateUpto: '2026-09-30' };
  const september = [record(1, '2026-09-10', 180.2, 12073.4)];
  const settled: Dispute = {
    id: 7,
    receipt_no: receipt(1),
    raised_on: '2026-09-12',
    reason: 'weight',
    vendor_kg: 182,
    details: 'Our platform scale read 182 kg.',
    photo_url: null,
    status: 'Resolved',
    resolution: 'One drum’s tare was counted twice.',
    adjusted_kg: 1.8,
    adjusted_amount_inr: 120.6,
    updated_on: '2026-09-15',
  };
  const pickupPaid = payment(10, '2026-09-14', 12073.4, [receipt(1)], 'UPI');

  it('is due, on top of the pickup, until a payment lists it', () => {
    const result = reconcile(range, september, [pickupPaid], [settled]);
    expect(result.totals).toMatchObject({ collected: 12073.4, adjusted: 120.6, paid: 12073.4, due: 120.6, duePickups: 0 });
    expect(result.due).toEqual([]);
    expect(result.dueAdjustments.map((adjustment) => [adjustment.dispute.id, adjustment.amount])).toEqual([[7, 120.6]]);
    expect(result.months).toEqual([{ month: '2026-09', pickups: 1, collected: 12073.4, adjusted: 120.6, paid: 12073.4, due: 120.6, duePickups: 0 }]);
  });

  it('is paid once the next payment lists it, which is larger by its amount', () => {
    const next = { ...payment(11, '2026-10-07', 5000 + 120.6, [receipt(9)]), adjustments: [{ dispute_id: 7, receipt_no: receipt(1), amount_inr: 120.6 }] };
    const result = reconcile({ dateFrom: '2026-09-01', dateUpto: '2026-10-31' }, september, [pickupPaid, next], [settled]);
    expect(result.totals).toMatchObject({ adjusted: 120.6, paid: 12194, due: 0 });
    expect(result.dueAdjustments).toEqual([]);
    const line = result.payments.find((candidate) => candidate.payment.id === 11);
    expect(line?.adjustments).toEqual([{ disputeId: 7, receiptNo: receipt(1), amount: 120.6, record: september[0] }]);
    // The rest of the payment is for a pickup before the range: the adjustment is not part of it.
    expect(line?.forEarlier).toBe(5000);
  });

  it('counts nothing for a dispute that is open, rejected or settled without money', () => {
    for (const other of [{ ...settled, status: 'Open' as const }, { ...settled, status: 'Rejected' as const }, { ...settled, adjusted_kg: null, adjusted_amount_inr: null }]) {
      expect(reconcile(range, september, [pickupPaid], [other]).totals).toMatchObject({ adjusted: 0, due: 0 });
    }
  });
});
