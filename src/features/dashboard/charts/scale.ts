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

const trim = (n: number, digits = 1) => String(Number(n.toFixed(digits)));

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

/** 52800 -> { figure: '52.8', unit: 'thousand' } (one decimal; `digits` 0: '53'); below 1,000 no unit. */
export function compactParts(value: number, digits = 1): { figure: string; unit: keyof CompactUnits | null } {
  const abs = Math.abs(value);
  if (abs >= 1e7) return { figure: trim(value / 1e7, digits), unit: 'crore' };
  if (abs >= 1e5) return { figure: trim(value / 1e5, digits), unit: 'lakh' };
  if (abs >= 1e3) return { figure: trim(value / 1e3, digits), unit: 'thousand' };
  return { figure: trim(value, digits), unit: null };
}

/** 1500 -> '1.5K', 250000 -> '2.5L', 30000000 -> '3Cr' (Indian lakh and crore). */
export function compactNumber(value: number, units: CompactUnits = ABBREVIATED_UNITS): string {
  const { figure, unit } = compactParts(value);
  return unit ? units[unit](figure) : figure;
}

/** The unit's word alone ('K', 'हज़ार'): the second line of a value label too wide for one. */
export const unitWord = (units: CompactUnits, unit: keyof CompactUnits) => units[unit]('').trim();

/**
 * About how wide a value label is drawn (11px, bold), in px, erring wide: a wide system font such
 * as DejaVu Sans (Linux) as much as Roboto or San Francisco. Digits are about 7 px, points and
 * commas half that; of Devanagari's vowel signs and marks, those beside a letter about half a
 * letter, those above or below it none.
 */
export function valueLabelWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const devanagariSign = (code >= 0x0900 && code <= 0x0903) || (code >= 0x093a && code <= 0x094f) || (code >= 0x0951 && code <= 0x0957) || code === 0x0962 || code === 0x0963;
    const signBeside = code === 0x0903 || code === 0x093b || (code >= 0x093e && code <= 0x0940) || (code >= 0x0949 && code <= 0x094c) || code === 0x094e || code === 0x094f;
    if (devanagariSign && !signBeside) continue;
    if (signBeside || '.,: '.includes(char)) width += 3.5;
    else if (/[A-Z₹]/.test(char)) width += 8;
    else width += 7;
  }
  return width;
}

/** Show every n-th axis label so that labels `labelWidth` wide fit in slots `slotWidth` wide. */
export function labelEvery(slotWidth: number, labelWidth: number): number {
  if (slotWidth <= 0) return 1;
  return Math.max(1, Math.ceil(labelWidth / slotWidth));
}
