import type { CollectionRecord } from '../../types/api';
import type { DateRange } from '../dashboard';

/** The disposal register's arithmetic (/dashboard/records): pure, tested without rendering. */

export type SortOrder = 'oldest' | 'newest';

export interface RegisterTotals {
  pickups: number;
  quantity_kg: number;
  drums: number;
  amount_inr: number;
  green_points: number;
}

export interface MonthGroup {
  /** YYYY-MM */
  month: string;
  records: CollectionRecord[];
  totals: RegisterTotals;
}

/** Sums kept to paise and to 10 grams, the precision of a receipt, so no float residue shows. */
const toHundredths = (value: number) => Math.round(value * 100) / 100;

export function totalsOf(records: readonly CollectionRecord[]): RegisterTotals {
  let quantity = 0;
  let amount = 0;
  let drums = 0;
  let points = 0;
  for (const record of records) {
    quantity += record.quantity_kg;
    amount += record.amount_inr;
    drums += record.drums;
    points += record.green_points;
  }
  return { pickups: records.length, quantity_kg: toHundredths(quantity), drums, amount_inr: toHundredths(amount), green_points: points };
}

/** One outlet's part of an "All outlets" register: its pickups' totals, which its own page shows. */
export interface OutletSubtotal {
  outletId: number;
  totals: RegisterTotals;
}

/**
 * The subtotal of each outlet in an "All outlets" register (rows carrying `outlet_id`), in the
 * order of `outletIds` (the switcher's), then any other outlet by id. The subtotals add up to
 * `totalsOf(records)`: each record is in exactly one.
 */
export function outletSubtotals(records: readonly CollectionRecord[], outletIds: readonly number[] = []): OutletSubtotal[] {
  const byOutlet = new Map<number, CollectionRecord[]>();
  for (const record of records) {
    const id = record.outlet_id ?? 0;
    byOutlet.set(id, [...(byOutlet.get(id) ?? []), record]);
  }
  const rank = (id: number) => {
    const index = outletIds.indexOf(id);
    return index === -1 ? outletIds.length + id : index;
  };
  return [...byOutlet.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([outletId, rows]) => ({ outletId, totals: totalsOf(rows) }));
}

/** By collection date, then by id (two pickups on one day keep their receipt order). */
export function sortRecords(records: readonly CollectionRecord[], order: SortOrder): CollectionRecord[] {
  const sorted = [...records].sort((a, b) => a.collected_on.localeCompare(b.collected_on) || a.id - b.id);
  return order === 'oldest' ? sorted : sorted.reverse();
}

/** The records by calendar month, months and rows in the chosen order, each month with its totals. */
export function groupByMonth(records: readonly CollectionRecord[], order: SortOrder): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const record of sortRecords(records, order)) {
    const month = record.collected_on.slice(0, 7);
    const last = groups[groups.length - 1];
    if (last?.month === month) last.records.push(record);
    else groups.push({ month, records: [record], totals: totalsOf([]) });
  }
  for (const group of groups) group.totals = totalsOf(group.records);
  return groups;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The part of `range` that falls in `month` (YYYY-MM): a month statement's period. */
export function monthWithinRange(month: string, range: DateRange): DateRange {
  const [year, monthNumber] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const first = `${month}-01`;
  const last = `${month}-${pad(lastDay)}`;
  return {
    dateFrom: range.dateFrom > first ? range.dateFrom : first,
    dateUpto: range.dateUpto < last ? range.dateUpto : last,
  };
}
