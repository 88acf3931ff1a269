import type { CollectionRecord } from '../../types/api';

/**
 * The weighing behind a pickup's kilos (issue 35, item 1): how far the net weight is from what the
 * vendor estimated when booking. Pure, tested without rendering (tests/unit/weighing.test.ts).
 */

/**
 * A difference from the vendor's own estimate larger than this, either way, is marked for their
 * attention (the register, the certificate): a drum left behind, a misread scale or a wrong
 * estimate are all worth a look, and a dispute can be raised within its window. Smaller ones are
 * the usual gap between a kitchen's by-eye estimate and a stamped scale.
 */
export const ESTIMATE_MARK_PERCENT = 10;

export interface EstimateDifference {
  /** What the vendor estimated at booking, kg. */
  estimateKg: number;
  /** Net minus the estimate, kg, to 10 grams: negative when less was weighed than estimated. */
  kg: number;
  /** The difference as a share of the estimate, per cent, to one decimal. */
  percent: number;
  /** More than {@link ESTIMATE_MARK_PERCENT} either way, as shown (to one decimal). */
  marked: boolean;
}

/** The difference between the weighed net and the vendor's estimate; null when they gave none (a route visit) or estimated nothing. */
export function estimateDifference(record: Pick<CollectionRecord, 'quantity_kg' | 'vendor_estimate_kg'>): EstimateDifference | null {
  const estimate = record.vendor_estimate_kg;
  if (estimate === null || !(estimate > 0)) return null;
  const kg = Math.round((record.quantity_kg - estimate) * 100) / 100;
  // To one decimal, half away from zero; marked on the figure shown, so what the vendor reads and the mark agree.
  const percent = (Math.sign(kg) * Math.round(Math.abs(kg / estimate) * 1000)) / 10;
  return { estimateKg: estimate, kg, percent, marked: Math.abs(percent) > ESTIMATE_MARK_PERCENT };
}
