import { biodieselShare, site } from '../../config/site';
import {
  BIODIESEL_MJ_PER_KG,
  DAYS_PER_MONTH,
  FOSSIL_COMPARATOR_G_PER_MJ,
  FSSAI_RECORDS_LITRES_PER_DAY,
  OIL_KG_PER_LITRE,
  UCO_BIODIESEL_DEFAULT_SAVING,
  UCO_BIODIESEL_KG_PER_KG,
} from '../../config/oilFactors';
import { calculate, PERIODS_PER_MONTH, type Figures } from './figures';
import type { CalculatorInputs } from './inputs';
import { regionName, unitPer } from './copy';
import type { CalculatorMessage, Words } from './words';

/** One step of the arithmetic behind a figure, written out with the numbers used. */
export interface WorkingStep {
  /** Which figure (stable across languages, for React's keys). */
  id: 'oil' | 'payment' | 'points' | 'biodiesel' | 'co2e' | 'fssai';
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

const stepNames: Record<WorkingStep['id'], CalculatorMessage> = {
  oil: 'working.step.oil',
  payment: 'working.step.payment',
  points: 'working.step.points',
  biodiesel: 'working.step.biodiesel',
  co2e: 'working.step.co2e',
  fssai: 'working.step.fssai',
};

/**
 * The sums behind every figure, for these inputs and their figures. Each quantity is a message of
 * the page's language; the arithmetic between them (×, ÷, =) is the same in every language.
 */
export function workingSteps(inputs: CalculatorInputs, figures: Figures, words: Words): WorkingStep[] {
  const { t, num } = words;
  const n = num.number;
  const kg = (value: number) => t('value.kg', { kg: n(value, 1) });
  const kgCo2e = (value: number) => t('value.kgCo2e', { kg: n(value, 1) });
  const mj = (value: number) => t('working.mj', { mj: n(value) });
  const kgPerLitre = t('working.kgPerLitre', { density: n(OIL_KG_PER_LITRE, 2) });
  const { rate, co2e } = figures;
  const monthKg = kg(figures.kgPerMonth);

  const oil = [t('working.amount', { amount: n(figures.amount, 2), unitPer: unitPer(inputs.unit, inputs.per, words) })];
  if (inputs.unit === 'litres') oil.push(kgPerLitre);
  if (inputs.per !== 'month') oil.push(t(inputs.per === 'day' ? 'working.periods.day' : 'working.periods.week', { count: n(PERIODS_PER_MONTH[inputs.per], 2) }));

  const sums: Record<WorkingStep['id'], string> = {
    oil: `${oil.join(' × ')} = ${monthKg}`,
    payment: `${monthKg} × ${t('working.rate', { min: num.rupees(rate.min), max: num.rupees(rate.max), region: regionName(rate.region, words) })} = ${t('value.rupeeRange', { min: num.rupees(figures.paymentMin), max: num.rupees(figures.paymentMax) })}`,
    points: `${monthKg} × ${t('working.pointsPerKg', { points: n(site.figures.greenPointsPerKg) })} = ${t('working.points', { points: n(figures.greenPoints ?? 0) })}`,
    biodiesel: `${monthKg} × ${t('working.toBiodiesel', { percent: n(biodieselShare * 100) })} = ${kg(co2e.oilKg)}, × ${t('working.biodieselPerKg', { biodiesel: n(UCO_BIODIESEL_KG_PER_KG, 2) })} = ${kg(co2e.biodieselKg)}, × ${t('working.mjPerKg', { mj: n(BIODIESEL_MJ_PER_KG) })} = ${mj(co2e.energyMj)}`,
    co2e: `${mj(co2e.energyMj)} × ${t('working.fossilPerMj', { grams: n(FOSSIL_COMPARATOR_G_PER_MJ) })} = ${kgCo2e(co2e.fossilKg)}, × ${t('working.saved', { percent: n(UCO_BIODIESEL_DEFAULT_SAVING * 100) })} = ${kgCo2e(co2e.avoidedKg)}`,
    fssai: `${monthKg} ÷ ${kgPerLitre} ÷ ${t('working.days', { days: n(DAYS_PER_MONTH, 2) })} = ${t('working.fssai', { litres: n(figures.litresPerDay, 1), limit: n(FSSAI_RECORDS_LITRES_PER_DAY) })}`,
  };
  // A household earns no green points (figures.greenPointsOf), so it has no points to work out.
  const ids = (Object.keys(stepNames) as WorkingStep['id'][]).filter((id) => id !== 'points' || figures.greenPoints !== null);
  return ids.map((id) => ({ id, figure: t(stepNames[id]), sum: sums[id] }));
}
