/**
 * "All outlets" answers one row per month of each outlet (docs/contract.md section 5); a chart
 * shows one bar per month: the outlets' rows of a month added up, in whole paise and tenths of a
 * gram so no float residue shows. One outlet's rows (one per month) come back unchanged.
 */
export function sumByMonth<Row extends { month: string }>(rows: readonly Row[], fields: readonly (keyof Row & string)[]): Row[] {
  const byMonth = new Map<string, Row>();
  for (const row of rows) {
    const sum = byMonth.get(row.month);
    if (!sum) {
      byMonth.set(row.month, { ...row });
      continue;
    }
    for (const field of fields) (sum as Record<string, unknown>)[field] = Math.round(((sum[field] as number) + (row[field] as number)) * 10_000) / 10_000;
  }
  return [...byMonth.values()]
    .map((row) => {
      const sum = { ...row } as Row & { outlet_id?: number };
      delete sum.outlet_id;
      return sum;
    })
    .sort((a, b) => a.month.localeCompare(b.month));
}
