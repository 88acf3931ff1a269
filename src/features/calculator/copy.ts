import { site } from '../../config/site';
import { DAYS_PER_MONTH, FSSAI_RECORDS_LITRES_PER_DAY, OIL_KG_PER_LITRE } from '../../config/oilFactors';
import type { Figures, Pickup, Region } from './figures';
import type { AmountCheck, Kitchen, Period, Unit } from './inputs';
import { MAX_AMOUNT } from './inputs';
import type { CalculatorMessage, Words } from './words';

/**
 * The calculator's sentences that are put together from figures, in the page's language. The words
 * themselves are in the `calculator` catalogue (src/locales/<language>/calculator.json); the fixed
 * labels are translated where they are shown.
 */

export const kitchenLabels: Record<Kitchen, CalculatorMessage> = {
  restaurant: 'kitchen.restaurant',
  'sweet-shop': 'kitchen.sweetShop',
  canteen: 'kitchen.canteen',
  household: 'kitchen.household',
};

export const unitLabels: Record<Unit, CalculatorMessage> = { litres: 'unit.litres', kg: 'unit.kg' };
export const periodLabels: Record<Period, CalculatorMessage> = { day: 'per.day', week: 'per.week', month: 'per.month' };

const unitPerKeys: Record<Unit, Record<Period, CalculatorMessage>> = {
  litres: { day: 'unitPer.litres.day', week: 'unitPer.litres.week', month: 'unitPer.litres.month' },
  kg: { day: 'unitPer.kg.day', week: 'unitPer.kg.week', month: 'unitPer.kg.month' },
};

/** "litres a day", "kg a week"... */
export const unitPer = (unit: Unit, per: Period, { t }: Words): string => t(unitPerKeys[unit][per]);

/** The amount's label names the unit and period chosen: "Used oil you set aside (litres a day)". */
export const amountLabel = (unit: Unit, per: Period, words: Words): string => words.t('amount.label', { unitPer: unitPer(unit, per, words) });

const amountProblemKeys = {
  empty: 'amount.error.empty',
  'not-a-number': 'amount.error.notANumber',
  negative: 'amount.error.negative',
} as const satisfies Record<string, CalculatorMessage>;

/** Why the amount gives no figures, said the way the person typed it. */
export function amountProblem(problem: Exclude<AmountCheck, { ok: true }>['problem'], unit: Unit, per: Period, words: Words): string {
  if (problem !== 'too-large') return words.t(amountProblemKeys[problem]);
  return words.t('amount.error.tooLarge', { max: words.num.number(MAX_AMOUNT[per]), unitPer: unitPer(unit, per, words), phone: site.tollFreeDisplay });
}

const regionKeys: Record<Region, CalculatorMessage> = {
  'North India': 'region.north',
  'West and Central India': 'region.westCentral',
  'South India': 'region.south',
  'East and North-East India': 'region.eastNorthEast',
};

/** The rates' region, or the all-India range. */
export const regionName = (region: Region | null, { t }: Words): string => t(region ? regionKeys[region] : 'region.allIndia');

export const figureNotes = {
  oil: ({ t, num }: Words) => t('figure.oil.note', { density: num.number(OIL_KG_PER_LITRE, 2), days: num.number(DAYS_PER_MONTH, 2) }),
  payment: ({ rate }: Figures, words: Words) =>
    words.t('figure.payment.note', { min: words.num.rupees(rate.min), max: words.num.rupees(rate.max), region: regionName(rate.region, words) }),
  points: ({ t, num }: Words) => t('figure.points.note', { points: num.number(site.figures.greenPointsPerKg) }),
};

interface NoteText {
  status: string;
  text: string;
}

const fssaiKeys: Record<Figures['fssai'], { status: CalculatorMessage; text: CalculatorMessage }> = {
  applies: { status: 'fssai.applies.status', text: 'fssai.applies.text' },
  'depends-on-fresh-oil': { status: 'fssai.dependsOnFreshOil.status', text: 'fssai.dependsOnFreshOil.text' },
  'not-a-business': { status: 'fssai.notABusiness.status', text: 'fssai.notABusiness.text' },
};

/** FSSAI's record-keeping duty for these figures, or what it turns on before there are any. */
export function fssaiText(duty: Figures['fssai'] | null, { t, num }: Words): NoteText {
  const values = { litres: num.number(FSSAI_RECORDS_LITRES_PER_DAY) };
  if (!duty) return { status: t('fssai.empty.status'), text: t('fssai.empty.text', values) };
  return { status: t(fssaiKeys[duty].status, values), text: t(fssaiKeys[duty].text, values) };
}

const pickupKeys = {
  weekly: { status: 'pickup.weekly.status', text: 'pickup.weekly.text' },
  fortnightly: { status: 'pickup.fortnightly.status', text: 'pickup.fortnightly.text' },
  monthly: { status: 'pickup.monthly.status', text: 'pickup.monthly.text' },
  nothing: { status: 'pickup.nothing.status', text: 'pickup.nothing.text' },
} as const satisfies Record<string, { status: CalculatorMessage; text: CalculatorMessage }>;

/** How often pickups fit this amount, or how long until the first one; before there is an amount, what it turns on. */
export function pickupText(pickup: Pickup | null, words: Words): NoteText {
  const { t, num } = words;
  const values = { minimum: num.number(site.figures.minimumPickupKg), litres: num.number(site.figures.householdMinimumLitres) };
  if (!pickup) return { status: t('pickup.empty.status'), text: t('pickup.empty.text', values) };
  if (pickup.kind === 'below-minimum') {
    return {
      status: t('pickup.belowMinimum.status', values),
      text: t('pickup.belowMinimum.text', { ...values, wait: waitText(pickup.daysToMinimum, words) }),
    };
  }
  const keys = pickupKeys[pickup.kind];
  return { status: t(keys.status, values), text: t(keys.text, values) };
}

function waitText(days: number, { t, num }: Words): string {
  if (days <= 14) return t(days === 1 ? 'wait.day' : 'wait.days', { count: num.number(days) });
  if (days <= 90) return t('wait.weeks', { count: num.number(Math.ceil(days / 7)) });
  return t('wait.months', { count: num.number(Math.ceil(days / DAYS_PER_MONTH)) });
}

/** The figures in one sentence, read out politely after typing pauses. */
export function announcement(figures: Figures, words: Words): string {
  const { t, num } = words;
  const values = { kg: num.quantity(figures.kgPerMonth), min: num.rupees(figures.paymentMin), max: num.rupees(figures.paymentMax), co2e: num.quantity(figures.co2e.avoidedKg) };
  // A household earns no green points: it is paid on the day.
  if (figures.greenPoints === null) return t('announcement.household', values);
  return t('announcement', { ...values, points: num.number(figures.greenPoints) });
}

/** What sharing says afterwards (nothing when the share sheet did the job or was cancelled). */
export const shareMessages = { copied: 'share.copied', failed: 'share.failed' } as const satisfies Record<string, CalculatorMessage>;

export type ShareMessage = (typeof shareMessages)[keyof typeof shareMessages];

export const shareTitle = ({ t }: Words): string => t('share.title', { site: site.shortName });

/** Shown above the booking form once the calculator has filled it in (the values as the form holds them). */
export const carriedOverText = (quantity: string, rate: string, { t }: Words): string => t('carried', { quantity, rate });
