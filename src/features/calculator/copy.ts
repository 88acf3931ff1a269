import { site } from '../../config/site';
import { DAYS_PER_MONTH, FSSAI_RECORDS_LITRES_PER_DAY, OIL_KG_PER_LITRE } from './factors';
import type { Figures, Pickup } from './figures';
import { formatNumber, formatQuantity, formatRupeeRange } from './format';
import type { AmountCheck, Kitchen, Period, Unit } from './inputs';
import { MAX_AMOUNT } from './inputs';

/** Every word the calculator shows, in one place (a Hindi version can sit beside it later). */

export const kitchenLabels: Record<Kitchen, string> = {
  restaurant: 'Restaurant or hotel',
  'sweet-shop': 'Sweet shop or snack maker',
  canteen: 'Canteen or cloud kitchen',
  household: 'Housing society or household',
};

export const unitLabels: Record<Unit, string> = { litres: 'Litres', kg: 'Kilograms (kg)' };
const unitWords: Record<Unit, string> = { litres: 'litres', kg: 'kg' };
export const periodLabels: Record<Period, string> = { day: 'A day', week: 'A week', month: 'A month' };

export const labels = {
  kitchen: 'Kind of kitchen',
  amount: (unit: Unit, per: Period) => `Used oil you set aside (${unitWords[unit]} a ${per})`,
  amountPlaceholder: 'e.g. 10',
  amountHint: 'A number: 12.5 and 1,200 both work.',
  unit: 'Measured in',
  per: 'How often',
  state: 'State',
  statePlaceholder: 'Select your state',
  stateHint: 'Rates differ by region. Without a state we show the all-India range.',
  results: 'Your figures for a month',
  book: 'Book a pickup for this amount',
  share: 'Share this result',
  fullBreakdown: 'See the full breakdown',
  fssai: 'FSSAI record-keeping',
  pickup: 'Pickups',
};

/** Why the amount gives no figures, said the way the person typed it. */
export function amountProblem(problem: Exclude<AmountCheck, { ok: true }>['problem'], unit: Unit, per: Period): string {
  switch (problem) {
    case 'empty':
      return 'Enter how much used oil you set aside.';
    case 'not-a-number':
      return 'Enter a number, such as 12 or 12.5.';
    case 'negative':
      return 'The amount cannot be less than zero.';
    case 'too-large':
      return `Enter at most ${formatNumber(MAX_AMOUNT[per])} ${unitWords[unit]} a ${per}. For more, call ${site.tollFreeDisplay}.`;
  }
}

export const resultsFootnote = {
  empty: 'Enter an amount to see your figures.',
  invalid: 'Correct the amount above to see your figures.',
  shown: 'Payment is indicative: the rate is agreed when you register, once we have seen your oil.',
};

export const figureLabels = {
  oil: 'Used oil a month',
  payment: 'Indicative payment a month',
  points: 'Green points a month',
  co2e: 'Greenhouse gas avoided a month',
};

export const figureNotes = {
  oil: `at ${formatNumber(OIL_KG_PER_LITRE, 2)} kg a litre, ${formatNumber(DAYS_PER_MONTH, 2)} days a month`,
  payment: (figures: Figures) => `at ₹${figures.rate.min} to ₹${figures.rate.max} a kg, ${figures.rate.region ?? 'all-India range'}; indicative`,
  paymentEmpty: 'indicative, in rupees',
  points: `${site.figures.greenPointsPerKg} points for every kg`,
  co2e: 'CO2 equivalent, as biodiesel in place of diesel',
};

const fssaiAsks = `FSSAI then asks for a daily register of the oil used and discarded, and that used oil goes only to an authorised collector such as us.`;

export const fssaiText: Record<Figures['fssai'], { status: string; text: string }> = {
  applies: {
    status: 'Applies to you',
    text: `You set aside more than ${FSSAI_RECORDS_LITRES_PER_DAY} litres a day, so you fry with more than that. ${fssaiAsks}`,
  },
  'depends-on-fresh-oil': {
    status: `Applies if you fry with over ${FSSAI_RECORDS_LITRES_PER_DAY} litres a day`,
    text: `It counts the fresh oil you fry with, which is more than you set aside. ${fssaiAsks}`,
  },
  'not-a-business': {
    status: 'Does not apply to homes',
    text: 'The duty is for food businesses. Giving your oil to an authorised collector still keeps it out of drains and out of food.',
  },
};

export const fssaiEmpty = { status: 'Depends on your amount', text: `FSSAI asks kitchens frying with more than ${FSSAI_RECORDS_LITRES_PER_DAY} litres of oil a day to keep records of it. Enter an amount to see where you stand.` };
export const pickupEmpty = { status: 'Depends on your amount', text: `Our smallest business pickup is ${site.figures.minimumPickupKg} kg; homes can book from ${site.figures.householdMinimumLitres} litres. Enter an amount to see how often we would come.` };

export const noteLinks = {
  fssai: 'What FSSAI asks of food businesses',
  household: 'How household collection works',
  collection: 'How a business pickup works',
};

/** How often pickups fit this amount, or how long until the first one. */
export function pickupText(pickup: Pickup): { status: string; text: string } {
  const minimum = `${site.figures.minimumPickupKg} kg`;
  switch (pickup.kind) {
    case 'weekly':
    case 'fortnightly':
    case 'monthly':
      return {
        status: `Enough for a ${pickup.kind} pickup`,
        text: `Our smallest business pickup is ${minimum}. You reach it every ${pickup.kind === 'weekly' ? 'week' : pickup.kind === 'fortnightly' ? 'two weeks' : 'month'}.`,
      };
    case 'below-minimum':
      return {
        status: `Below our ${minimum} minimum pickup`,
        text: `Store it for about ${waitText(pickup.daysToMinimum)} to reach ${minimum}, or use household collection: a doorstep pickup from ${site.figures.householdMinimumLitres} litres.`,
      };
    case 'nothing':
      return { status: 'Nothing to collect yet', text: `Our smallest business pickup is ${minimum}; homes can book from ${site.figures.householdMinimumLitres} litres.` };
  }
}

function waitText(days: number): string {
  if (days <= 14) return `${days} day${days === 1 ? '' : 's'}`;
  if (days <= 90) return `${Math.ceil(days / 7)} weeks`;
  return `${Math.ceil(days / DAYS_PER_MONTH)} months`;
}

/** The figures in one sentence, read out politely after typing pauses. */
export function announcement(figures: Figures): string {
  return `${formatQuantity(figures.kgPerMonth)} kg of used oil a month: ${formatRupeeRange(figures.paymentMin, figures.paymentMax)} indicative, ${formatNumber(figures.greenPoints)} green points, ${formatQuantity(figures.co2e.avoidedKg)} kg CO2e avoided.`;
}

export const shareMessages = {
  copied: 'Link copied. Paste it into WhatsApp, SMS or e-mail: it opens with these figures.',
  failed: 'Your browser did not let us copy the link. Copy the address from the address bar: it holds these figures.',
  shareTitle: `What is my used cooking oil worth? | ${site.shortName}`,
};

/** Shown above the booking form once the calculator has filled it in. */
export function carriedOverText(quantity: string, rate: string): string {
  return `From the calculator: ${quantity} kg of used oil a month at ₹${rate} a kg, the lower end of the indicative range. Verify your mobile number and you will find both filled in on the details step.`;
}

export const workingCopy = {
  heading: 'How these figures are worked out',
  yours: 'With your numbers. Each figure is worked from the month’s oil to the nearest 0.1 kg; results are rounded only for display.',
  example: 'A worked example until you enter an amount: a restaurant setting aside 10 litres a day, at the all-India range of rates.',
  sources: 'Sources',
};
