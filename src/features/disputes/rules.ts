import { DISPUTE_WINDOW_DAYS } from '../../config/disputes';
import { addDays } from '../../lib/indiaTime';
import { NUMBER_MAX } from '../../lib/inputLimits';
import type { components } from '../../types/openapi';

/**
 * Disputes (docs/contract.md section 5, "Audit-ready records"; issue 35, item 2): a vendor questions
 * a weighed pickup's weight, rate or payment within the company's window, and the company answers.
 * The rules the page checks before sending are the ones the mock API refuses by (src/mocks/disputes.ts
 * imports them), so a dispute the page lets through is one the server takes. Pure, tested in
 * tests/unit/disputes.test.ts.
 */

export type Dispute = components['schemas']['Dispute'];
export type DisputeReason = Dispute['reason'];
export type DisputeStatus = Dispute['status'];

export const DISPUTE_REASONS: readonly DisputeReason[] = ['weight', 'rate', 'payment', 'other'];
/** The details: enough to say what is wrong, short enough to read at a glance (the contract's 10 to 1,000 characters). */
export const DETAILS_MIN = 10;
export const DETAILS_MAX = 1000;
/** The largest photo taken: 5 MB (the contract's 5,242,880 bytes). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Open or under review: the pickup is "under dispute", and no second dispute is taken for it. */
export const isOpen = (dispute: { status: DisputeStatus | null }): boolean => dispute.status === 'Open' || dispute.status === 'Under review';

/** The last day a pickup collected on `collectedOn` can be disputed: the window's days after the day of collection. */
export const lastDayToDispute = (collectedOn: string): string => addDays(collectedOn, DISPUTE_WINDOW_DAYS);

/** Why a pickup cannot be disputed today: past its window, or a dispute of it still open; null when it can. */
export type DisputeBlock = 'window' | 'open' | null;

/** Whether a pickup may be disputed today, from what the register says of it (its day and its disputes' status). */
export function disputeBlock(record: { collected_on: string; dispute_status: DisputeStatus | null }, today: string): DisputeBlock {
  if (isOpen({ status: record.dispute_status })) return 'open';
  if (today > lastDayToDispute(record.collected_on)) return 'window';
  return null;
}

/** What the form holds, as its controls hold it. */
export interface DisputeValues {
  reason: string;
  /** The vendor's own reading, kg (asked for a weight dispute only). */
  vendorKg: string;
  details: string;
}

export const emptyDispute: DisputeValues = { reason: '', vendorKg: '', details: '' };

export type DisputeField = keyof DisputeValues;
export const DISPUTE_FIELDS: readonly DisputeField[] = ['reason', 'vendorKg', 'details'];
export type DisputeError = 'reason' | 'vendorKg' | 'detailsShort' | 'detailsLong';
export type DisputeErrors = Partial<Record<DisputeField, DisputeError>>;

/** What is sent for a pickup (the photo goes beside it). */
export interface DisputeInput {
  receipt_no: string;
  reason: DisputeReason;
  vendor_kg?: number;
  details: string;
}

/** A kg reading: a positive number with at most two decimals, no larger than a form takes. */
const KG_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;

/** The form's values checked before sending: the errors by field, and what to send when there are none. */
export function validateDispute(receiptNo: string, values: DisputeValues): { errors: DisputeErrors; input: DisputeInput | null } {
  const errors: DisputeErrors = {};
  const reason = DISPUTE_REASONS.find((candidate) => candidate === values.reason);
  if (!reason) errors.reason = 'reason';
  const kgText = values.vendorKg.trim();
  const kg = Number(kgText);
  const weight = reason === 'weight';
  if (weight && (!KG_PATTERN.test(kgText) || !(kg > 0) || kg > NUMBER_MAX.kg)) errors.vendorKg = 'vendorKg';
  const details = values.details.trim();
  if (details.length < DETAILS_MIN) errors.details = 'detailsShort';
  else if (details.length > DETAILS_MAX) errors.details = 'detailsLong';
  if (!reason || Object.keys(errors).length > 0) return { errors, input: null };
  return { errors, input: { receipt_no: receiptNo, reason, ...(weight ? { vendor_kg: kg } : {}), details } };
}
