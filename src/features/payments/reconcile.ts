import type { CollectionRecord, Payment } from '../../types/api';
import type { Dispute } from '../disputes';
import type { DateRange } from '../dashboard';
import { groupByMonth, sortRecords, totalsOf } from '../records';

/**
 * The payments page's arithmetic (/dashboard/payments): pure, tested without rendering.
 *
 * Which pickups count, so that nothing is counted twice or lost:
 * - The pickups are the register's for the same range (collected from `dateFrom` to `dateUpto`);
 *   each month's "collected" is the register's amount for that month.
 * - The payments listed are those made in the range (by payment date). A payment made in the range
 *   may cover pickups collected before it: those receipts are listed with the payment and their
 *   part of its amount is shown apart ("for earlier pickups"), never in this range's months.
 * - A pickup of the range is paid when any payment made from `dateFrom` up to today lists its
 *   receipt, also one made after the range ended (October's route pickups paid on 7 November are
 *   paid, not due, in a range that ends on 31 October). A payment always comes after its pickup,
 *   so no earlier payment can cover one.
 * - It is due when no such payment lists it. A receipt listed by two payments counts once.
 * Adjustments (issue 35): a dispute resolved with an adjusted amount adds it to what its pickup
 * earns. It counts in the month of its pickup, is paid when a payment lists it (`adjustments`, with
 * the dispute's id; the company pays it with the next payment after the answer), and is due until
 * then, like a pickup.
 * Each month's paid + due is its collected amount plus its adjustments, and the range's the
 * register's total plus the range's adjustments, in paise.
 */

/** A resolved dispute's adjusted amount, against its pickup. */
export interface Adjustment {
  dispute: Dispute;
  record: CollectionRecord;
  /** Rupees; negative when the vendor had been paid too much. */
  amount: number;
}

export interface PaymentLine {
  payment: Payment;
  /** The receipts it covers, each with the pickup when it was collected in the range (null: before the range). */
  receipts: { receiptNo: string; record: CollectionRecord | null }[];
  /** The disputes' adjustments it pays, each with its pickup when that was collected in the range. */
  adjustments: { disputeId: number; receiptNo: string; amount: number; record: CollectionRecord | null }[];
  /** The part of its amount for pickups collected before the range. */
  forEarlier: number;
}

export interface MonthFigures {
  /** YYYY-MM, the month of collection */
  month: string;
  pickups: number;
  /** The register's amount for the month. */
  collected: number;
  /** The adjustments to the month's pickups. */
  adjusted: number;
  paid: number;
  due: number;
  duePickups: number;
}

export interface Reconciliation {
  /** The payments made in the range, newest first. */
  payments: PaymentLine[];
  /** Pickups of the range that no payment covers yet, oldest first. */
  due: CollectionRecord[];
  /** Adjustments to the range's pickups that no payment has paid yet, by their pickup, oldest first. */
  dueAdjustments: Adjustment[];
  /** Every adjustment to the range's pickups. */
  adjustments: Adjustment[];
  /** Pickups of the range paid by a payment made after the range ended. */
  paidLater: CollectionRecord[];
  /** Months with pickups, oldest first. */
  months: MonthFigures[];
  totals: {
    pickups: number;
    collected: number;
    adjusted: number;
    paid: number;
    due: number;
    duePickups: number;
    /** The amounts of the payments made in the range. */
    received: number;
    /** Their part for pickups collected before the range. */
    receivedForEarlier: number;
    /** What payments after the range paid for its pickups. */
    paidLater: number;
  };
}

/** Money is added in whole paise and given back in rupees, so paid + due is collected to the paisa. */
const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (amountInPaise: number) => amountInPaise / 100;
const sumOf = (records: readonly CollectionRecord[]) => records.reduce((sum, record) => sum + paise(record.amount_inr), 0);
const sumOfAdjustments = (adjustments: readonly { amount: number }[]) => adjustments.reduce((sum, adjustment) => sum + paise(adjustment.amount), 0);

/** The adjustments to these pickups: resolved disputes with an adjusted amount, oldest pickup first. */
export function adjustmentsOf(records: readonly CollectionRecord[], disputes: readonly Dispute[]): Adjustment[] {
  const byReceipt = new Map(records.map((record) => [record.receipt_no, record]));
  return disputes
    .filter((dispute) => dispute.status === 'Resolved' && dispute.adjusted_amount_inr !== null && dispute.adjusted_amount_inr !== 0 && byReceipt.has(dispute.receipt_no))
    .map((dispute) => ({ dispute, record: byReceipt.get(dispute.receipt_no) as CollectionRecord, amount: dispute.adjusted_amount_inr as number }))
    .sort((a, b) => a.record.collected_on.localeCompare(b.record.collected_on) || a.dispute.id - b.dispute.id);
}

/**
 * @param records the pickups collected in `range` (getCollectionRecords), any order
 * @param payments the payments made from `range.dateFrom` up to today (getPayments), any order;
 *   those after `range.dateUpto` only settle the range's pickups and are not listed
 * @param disputes the vendor's disputes (getDisputes): the resolved ones' adjustments count
 */
export function reconcile(range: DateRange, records: readonly CollectionRecord[], payments: readonly Payment[], disputes: readonly Dispute[] = []): Reconciliation {
  const byReceipt = new Map(records.map((record) => [record.receipt_no, record]));
  const listed = payments.filter((p) => p.paid_on >= range.dateFrom && p.paid_on <= range.dateUpto).sort((a, b) => b.paid_on.localeCompare(a.paid_on) || b.id - a.id);
  const later = payments.filter((p) => p.paid_on > range.dateUpto);

  const paidInRange = new Set(listed.flatMap((p) => p.receipt_nos).filter((receiptNo) => byReceipt.has(receiptNo)));
  const paidAfter = new Set(later.flatMap((p) => p.receipt_nos).filter((receiptNo) => byReceipt.has(receiptNo) && !paidInRange.has(receiptNo)));
  const isPaid = (record: CollectionRecord) => paidInRange.has(record.receipt_no) || paidAfter.has(record.receipt_no);
  const adjustments = adjustmentsOf(records, disputes);
  const adjustmentsPaid = new Set(payments.flatMap((p) => (p.adjustments ?? []).map((adjustment) => adjustment.dispute_id)));
  const adjustmentPaid = (adjustment: Adjustment) => adjustmentsPaid.has(adjustment.dispute.id);
  const dueAdjustments = adjustments.filter((adjustment) => !adjustmentPaid(adjustment));

  const lines: PaymentLine[] = listed.map((payment) => {
    // A receipt repeated within one payment is one pickup.
    const receiptNos = [...new Set(payment.receipt_nos)];
    const inRange = receiptNos.map((receiptNo) => byReceipt.get(receiptNo)).filter((record): record is CollectionRecord => record !== undefined);
    const paidAdjustments = (payment.adjustments ?? []).map((adjustment) => ({ disputeId: adjustment.dispute_id, receiptNo: adjustment.receipt_no, amount: adjustment.amount_inr, record: byReceipt.get(adjustment.receipt_no) ?? null }));
    return {
      payment,
      receipts: receiptNos.map((receiptNo) => ({ receiptNo, record: byReceipt.get(receiptNo) ?? null })),
      adjustments: paidAdjustments,
      forEarlier: rupees(paise(payment.amount_inr) - sumOf(inRange) - sumOfAdjustments(paidAdjustments.filter((adjustment) => adjustment.record !== null))),
    };
  });

  const months = groupByMonth(records, 'oldest').map((group): MonthFigures => {
    const unpaid = group.records.filter((record) => !isPaid(record));
    const ofMonth = adjustments.filter((adjustment) => adjustment.record.collected_on.startsWith(group.month));
    return {
      month: group.month,
      pickups: group.totals.pickups,
      collected: group.totals.amount_inr,
      adjusted: rupees(sumOfAdjustments(ofMonth)),
      paid: rupees(sumOf(group.records.filter(isPaid)) + sumOfAdjustments(ofMonth.filter(adjustmentPaid))),
      due: rupees(sumOf(unpaid) + sumOfAdjustments(ofMonth.filter((adjustment) => !adjustmentPaid(adjustment)))),
      duePickups: unpaid.length,
    };
  });

  const due = sortRecords(
    records.filter((record) => !isPaid(record)),
    'oldest',
  );
  const paidLater = sortRecords(
    records.filter((record) => paidAfter.has(record.receipt_no)),
    'oldest',
  );
  const register = totalsOf(records);
  return {
    payments: lines,
    due,
    dueAdjustments,
    adjustments,
    paidLater,
    months,
    totals: {
      pickups: register.pickups,
      collected: register.amount_inr,
      adjusted: rupees(sumOfAdjustments(adjustments)),
      paid: rupees(sumOf(records.filter(isPaid)) + sumOfAdjustments(adjustments.filter(adjustmentPaid))),
      due: rupees(sumOf(due) + sumOfAdjustments(dueAdjustments)),
      duePickups: due.length,
      received: rupees(listed.reduce((sum, p) => sum + paise(p.amount_inr), 0)),
      receivedForEarlier: rupees(lines.reduce((sum, line) => sum + paise(line.forEarlier), 0)),
      paidLater: rupees(sumOf(paidLater)),
    },
  };
}
