import { beforeAll, describe, expect, it } from 'vitest';
import { amountProblem, announcement, pickupText } from '../../src/features/calculator/copy';
import { bookingValues, calculate, kgPerMonth, pickupFor, rateBand, type Figures } from '../../src/features/calculator/figures';
import { formatNumber, formatQuantity, formatRupees } from '../../src/features/calculator/format';
import { checkAmount, defaultInputs, inputsFromQuery, queryFromInputs, type CalculatorInputs } from '../../src/features/calculator/inputs';
import { exampleInputs, workingSteps } from '../../src/features/calculator/working';
import { wordsFor } from '../../src/features/calculator/words';
import { i18nFor, loadCatalog } from '../../src/i18n/catalogs';

// The sentences put together from figures, in English: the `calculator` catalogue's messages.
beforeAll(() => loadCatalog('en', 'calculator'));
const en = wordsFor((id, values) => i18nFor.en._(`calculator.${id}`, values), 'en');

const inputs = (changes: Partial<CalculatorInputs>): CalculatorInputs => ({ ...defaultInputs, ...changes });

function figuresOf(changes: Partial<CalculatorInputs>, stateName: string | null = null): Figures {
  const result = calculate(inputs(changes), stateName);
  if (!result.ok) throw new Error(`expected figures, got ${result.problem}`);
  return result.figures;
}

describe('units: litres, kilograms, day, week and month (0.92 kg a litre; a month of 365/12 days)', () => {
  it('turns 10 litres a day into 279.83 kg a month', () => {
    // 10 L × 0.92 kg/L = 9.2 kg a day; × 30.4167 days = 279.83 kg.
    expect(kgPerMonth(10, 'litres', 'day')).toBeCloseTo(279.833, 3);
  });

  it('turns 25 kg a week into 108.63 kg a month (4.345 weeks a month)', () => {
    expect(kgPerMonth(25, 'kg', 'week')).toBeCloseTo(108.631, 3);
  });

  it('takes kilograms a month as they are, and litres a month at 0.92', () => {
    expect(kgPerMonth(120, 'kg', 'month')).toBe(120);
    expect(kgPerMonth(100, 'litres', 'month')).toBeCloseTo(92, 10);
  });
});

describe('worked example: a restaurant in Karnataka setting aside 10 litres a day', () => {
  const figures = figuresOf({ amount: '10' }, 'Karnataka');

  it('works from 279.8 kg a month', () => {
    expect(figures.kgPerMonth).toBe(279.8);
    expect(formatQuantity(figures.kgPerMonth)).toBe('280');
  });

  it('pays ₹44 to ₹58 a kg in South India: ₹12,311 to ₹16,228 a month', () => {
    expect(figures.rate).toEqual({ min: 44, max: 58, region: 'South India' });
    expect(figures.paymentMin).toBeCloseTo(12_311.2, 6);
    expect(figures.paymentMax).toBeCloseTo(16_228.4, 6);
    expect(en.t('value.rupeeRange', { min: en.num.rupees(figures.paymentMin), max: en.num.rupees(figures.paymentMax) })).toBe('₹12,311 to ₹16,228');
  });

  it('earns 559 green points (2 a kg, rounded down from 559.6)', () => {
    expect(figures.greenPoints).toBe(559);
  });

  it('avoids 588.5 kg CO2e: the 90 % sent to biodiesel plants (251.8 kg) × 0.8 = 201.44 kg biodiesel × 37 MJ × 94 g × 84 %', () => {
    expect(figures.co2e.oilKg).toBeCloseTo(251.8, 6);
    expect(figures.co2e.biodieselKg).toBeCloseTo(201.44, 6);
    expect(figures.co2e.energyMj).toBeCloseTo(7453.28, 6);
    expect(figures.co2e.fossilKg).toBeCloseTo(700.60832, 4);
    expect(figures.co2e.avoidedKg).toBeCloseTo(588.511, 3);
    expect(formatQuantity(figures.co2e.avoidedKg)).toBe('589');
  });

  it('is below FSSAI’s 50 litres a day, so the duty turns on the fresh oil used; a weekly pickup fits', () => {
    expect(figures.litresPerDay).toBeCloseTo(10, 10);
    expect(figures.fssai).toBe('depends-on-fresh-oil');
    expect(figures.pickup).toEqual({ kind: 'weekly' });
  });

  it('books 280 kg a month at ₹44 a kg, the lower end of the range', () => {
    expect(bookingValues(figures)).toEqual({ oil_quantity: '280', expected_rate: '44' });
  });

  it('shows the same arithmetic on the page', () => {
    const sums = workingSteps(inputs({ amount: '10' }), figures, en).map((step) => step.sum);
    expect(sums[0]).toBe('10 litres a day × 0.92 kg a litre × 30.42 days a month = 279.8 kg');
    expect(sums[1]).toBe('279.8 kg × ₹44 to ₹58 a kg (South India) = ₹12,311 to ₹16,228');
    expect(sums[2]).toBe('279.8 kg × 2 points a kg = 559 points (whole points, rounded down)');
    expect(sums[3]).toBe('279.8 kg × 90% sent to biodiesel plants = 251.8 kg, × 0.8 kg of biodiesel per kg of oil = 201.4 kg, × 37 MJ a kg = 7,453 MJ');
    expect(sums[4]).toBe('7,453 MJ × 94 g CO2e a MJ for fossil diesel = 700.6 kg CO2e, × 84% saved = 588.5 kg CO2e');
    expect(sums[5]).toBe('279.8 kg ÷ 0.92 kg a litre ÷ 30.42 days = 10 litres a day, against 50 litres of fresh oil a day');
  });

  it('announces the figures in one sentence', () => {
    expect(announcement(figures, en)).toBe('280 kg of used oil a month: ₹12,311 to ₹16,228 indicative, 559 green points, 589 kg CO2e avoided.');
  });
});

describe('other kitchens and states', () => {
  it('a kitchen setting aside 60 litres a day certainly falls under FSSAI’s record-keeping duty', () => {
    expect(figuresOf({ amount: '60' }).fssai).toBe('applies');
    expect(figuresOf({ amount: '50' }).fssai).toBe('depends-on-fresh-oil');
  });

  it('a household is paid the household rate, is not a food business, and is below the business minimum', () => {
    // 2 kg a week × 4.345 = 8.69 kg -> 8.7 kg a month; all-India household range ₹24 to ₹35.
    const figures = figuresOf({ kitchen: 'household', amount: '2', unit: 'kg', per: 'week' });
    expect(figures.kgPerMonth).toBe(8.7);
    expect(figures.rate).toEqual({ min: 24, max: 35, region: null });
    expect(figures.fssai).toBe('not-a-business');
    expect(figures.pickup).toEqual({ kind: 'below-minimum', daysToMinimum: 70 });
    expect(pickupText(figures.pickup, en).status).toBe('Below our 20 kg minimum pickup');
    expect(pickupText(figures.pickup, en).text).toMatch(/about 10 weeks to reach 20 kg, or use household collection: a doorstep pickup from 5 litres/);
    expect(bookingValues(figures)).toEqual({ oil_quantity: '8.7', expected_rate: '24' });
  });

  it('a household earns no green points: it is paid on the day, and neither the sums nor the announcement count points', () => {
    const household = { kitchen: 'household', amount: '2', unit: 'kg', per: 'week' } as const;
    const figures = figuresOf(household);
    expect(figures.greenPoints).toBeNull();
    expect(announcement(figures, en)).toBe('8.7 kg of used oil a month: ₹209 to ₹305 indicative, paid on the day, 18 kg CO2e avoided.');
    const steps = workingSteps(inputs(household), figures, en);
    expect(steps.map((step) => step.id)).toEqual(['oil', 'payment', 'biodiesel', 'co2e', 'fssai']);
    expect(steps.map((step) => `${step.figure} ${step.sum}`).join(' ')).not.toMatch(/points/i);
    // Every other kind of kitchen is a food business, and earns them.
    for (const kitchen of ['restaurant', 'sweet-shop', 'canteen'] as const) expect(figuresOf({ ...household, kitchen }).greenPoints).toBe(17);
  });

  it('finds the region by state name however it is spelt, and falls back to the all-India range', () => {
    expect(rateBand('restaurant', ' jammu & kashmir ')).toEqual({ min: 46, max: 60, region: 'North India' });
    expect(rateBand('canteen', 'West Bengal')).toEqual({ min: 40, max: 54, region: 'East and North-East India' });
    expect(rateBand('sweet-shop', 'Atlantis')).toEqual({ min: 40, max: 60, region: null });
    expect(rateBand('restaurant', null)).toEqual({ min: 40, max: 60, region: null });
  });

  it('suggests weekly, fortnightly or monthly pickups from the 20 kg minimum', () => {
    expect(pickupFor(100).kind).toBe('weekly'); // 23 kg a week
    expect(pickupFor(50).kind).toBe('fortnightly'); // 23 kg in two weeks
    expect(pickupFor(25).kind).toBe('monthly');
    expect(pickupFor(19.9)).toEqual({ kind: 'below-minimum', daysToMinimum: 31 });
    expect(pickupFor(0)).toEqual({ kind: 'nothing' });
  });
});

describe('zero and absurd amounts: a clear message, never NaN or Infinity', () => {
  it('zero gives zero everywhere and nothing to collect', () => {
    const figures = figuresOf({ amount: '0' });
    expect([figures.kgPerMonth, figures.paymentMin, figures.paymentMax, figures.greenPoints, figures.co2e.avoidedKg]).toEqual([0, 0, 0, 0, 0]);
    expect(figures.pickup).toEqual({ kind: 'nothing' });
    expect(bookingValues(figures).oil_quantity).toBe('1');
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-5', 'negative'],
    ['−2.5', 'negative'],
    ['abc', 'not-a-number'],
    ['12abc', 'not-a-number'],
    ['1e9', 'not-a-number'],
    ['10^9', 'not-a-number'],
    ['Infinity', 'not-a-number'],
    ['NaN', 'not-a-number'],
    ['0x10', 'not-a-number'],
    ['1000000000', 'too-large'],
    ['10001', 'too-large'],
  ])('%j a day: %s', (amount, problem) => {
    expect(calculate(inputs({ amount }), null)).toEqual({ ok: false, problem });
  });

  it('takes thousands separators, a trailing point and a leading point', () => {
    expect(checkAmount('1,20,000', 'month')).toEqual({ ok: true, value: 120_000 });
    expect(checkAmount('12.', 'day')).toEqual({ ok: true, value: 12 });
    expect(checkAmount('.5', 'day')).toEqual({ ok: true, value: 0.5 });
    expect(checkAmount('10000', 'day')).toEqual({ ok: true, value: 10_000 });
    expect(checkAmount('300000', 'month').ok).toBe(true);
    expect(checkAmount('300001', 'month')).toEqual({ ok: false, problem: 'too-large' });
  });

  it('the largest amount still gives finite figures', () => {
    const figures = figuresOf({ amount: '300000', unit: 'litres', per: 'month' });
    for (const value of [figures.kgPerMonth, figures.paymentMax, figures.greenPoints, figures.co2e.avoidedKg]) expect(Number.isFinite(value)).toBe(true);
    expect(formatRupees(figures.paymentMax)).toBe('₹1,65,60,000');
  });

  it('says what is wrong in the person’s own unit and period', () => {
    expect(amountProblem('too-large', 'litres', 'day', en)).toBe('Enter at most 10,000 litres a day. For more, call 1800 123 4567.');
    expect(amountProblem('too-large', 'kg', 'month', en)).toBe('Enter at most 3,00,000 kg a month. For more, call 1800 123 4567.');
    expect(amountProblem('negative', 'kg', 'week', en)).toBe('The amount cannot be less than zero.');
    expect(amountProblem('not-a-number', 'kg', 'week', en)).toBe('Enter a number, such as 12 or 12.5.');
  });

  it('formats anything not finite as a dash', () => {
    expect(formatNumber(Number.NaN)).toBe('—');
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatQuantity(Number.NEGATIVE_INFINITY)).toBe('—');
    expect(formatNumber(1234567.891, 2)).toBe('12,34,567.89');
    expect(formatQuantity(4.56)).toBe('4.6');
    expect(formatQuantity(10)).toBe('10');
  });
});

describe('the address holds the inputs', () => {
  it('reads a shared link', () => {
    expect(inputsFromQuery('?kitchen=canteen&amount=25&unit=kg&per=week&state=16')).toEqual({ kitchen: 'canteen', amount: '25', unit: 'kg', per: 'week', state: '16' });
  });

  it('leaves unknown values at their defaults and keeps a mistyped amount to show its message', () => {
    expect(inputsFromQuery('?kitchen=palace&amount=lots&unit=gallons&per=year&state=<b>')).toEqual({ ...defaultInputs, amount: 'lots' });
    expect(inputsFromQuery('')).toEqual(defaultInputs);
  });

  it('writes the inputs back, and nothing when all are at their defaults', () => {
    expect(queryFromInputs(defaultInputs)).toBe('');
    const shared = { kitchen: 'sweet-shop', amount: '12.5', unit: 'litres', per: 'day', state: '21' } as const;
    expect(queryFromInputs(shared)).toBe('?kitchen=sweet-shop&amount=12.5&unit=litres&per=day&state=21');
    expect(inputsFromQuery(queryFromInputs(shared))).toEqual(shared);
    expect(queryFromInputs(exampleInputs)).toBe('?kitchen=restaurant&amount=10&unit=litres&per=day');
  });
});
