import type { CollectionRecord, Declaration } from '../../types/api';
import type { DateRange } from '../dashboard';
import type { Dispute } from '../disputes';

/**
 * What an audit pack holds for a financial year (issue 35, item 4): the disposal register, every
 * certificate of collection, the declarations in force, the disputes of the year's pickups with
 * their outcomes, and the impact certificate. Pure, tested in tests/unit/audit-pack.test.ts.
 */
export interface PackContents {
  /** The year's pickups, oldest first. */
  records: CollectionRecord[];
  /** The disputes of those pickups, oldest first (a dispute of another year's pickup is that year's). */
  disputes: Dispute[];
  /** The weighed kilos of the year, to 10 grams. */
  totalKg: number;
  /**
   * Each outlet's declaration in force during the year (its validity overlaps the year), or null
   * where it has none: the pack says so rather than leave the part out.
   */
  declarations: { outletId: number | undefined; declaration: Declaration | null }[];
}

export function packContents(
  records: readonly CollectionRecord[],
  disputes: readonly Dispute[],
  declarations: readonly { outletId: number | undefined; declaration: Declaration | null }[] = [],
  year?: DateRange,
): PackContents {
  const sorted = [...records].sort((a, b) => a.collected_on.localeCompare(b.collected_on) || a.id - b.id);
  const receipts = new Set(sorted.map((record) => record.receipt_no));
  return {
    records: sorted,
    disputes: disputes.filter((dispute) => receipts.has(dispute.receipt_no)).sort((a, b) => a.raised_on.localeCompare(b.raised_on) || a.id - b.id),
    totalKg: Math.round(sorted.reduce((sum, record) => sum + record.quantity_kg * 100, 0)) / 100,
    declarations: declarations.map(({ outletId, declaration }) => ({
      outletId,
      declaration: declaration && (!year || (declaration.signed_on <= year.dateUpto && declaration.valid_until >= year.dateFrom)) ? declaration : null,
    })),
  };
}

/** The pack's file name when saved as a PDF (the print dialog offers the page's title): plain ASCII. */
export const packTitle = (years: string) => `GreenDrop audit pack ${years}`;
