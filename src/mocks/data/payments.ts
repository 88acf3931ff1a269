import { site } from '../../config/site';
import { dateOfDayNumber as isoOf, dayNumberOf } from '../../lib/indiaTime';
import type { CollectionRecord, Payment } from '../../types/api';
import type { Dispute } from '../../features/disputes/rules';
import { demoRoute, hashOf, isRouteVisit, seeded, type Route } from './records';

/**
 * The demo vendor's payments, worked out from their receipts (data/records.ts) with the company's
 * payment terms (`site.payment`), so every payment agrees with the register:
 *
 * - The weekly route pickups of a month are paid together by NEFT on the 7th of the next month
 *   (the monthly terms: within `monthlyWithinDays` of the month's end), or the Saturday before
 *   when the 7th is a Sunday. The first month's were paid by cheque, while the vendor's bank
 *   account was being verified.
 * - A pickup the vendor booked is paid on its own by UPI, `perPickupWithinWorkingDays` working
 *   days after it (Sundays are not working days).
 * - A payment's amount is the sum of its receipts' amounts, to the paisa; nothing is paid after
 *   `today`, so the latest route pickups (this month's) are still due.
 *
 * References have the shapes a bank statement shows (UPI: a 12-digit RRN; NEFT: a 16-character
 * UTR, bank code + N + year + day of the year + serial; cheque: 6 digits) and depend only on the
 * payment, so the same payment has the same reference on every run.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const SUNDAY = 0;
/** The bank GreenDrop pays from in the demo: the first four letters of its IFSC and NEFT UTRs. */
const PAYER_BANK = 'HDFC';

const dayOf = (isoDate: string) => dayNumberOf(isoDate) ?? NaN;
const weekday = (day: number) => new Date(day * DAY_MS).getUTCDay();
const pad = (value: number, length: number) => String(value).padStart(length, '0');
/** Sums kept in whole paise, so no float residue reaches an amount. */
const sumRupees = (records: readonly CollectionRecord[]) => records.reduce((paise, record) => paise + Math.round(record.amount_inr * 100), 0) / 100;

/** The day a booked pickup is paid: the given number of working days (Monday to Saturday) after it. */
export function perPickupPayday(collectedOn: string, workingDays = site.payment.perPickupWithinWorkingDays): string {
  let day = dayOf(collectedOn);
  for (let counted = 0; counted < workingDays; ) {
    day += 1;
    if (weekday(day) !== SUNDAY) counted += 1;
  }
  return isoOf(day);
}

/** The day a month's route pickups are paid (YYYY-MM): the 7th of the next month, or the Saturday before a Sunday. */
export function monthlyPayday(month: string, withinDays = site.payment.monthlyWithinDays): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const day = Math.floor(Date.UTC(year, monthNumber, withinDays) / DAY_MS);
  return isoOf(weekday(day) === SUNDAY ? day - 1 : day);
}

/** Day of the year, 1-366. */
const dayOfYear = (isoDate: string) => dayOf(isoDate) - dayOf(`${isoDate.slice(0, 4)}-01-01`) + 1;

/** A reference in the shape the method's bank statement line shows, from a seed. */
export function referenceOf(method: Payment['method'], paidOn: string, seed: string): string {
  const random = seeded(hashOf(`greendrop-payment:${seed}`));
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  if (method === 'UPI') {
    // RRN: the year's last digit, the day of the year, the hour, a 6-digit serial.
    const hour = 9 + Math.floor(random() * 9);
    return `${paidOn.slice(3, 4)}${pad(dayOfYear(paidOn), 3)}${pad(hour, 2)}${digits(6)}`;
  }
  // UTR: the bank's code, N for NEFT, the year, the day of the year, a 6-digit serial.
  if (method === 'NEFT') return `${PAYER_BANK}N${paidOn.slice(2, 4)}${pad(dayOfYear(paidOn), 3)}${digits(6)}`;
  return `${1 + Math.floor(random() * 9)}${digits(5)}`;
}

function payment(id: number, paidOn: string, method: Payment['method'], records: readonly CollectionRecord[]): Payment {
  const receipt_nos = records.map((record) => record.receipt_no);
  return { id, paid_on: paidOn, amount_inr: sumRupees(records), method, reference: referenceOf(method, paidOn, `${paidOn}:${receipt_nos[0]}`), receipt_nos, adjustments: [] };
}

/**
 * Every payment made for `records` (the vendor's receipts since joining) up to `today`, newest
 * first. Ids are the first receipt's id for a pickup paid alone, and the month's first day number
 * with a 2 at the end for a month's route pickups: unique, and the same on every run.
 */
export function demoPayments(records: readonly CollectionRecord[], today: string, route: Route = demoRoute): Payment[] {
  const payments: Payment[] = [];
  const routeMonths = new Map<string, CollectionRecord[]>();
  for (const record of records) {
    if (isRouteVisit(record)) {
      const month = record.collected_on.slice(0, 7);
      routeMonths.set(month, [...(routeMonths.get(month) ?? []), record]);
    } else {
      payments.push(payment(record.id, perPickupPayday(record.collected_on), 'UPI', [record]));
    }
  }
  const firstMonth = route.joinedOn.slice(0, 7);
  for (const [month, monthRecords] of routeMonths) {
    const sorted = [...monthRecords].sort((a, b) => a.collected_on.localeCompare(b.collected_on) || a.id - b.id);
    payments.push(payment(route.idOffset + dayOf(`${month}-01`) * 10 + 2, monthlyPayday(month), month === firstMonth ? 'Cheque' : 'NEFT', sorted));
  }
  return payments.filter((p) => p.paid_on <= today).sort((a, b) => b.paid_on.localeCompare(a.paid_on) || b.id - a.id);
}

/**
 * The payments with the adjustments of disputes resolved in the vendor's favour (issue 35): each is
 * paid with the first payment made after the dispute's answer (its `updated_on`), which lists it
 * and grows by its amount; until that payment is made it is due.
 */
export function withAdjustments(payments: readonly Payment[], disputes: readonly Dispute[]): Payment[] {
  const oldestFirst = [...payments].sort((a, b) => a.paid_on.localeCompare(b.paid_on) || a.id - b.id);
  const added = new Map<number, Payment['adjustments']>();
  for (const dispute of disputes) {
    if (dispute.status !== 'Resolved' || dispute.adjusted_amount_inr === null || dispute.adjusted_amount_inr === 0) continue;
    const next = oldestFirst.find((p) => p.paid_on > dispute.updated_on);
    if (!next) continue;
    added.set(next.id, [...(added.get(next.id) ?? []), { dispute_id: dispute.id, receipt_no: dispute.receipt_no, amount_inr: dispute.adjusted_amount_inr }]);
  }
  return payments.map((p) => {
    const adjustments = added.get(p.id);
    if (!adjustments) return p;
    const paise = Math.round(p.amount_inr * 100) + adjustments.reduce((sum, adjustment) => sum + Math.round(adjustment.amount_inr * 100), 0);
    return { ...p, amount_inr: paise / 100, adjustments: [...p.adjustments, ...adjustments] };
  });
}

/** What getPayments answers: the payments made from `from` to `upto` (inclusive), newest first, with the disputes' adjustments they pay. */
export function paymentsBetween(records: readonly CollectionRecord[], from: string, upto: string, today: string, route: Route = demoRoute, disputes: readonly Dispute[] = []): Payment[] {
  return withAdjustments(demoPayments(records, today, route), disputes).filter((p) => p.paid_on >= from && p.paid_on <= upto);
}
