/** The calculator's inputs as the form holds them, their checks, and their place in the address. */

export const KITCHENS = ['restaurant', 'sweet-shop', 'canteen', 'household'] as const;
export const UNITS = ['litres', 'kg'] as const;
export const PERIODS = ['day', 'week', 'month'] as const;

export type Kitchen = (typeof KITCHENS)[number];
export type Unit = (typeof UNITS)[number];
export type Period = (typeof PERIODS)[number];

/** Every value a string, as the controls hold it (the amount exactly as typed). */
export interface CalculatorInputs {
  kitchen: Kitchen;
  amount: string;
  unit: Unit;
  per: Period;
  /** The chosen state's id from the state list, or '' for none. */
  state: string;
}

export type InputName = keyof CalculatorInputs;

export const defaultInputs: CalculatorInputs = { kitchen: 'restaurant', amount: '', unit: 'litres', per: 'day', state: '' };

/**
 * The most one kitchen could set aside, per period, in litres or kg alike: more is a typing slip
 * (or an industrial volume we quote for separately), never a figure to multiply out.
 */
export const MAX_AMOUNT: Record<Period, number> = { day: 10_000, week: 70_000, month: 300_000 };

/**
 * The amount's field takes the longest amount allowed written out in full, with Indian grouping
 * and decimals ("3,00,000.25" is 11 characters), and a little room for spaces.
 */
export const AMOUNT_INPUT_MAX_LENGTH = 16;

export type AmountCheck = { ok: true; value: number } | { ok: false; problem: 'empty' | 'not-a-number' | 'negative' | 'too-large' };

/** A plain decimal: no sign, no exponent; Indian or Western thousands separators are allowed. */
const DECIMAL = /^(?:\d+\.?\d*|\.\d+)$/;

/** The amount as typed, checked: "1,200" and "12.5" are numbers; "-5", "abc", "1e9" and 10^9 are not taken. */
export function checkAmount(raw: string, per: Period): AmountCheck {
  const text = raw.trim().replace(/[\s,]/g, '');
  if (!text) return { ok: false, problem: 'empty' };
  if (/^[-\u2212]/.test(text)) return { ok: false, problem: DECIMAL.test(text.slice(1)) ? 'negative' : 'not-a-number' };
  if (!DECIMAL.test(text)) return { ok: false, problem: 'not-a-number' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, problem: 'not-a-number' };
  if (value > MAX_AMOUNT[per]) return { ok: false, problem: 'too-large' };
  return { ok: true, value };
}

const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** The inputs a shared address carries (?kitchen=&amount=&unit=&per=&state=); anything unknown is left at its default. */
export function inputsFromQuery(search: string): CalculatorInputs {
  const query = new URLSearchParams(search);
  const state = query.get('state') ?? '';
  return {
    kitchen: pick(KITCHENS, query.get('kitchen'), defaultInputs.kitchen),
    // Kept as typed (so a mistyped link shows its message), but never longer than a field would hold.
    amount: (query.get('amount') ?? '').slice(0, 24),
    unit: pick(UNITS, query.get('unit'), defaultInputs.unit),
    per: pick(PERIODS, query.get('per'), defaultInputs.per),
    state: /^\d{1,6}$/.test(state) ? state : '',
  };
}

/** The query string for these inputs ('' when nothing differs from the defaults). */
export function queryFromInputs(inputs: CalculatorInputs): string {
  const changed = (Object.keys(defaultInputs) as InputName[]).some((name) => inputs[name] !== defaultInputs[name]);
  if (!changed) return '';
  const query = new URLSearchParams({ kitchen: inputs.kitchen, amount: inputs.amount.trim(), unit: inputs.unit, per: inputs.per });
  if (inputs.state) query.set('state', inputs.state);
  return `?${query.toString()}`;
}
