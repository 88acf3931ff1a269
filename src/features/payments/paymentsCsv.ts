import type { Payment } from '../../types/api';
import type { DateRange } from '../dashboard';
import { toCsv } from '../records';
import type { Reconciliation } from './reconcile';

/**
 * The payments statement as CSV, written like the register's (recordsCsv: UTF-8 with a byte order
 * mark, CRLF, ISO dates, plain numbers): the payments made in the period, oldest first, each with
 * the receipts it covers; then every pickup of the period still due, one line each.
 */

export interface PaymentsCsvWords {
  headers: string[];
  payment: string;
  due: string;
  method: (method: Payment['method']) => string;
}

export function paymentsCsv(reconciliation: Reconciliation, words: PaymentsCsvWords): string {
  const payments = [...reconciliation.payments].reverse().map(({ payment, receipts }) => [
    words.payment,
    payment.paid_on,
    payment.amount_inr,
    words.method(payment.method),
    payment.reference,
    receipts.map((receipt) => receipt.receiptNo).join(' '),
  ]);
  const due = reconciliation.due.map((record) => [words.due, record.collected_on, record.amount_inr, null, null, record.receipt_no]);
  return toCsv([words.headers, ...payments, ...due]);
}

/** Plain ASCII in either language, as the register's file name. */
export function paymentsCsvFileName(range: DateRange): string {
  return `greendrop-payments-${range.dateFrom}-to-${range.dateUpto}.csv`;
}
