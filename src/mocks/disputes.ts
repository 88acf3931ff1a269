import { DISPUTE_WINDOW_DAYS } from '../config/disputes';
import { addDays } from '../lib/indiaTime';
import { isOpen, lastDayToDispute, type Dispute } from '../features/disputes/rules';
import type { CollectionRecord } from '../types/api';

/**
 * The mock API's disputes (docs/contract.md section 5, "Audit-ready records"; issue 35): a vendor
 * questions a weighed pickup (its weight, rate or payment) within the company's window, and the
 * company answers. The demo kitchen starts with two: one the company resolved with an adjustment,
 * one still open on a recent pickup. The rules are the page's own (features/disputes/rules.ts).
 */

export { DETAILS_MAX, DETAILS_MIN, DISPUTE_REASONS, isOpen, lastDayToDispute, PHOTO_MAX_BYTES, type Dispute, type DisputeReason } from '../features/disputes/rules';

/** Why a dispute of this pickup is refused today, or null when it may be raised. */
export function disputeRefusal(record: Pick<CollectionRecord, 'receipt_no' | 'collected_on'>, disputes: readonly Dispute[], today: string): string | null {
  if (today > lastDayToDispute(record.collected_on)) return `This pickup is more than ${DISPUTE_WINDOW_DAYS} days old and can no longer be disputed.`;
  if (disputes.some((dispute) => dispute.receipt_no === record.receipt_no && isOpen(dispute))) return 'This pickup already has an open dispute.';
  return null;
}

/** The status a pickup's disputes give it: the latest one's, or null with none. */
export function disputeStatusOf(receiptNo: string, disputes: readonly Dispute[]): Dispute['status'] | null {
  const latest = disputes.filter((dispute) => dispute.receipt_no === receiptNo).sort((a, b) => b.raised_on.localeCompare(a.raised_on) || b.id - a.id)[0];
  return latest?.status ?? null;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The demo kitchen's disputes, as of `today`, from its receipts (oldest first):
 * - resolved with an adjustment: its booked pickup of September, which its own scale put higher; the
 *   company found one drum's tare entered twice and pays for the 1.8 kg;
 * - open: the pickup before its latest, which its kitchen scale read 6.5 kg higher, raised as late in
 *   its window as today allows and under review from the next day; the latest pickup is left for the
 *   vendor to dispute.
 */
export function demoDisputes(records: readonly CollectionRecord[], today: string): Dispute[] {
  const disputes: Dispute[] = [];
  const september = records.find((record) => record.collected_on.startsWith('2026-09') && record.vendor_estimate_kg !== null);
  if (september) {
    const raised = addDays(september.collected_on, 2);
    const adjustedKg = 1.8;
    disputes.push({
      id: 1,
      receipt_no: september.receipt_no,
      raised_on: raised,
      reason: 'weight',
      vendor_kg: round(september.quantity_kg + adjustedKg, 1),
      details: `Our own platform scale read ${round(september.quantity_kg + adjustedKg, 1)} kg for the ${september.drums} drums before the van came, about 2 kg more than the receipt.`,
      photo_url: null,
      status: 'Resolved',
      resolution: 'We checked the weighing record: one empty drum was counted twice in the tare. The 1.8 kg is added to this pickup and paid with your next payment.',
      adjusted_kg: adjustedKg,
      adjusted_amount_inr: round(adjustedKg * september.rate_inr_per_kg, 2),
      updated_on: addDays(raised, 3),
    });
  }
  // The pickup before the latest: the latest stays free for the vendor to dispute in the demo.
  const [, earlier] = [...records].filter((record) => record.collected_on < today).reverse();
  if (earlier) {
    // Raised as late in its window as the demo's today allows: recently, and still being checked.
    const yesterday = addDays(today, -1);
    const lastDay = lastDayToDispute(earlier.collected_on);
    const raised = lastDay < yesterday ? lastDay : yesterday > earlier.collected_on ? yesterday : earlier.collected_on;
    disputes.push({
      id: 2,
      receipt_no: earlier.receipt_no,
      raised_on: raised,
      reason: 'weight',
      vendor_kg: round(earlier.quantity_kg + 6.5, 1),
      details: `Our kitchen scale read ${round(earlier.quantity_kg + 6.5, 1)} kg for these drums. Please check the weighing.`,
      photo_url: null,
      status: raised < yesterday ? 'Under review' : 'Open',
      resolution: null,
      adjusted_kg: null,
      adjusted_amount_inr: null,
      updated_on: raised < yesterday ? addDays(raised, 1) : raised,
    });
  }
  return disputes.sort((a, b) => b.raised_on.localeCompare(a.raised_on) || b.id - a.id);
}
