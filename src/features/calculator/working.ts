import { site } from '../../config/site';
import {
  BIODIESEL_MJ_PER_KG,
  DAYS_PER_MONTH,
  FOSSIL_COMPARATOR_G_PER_MJ,
  FSSAI_RECORDS_LITRES_PER_DAY,
  OIL_KG_PER_LITRE,
  UCO_BIODIESEL_DEFAULT_SAVING,
} from './factors';
import { calculate, PERIODS_PER_MONTH, type Figures } from './figures';
import { formatNumber as n, formatRupees } from './format';
import type { CalculatorInputs } from './inputs';

/** One step of the arithmetic behind a figure, written out with the numbers used. */
export interface WorkingStep {
  figure: string;
  sum: string;
}

/** The example the page works through before anything is typed: a busy restaurant, all-India rates. */
export const exampleInputs: CalculatorInputs = { kitchen: 'restaurant', amount: '10', unit: 'litres', per: 'day', state: '' };

export function exampleFigures(): Figures {
  const example = calculate(exampleInputs, null);
  if (!example.ok) throw new Error('the worked example must be a valid amount');
  return example.figures;
}

const kg = (value: number) => `${n(value, 1)} kg`;

/** The sums behind every figure, for these inputs and their figures. */
export function workingSteps(inputs: CalculatorInputs, figures: Figures): WorkingStep[] {
  const amount = `${n(figures.amount, 2)} ${inputs.unit === 'litres' ? 'litres' : 'kg'} a ${inputs.per}`;
  const density = inputs.unit === 'litres' ? ` × ${n(OIL_KG_PER_LITRE, 2)} kg a litre` : '';
  const periods = inputs.per === 'month' ? '' : ` × ${n(PERIODS_PER_MONTH[inputs.per], 2)} ${inputs.per}s a month`;
  const { rate, co2e } = figures;
  const points = site.figures.greenPointsPerKg;
  return [
    { figure: 'Used oil a month', sum: `${amount}${density}${periods} = ${kg(figures.kgPerMonth)}` },
    {
      figure: 'Indicative payment',
      sum: `${kg(figures.kgPerMonth)} × ₹${rate.min} to ₹${rate.max} a kg (${rate.region ?? 'all-India range'}) = ${formatRupees(figures.paymentMin)} to ${formatRupees(figures.paymentMax)}`,
    },
    { figure: 'Green points', sum: `${kg(figures.kgPerMonth)} × ${points} points a kg = ${n(figures.greenPoints)} points (whole points, rounded down)` },
    {
      figure: 'Biodiesel made',
      sum: `${kg(figures.kgPerMonth)} × ${n(site.figures.biodieselKgPerKgOil, 2)} kg of biodiesel per kg of oil = ${kg(co2e.biodieselKg)}, × ${BIODIESEL_MJ_PER_KG} MJ a kg = ${n(co2e.energyMj)} MJ`,
    },
    {
      figure: 'Greenhouse gas avoided',
      sum: `${n(co2e.energyMj)} MJ × ${FOSSIL_COMPARATOR_G_PER_MJ} g CO2e a MJ for fossil diesel = ${kg(co2e.fossilKg)} CO2e, × ${n(UCO_BIODIESEL_DEFAULT_SAVING * 100)}% saved = ${kg(co2e.avoidedKg)} CO2e`,
    },
    {
      figure: 'FSSAI threshold',
      sum: `${kg(figures.kgPerMonth)} ÷ ${n(OIL_KG_PER_LITRE, 2)} kg a litre ÷ ${n(DAYS_PER_MONTH, 2)} days = ${n(figures.litresPerDay, 1)} litres a day, against ${FSSAI_RECORDS_LITRES_PER_DAY} litres of fresh oil a day`,
    },
  ];
}
