import { describe, expect, it } from 'vitest';
import { collectionRecords, isRouteVisit, JOINED_ON } from '../../src/mocks/data/records';
import { demoPayments, monthlyPayday, paymentsBetween, perPickupPayday, referenceOf } from '../../src/mocks/data/payments';
import { demoCollectionRequests } from '../../src/mocks/data/vendor';

// The mock API's payments (getPayments), worked out from the demo vendor's receipts.

const TODAY = '2026-11-21';
const records = collectionRecords(demoCollectionRequests, JOINED_ON, TODAY, TODAY);
const payments = demoPayments(records, TODAY);
const byReceipt = new Map(records.map((record) => [record.receipt_no, record]));
const paise = (rupees: number) => Math.round(rupees * 100);

describe('the demo payments', () => {
  it('pay each receipt at most once, for exactly the sum of its amounts', () => {
    const listed = payments.flatMap((payment) => payment.receipt_nos);
    expect(new Set(listed).size).toBe(listed.length);
    for (const payment of payments) {
      const sum = payment.receipt_nos.reduce((total, receiptNo) => total + paise(byReceipt.get(receiptNo)!.amount_inr), 0);
      expect(paise(payment.amount_inr), payment.reference).toBe(sum);
      expect(payment.amount_inr).toBe(sum / 100);
    }
  });

  it('cover every pickup but the most recent ones: this month’s route visits are still due', () => {
    const covered = new Set(payments.flatMap((payment) => payment.receipt_nos));
    const unpaid = records.filter((record) => !covered.has(record.receipt_no));
    expect(unpaid.map((record) => record.collected_on)).toEqual(['2026-11-03', '2026-11-10', '2026-11-17']);
    expect(unpaid.every(isRouteVisit)).toBe(true);
    // Every older pickup is paid.
    expect(records.filter((record) => record.collected_on < '2026-11-01').every((record) => covered.has(record.receipt_no))).toBe(true);
  });

  it('follow the payment terms: route pickups monthly by NEFT on the 7th, booked ones by UPI two working days after', () => {
    const october = payments.find((payment) => payment.paid_on === '2026-11-07')!;
    expect(october.method).toBe('NEFT');
    expect(october.receipt_nos.map((receiptNo) => byReceipt.get(receiptNo)!.collected_on)).toEqual(['2026-10-06', '2026-10-13', '2026-10-20', '2026-10-27']);
    // The pickup booked on 24 October, collected on Wednesday 28 October, paid on Friday 30 October.
    const booked = payments.find((payment) => payment.receipt_nos.includes('GD/BLR/26-27/008989'))!;
    expect(booked).toMatchObject({ method: 'UPI', paid_on: '2026-10-30', amount_inr: 14144.55, receipt_nos: ['GD/BLR/26-27/008989'] });
    // The first month's route pickups were paid by cheque.
    expect(payments.at(-1)).toMatchObject({ method: 'Cheque', paid_on: '2026-01-07' });
    expect(payments.filter((payment) => payment.method === 'Cheque')).toHaveLength(1);
    for (const payment of payments) {
      const collected = payment.receipt_nos.map((receiptNo) => byReceipt.get(receiptNo)!);
      if (payment.method === 'UPI') expect(collected.map(isRouteVisit)).toEqual([false]);
      else expect(collected.every(isRouteVisit)).toBe(true);
      // Paid after every pickup it covers, and never after today.
      expect(collected.every((record) => record.collected_on < payment.paid_on)).toBe(true);
      expect(payment.paid_on <= TODAY).toBe(true);
    }
  });

  it('count working days and move a Sunday payday to the Saturday before', () => {
    expect(perPickupPayday('2026-10-28')).toBe('2026-10-30'); // Wednesday -> Friday
    expect(perPickupPayday('2026-10-30')).toBe('2026-11-02'); // Friday -> Monday, over Sunday
    expect(monthlyPayday('2026-10')).toBe('2026-11-07'); // a Saturday
    expect(monthlyPayday('2026-05')).toBe('2026-06-06'); // 7 June 2026 is a Sunday
  });

  it('have references in the shapes of bank statements, the same on every run', () => {
    for (const payment of payments) {
      const shape = { UPI: /^\d{12}$/, NEFT: /^HDFCN\d{11}$/, Cheque: /^\d{6}$/ }[payment.method];
      expect(payment.reference, payment.method).toMatch(shape);
    }
    // An NEFT UTR carries the year and the day of the year: 7 November 2026 is day 311.
    expect(payments.find((payment) => payment.paid_on === '2026-11-07')!.reference).toMatch(/^HDFCN26311\d{6}$/);
    // A UPI RRN starts with the year's last digit and the day of the year: 30 October is day 303.
    expect(payments.find((payment) => payment.paid_on === '2026-10-30')!.reference).toMatch(/^6303\d{8}$/);
    expect(new Set(payments.map((payment) => payment.reference)).size).toBe(payments.length);
    expect(new Set(payments.map((payment) => payment.id)).size).toBe(payments.length);

    const again = demoPayments(collectionRecords(demoCollectionRequests, JOINED_ON, TODAY, TODAY), TODAY);
    expect(again).toEqual(payments);
    expect(referenceOf('NEFT', '2026-11-07', 'x')).toBe(referenceOf('NEFT', '2026-11-07', 'x'));
    expect(referenceOf('NEFT', '2026-11-07', 'x')).not.toBe(referenceOf('NEFT', '2026-11-07', 'y'));
  });

  it('are answered newest first for a range, by payment date', () => {
    const dates = payments.map((payment) => payment.paid_on);
    expect(dates).toEqual([...dates].sort().reverse());
    const october = paymentsBetween(records, '2026-10-01', '2026-10-31', TODAY);
    expect(october.map((payment) => [payment.paid_on, payment.method])).toEqual([
      ['2026-10-30', 'UPI'],
      ['2026-10-07', 'NEFT'],
    ]);
    // Nothing paid yet is answered: the month of today has no payment for its own route pickups.
    expect(paymentsBetween(records, '2026-11-08', TODAY, TODAY)).toEqual([]);
    // A day later in time pays nothing new before 7 December.
    expect(demoPayments(collectionRecords(demoCollectionRequests, JOINED_ON, '2026-12-06', '2026-12-06'), '2026-12-06')).toHaveLength(payments.length);
    expect(demoPayments(collectionRecords(demoCollectionRequests, JOINED_ON, '2026-12-07', '2026-12-07'), '2026-12-07')).toHaveLength(payments.length + 1);
  });
});
