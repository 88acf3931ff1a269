import type { Payment } from '../../types/api';
import type { DateRange } from '../dashboard';
import { toCsv } from '../records';
import type { Reconciliation } from './reconcile';

/**
 * The payments statement as CSV, written like the register's (recordsCsv: UTF-8 with a byte order
 * mark, CRLF, ISO dates, plain numbers): the payments made in the period, oldest first, each with
 * the receipts it covers, and after it a line for each dispute's adjustment it pays; then every
 * pickup of the period still due, and every adjustment still due, one line each.
 */

export interface PaymentsCsvWords {
  headers: string[];
  payment: string;
  due: string;
  /** A dispute's adjustment: paid with a payment, or still due. */
  adjustment: string;
  method: (method: Payment['method']) => string;
}

/**
 * For "All outlets" (`outlets` given) every line ends with its outlet's name, under `outlets.header`,
 * as the register's file does.
 */
export function paymentsCsv(reconciliation: Reconciliation, words: PaymentsCsvWords, outlets?: { header: string; name: (id: number | undefined) => string }): string {
  const outletOf = (id: number | undefined) => (outlets ? [outlets.name(id)] : []);
  const payments = [...reconciliation.payments].reverse().flatMap(({ payment, receipts, adjustments }) => [
    [words.payment, payment.paid_on, payment.amount_inr, words.method(payment.method), payment.reference, receipts.map((receipt) => receipt.receiptNo).join(' '), ...outletOf(payment.outlet_id)],
    ...adjustments.map((adjustment) => [words.adjustment, payment.paid_on, adjustment.amount, null, payment.reference, adjustment.receiptNo, ...outletOf(payment.outlet_id)]),
  ]);
  const due = [
    ...reconciliation.due.map((record) => [words.due, record.collected_on, record.amount_inr, null, null, record.receipt_no, ...outletOf(record.outlet_id)]),
    ...reconciliation.dueAdjustments.map(({ record, amount }) => [`${words.due}: ${words.adjustment}`, record.collected_on, amount, null, null, record.receipt_no, ...outletOf(record.outlet_id)]),
  ];
  return toCsv([outlets ? [...words.headers, outlets.header] : words.headers, ...payments, ...due]);
}

/** Plain ASCII in either language, as the register's file name. */
export function paymentsCsvFileName(range: DateRange): string {
  return `greendrop-payments-${range.dateFrom}-to-${range.dateUpto}.csv`;
}
