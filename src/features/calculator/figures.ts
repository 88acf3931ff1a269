import { site, toBiodieselKg } from '../../config/site';
import { allIndiaRate, oilRates } from '../../config/oilRates';
import { co2eAvoided, DAYS_PER_MONTH, DAYS_PER_WEEK, FSSAI_RECORDS_LITRES_PER_DAY, OIL_KG_PER_LITRE, oilImpact, type Co2eAvoided, type OilImpact } from '../../config/oilFactors';
import { checkAmount, type AmountCheck, type CalculatorInputs, type Kitchen, type Period, type Unit } from './inputs';

/** How many of a period fit in a month of DAYS_PER_MONTH days. */
export const PERIODS_PER_MONTH: Record<Period, number> = { day: DAYS_PER_MONTH, week: DAYS_PER_MONTH / DAYS_PER_WEEK, month: 1 };

/** An amount per day, week or month, in litres or kg, as kg a month. */
export function kgPerMonth(amount: number, unit: Unit, per: Period): number {
  const kg = unit === 'litres' ? amount * OIL_KG_PER_LITRE : amount;
  return kg * PERIODS_PER_MONTH[per];
}

/** The regions of oilRates, each with its own rates. */
export type Region = (typeof oilRates)[number]['region'];

export interface RateBand {
  min: number;
  max: number;
  /** The region the state belongs to, or null for the all-India range. */
  region: Region | null;
}

const normalise = (name: string) => name.trim().toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');

/** The indicative rate per kg for this kind of kitchen in this state (config/oilRates); all-India when unknown. */
export function rateBand(kitchen: Kitchen, stateName: string | null | undefined): RateBand {
  const kind = kitchen === 'household' ? 'household' : 'business';
  const wanted = stateName ? normalise(stateName) : '';
  const region = wanted ? oilRates.find((band) => band.states.some((state) => normalise(state) === wanted)) : undefined;
  if (region) return { ...region[kind], region: region.region };
  return { ...allIndiaRate(kind), region: null };
}

/** Greenhouse gas avoided as biodiesel: the same formula as the company's figures (config/oilFactors.ts). */
export { co2eAvoided, type Co2eAvoided };

/** Green points are whole: a part-kilogram earns none, so the count is rounded down. */
export const greenPointsFor = (oilKg: number): number => Math.floor(oilKg * site.figures.greenPointsPerKg + 1e-9);

/**
 * Green points for this kind of kitchen: none for a household, whose oil is paid for on the day (by
 * UPI or bank transfer, content/pages/householdCollection.ts); points are for food businesses'
 * accounts (content/pages/redeemGreenPoints.ts, "Can households earn green points?").
 */
export const greenPointsOf = (kitchen: Kitchen, oilKg: number): number | null => (kitchen === 'household' ? null : greenPointsFor(oilKg));

/**
 * FSSAI's record-keeping duty: households are not food businesses; a kitchen that sets aside more than
 * 50 litres a day certainly uses more than that; below it, the duty turns on the fresh oil it uses.
 */
export type FssaiDuty = 'not-a-business' | 'applies' | 'depends-on-fresh-oil';

export function fssaiDuty(kitchen: Kitchen, litresPerDay: number): FssaiDuty {
  if (kitchen === 'household') return 'not-a-business';
  return litresPerDay > FSSAI_RECORDS_LITRES_PER_DAY ? 'applies' : 'depends-on-fresh-oil';
}

/** How often a pickup of at least the minimum fills up, or how long until the first one. */
export type Pickup = { kind: 'weekly' | 'fortnightly' | 'monthly' } | { kind: 'below-minimum'; daysToMinimum: number } | { kind: 'nothing' };

export function pickupFor(oilKgPerMonth: number): Pickup {
  if (oilKgPerMonth <= 0) return { kind: 'nothing' };
  const perDay = oilKgPerMonth / DAYS_PER_MONTH;
  const minimum = site.figures.minimumPickupKg;
  if (perDay * 7 >= minimum) return { kind: 'weekly' };
  if (perDay * 14 >= minimum) return { kind: 'fortnightly' };
  if (oilKgPerMonth >= minimum) return { kind: 'monthly' };
  return { kind: 'below-minimum', daysToMinimum: Math.ceil(minimum / perDay) };
}

/** Every figure of one calculation; the month's oil is to 0.1 kg, other rounding is for display (format.ts). */
export interface Figures {
  amount: number;
  kgPerMonth: number;
  litresPerDay: number;
  rate: RateBand;
  paymentMin: number;
  paymentMax: number;
  /** Null for a household: homes are paid on the day and earn no green points (greenPointsOf). */
  greenPoints: number | null;
  /** The month's oil as biodiesel and CO2e avoided: the shared oilImpact, as the vendor's impact certificate works it out. */
  co2e: OilImpact;
  fssai: FssaiDuty;
  pickup: Pickup;
}

export type Calculation = { ok: true; figures: Figures } | { ok: false; problem: Exclude<AmountCheck, { ok: true }>['problem'] };

/** The whole calculation for a form's inputs and the chosen state's name. */
export function calculate(inputs: CalculatorInputs, stateName: string | null): Calculation {
  const amount = checkAmount(inputs.amount, inputs.per);
  if (!amount.ok) return amount;
  const exactKg = kgPerMonth(amount.value, inputs.unit, inputs.per);
  // The month's oil to 0.1 kg is the figure everything else is worked from, so the arithmetic shown
  // on the page adds up exactly as printed.
  const kg = Math.round(exactKg * 10) / 10;
  const litresPerDay = exactKg / OIL_KG_PER_LITRE / DAYS_PER_MONTH;
  const rate = rateBand(inputs.kitchen, stateName);
  return {
    ok: true,
    figures: {
      amount: amount.value,
      kgPerMonth: kg,
      litresPerDay,
      rate,
      paymentMin: kg * rate.min,
      paymentMax: kg * rate.max,
      greenPoints: greenPointsOf(inputs.kitchen, kg),
      // Only the share of the oil that goes to the partner biodiesel plants becomes biodiesel (the rest
      // goes to soap makers): the same share as the company's own figures (config/site.ts) and the
      // impact certificate's, so a kitchen's figure and the company's add up.
      co2e: oilImpact(toBiodieselKg(kg)),
      fssai: fssaiDuty(inputs.kitchen, litresPerDay),
      pickup: pickupFor(kg),
    },
  };
}

/** What "Book a pickup for this amount" hands the booking form: kg a month and the lower rate, in ₹ per kg. */
export function bookingValues(figures: Figures): { oil_quantity: string; expected_rate: string } {
  // The form's number controls have a minimum of 1: never hand it less.
  const quantity = figures.kgPerMonth < 10 ? Math.max(1, Math.round(figures.kgPerMonth * 10) / 10) : Math.round(figures.kgPerMonth);
  return { oil_quantity: String(quantity), expected_rate: String(figures.rate.min) };
}
