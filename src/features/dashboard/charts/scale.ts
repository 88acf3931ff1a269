/** Pure helpers for the SVG charts: a "nice" value axis and short tick labels. */

/** Round-number ticks from 0 to at least `max`, about `target` steps (all-zero data still gets an axis). */
export function niceTicks(max: number, target = 4): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const rough = max / target;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const normalised = rough / magnitude;
  const step = (normalised <= 1 ? 1 : normalised <= 2 ? 2 : normalised <= 2.5 ? 2.5 : normalised <= 5 ? 5 : 10) * magnitude;
  const count = Math.ceil(max / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

const trim = (n: number) => String(Number(n.toFixed(1)));

/** How a short number names its thousands, lakhs and crores: the page's language (the catalogue's `unit.*`). */
export interface CompactUnits {
  thousand: (value: string) => string;
  lakh: (value: string) => string;
  crore: (value: string) => string;
}

/** The English abbreviations, for code and tests outside a page. */
export const ABBREVIATED_UNITS: CompactUnits = {
  thousand: (value) => `${value}K`,
  lakh: (value) => `${value}L`,
  crore: (value) => `${value}Cr`,
};

/** 1500 -> '1.5K', 250000 -> '2.5L', 30000000 -> '3Cr' (Indian lakh and crore). */
export function compactNumber(value: number, units: CompactUnits = ABBREVIATED_UNITS): string {
  const abs = Math.abs(value);
  if (abs >= 1e7) return units.crore(trim(value / 1e7));
  if (abs >= 1e5) return units.lakh(trim(value / 1e5));
  if (abs >= 1e3) return units.thousand(trim(value / 1e3));
  return trim(value);
}

/** Show every n-th axis label so that labels `labelWidth` wide fit in slots `slotWidth` wide. */
export function labelEvery(slotWidth: number, labelWidth: number): number {
  if (slotWidth <= 0) return 1;
  return Math.max(1, Math.ceil(labelWidth / slotWidth));
}
