import { beforeAll, describe, expect, it } from 'vitest';
import { oilRates } from '../../src/config/oilRates';
import { amountProblem, announcement, pickupText, regionName } from '../../src/features/calculator/copy';
import { calculate, type Figures } from '../../src/features/calculator/figures';
import { numbersFor } from '../../src/features/calculator/format';
import { defaultInputs, type CalculatorInputs } from '../../src/features/calculator/inputs';
import { workingSteps } from '../../src/features/calculator/working';
import { wordsFor } from '../../src/features/calculator/words';
import { i18nFor, loadCatalog } from '../../src/i18n/catalogs';

// The calculator's sentences and numbers in Hindi.

beforeAll(() => Promise.all([loadCatalog('en', 'calculator'), loadCatalog('hi', 'calculator')]));
const hi = wordsFor((id, values) => i18nFor.hi._(`calculator.${id}`, values), 'hi');
const en = wordsFor((id, values) => i18nFor.en._(`calculator.${id}`, values), 'en');

function figuresOf(changes: Partial<CalculatorInputs>, stateName: string | null = null): Figures {
  const result = calculate({ ...defaultInputs, ...changes }, stateName);
  if (!result.ok) throw new Error(`expected figures, got ${result.problem}`);
  return result.figures;
}

describe('numbers in Hindi: Indian grouping, the digits 0-9', () => {
  const num = numbersFor('hi');

  it('groups in lakhs and crores, as in English', () => {
    expect(num.number(1234567.891, 2)).toBe('12,34,567.89');
    expect(num.number(9317)).toBe('9,317');
    expect(num.quantity(4.56)).toBe('4.6');
    expect(num.quantity(27983.3)).toBe('27,983');
    expect(num.rupees(16_560_000)).toBe('₹1,65,60,000');
    expect(num.rupees(12_311.2)).toBe('₹12,311');
    expect(num.rupees(40)).toBe('₹40');
  });

  it('never shows NaN, Infinity or -0', () => {
    expect(num.number(Number.NaN)).toBe('—');
    expect(num.rupees(Number.POSITIVE_INFINITY)).toBe('—');
    expect(num.number(-0.01)).toBe('0');
    expect(num.number(-5)).toBe('-5');
  });
});

describe('the figures Intl writes for the page language', () => {
  // The calculator writes its figures itself (Intl's first formatter costs a slow phone over 100 ms
  // while the page hydrates); they must be exactly what Intl.NumberFormat gives for en-IN and hi-IN.
  const values = [0, 0.04, 0.05, 1, 7.25, 9.96, 40, 999, 1000, 1234, 12_311.2, 99_999.5, 100_000, 850_000, 1_119_332.4, 1_234_567.891, 16_560_000, 987_654_321.5];

  for (const [locale, tag] of [['en', 'en-IN'], ['hi', 'hi-IN']] as const) {
    it(`matches Intl.NumberFormat('${tag}') for numbers, quantities and rupees`, () => {
      const num = numbersFor(locale);
      for (const value of values) {
        for (const decimals of [0, 1, 2]) {
          const intl = new Intl.NumberFormat(tag, { numberingSystem: 'latn', maximumFractionDigits: decimals }).format(value);
          expect(num.number(value, decimals), `${value} to ${decimals} places`).toBe(intl);
          // Intl writes -0 for a negative that rounds to zero; the calculator writes 0.
          const negative = new Intl.NumberFormat(tag, { numberingSystem: 'latn', maximumFractionDigits: decimals }).format(-value);
          expect(num.number(-value, decimals), `-${value} to ${decimals} places`).toBe(negative === '-0' ? '0' : negative);
        }
        const rupees = new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR', currencyDisplay: 'narrowSymbol', numberingSystem: 'latn', maximumFractionDigits: 0 }).format(value);
        expect(num.rupees(value), `₹${value}`).toBe(rupees);
        expect(num.quantity(value)).toBe(new Intl.NumberFormat(tag, { numberingSystem: 'latn', maximumFractionDigits: value < 10 ? 1 : 0 }).format(value));
      }
    });
  }
});

describe('sentences in Hindi', () => {
  it('names every rate region in Hindi', () => {
    for (const { region } of oilRates) {
      expect(regionName(region, hi)).toMatch(/[\u0900-\u097F]/);
      expect(regionName(region, en)).toBe(region);
    }
    expect(regionName(null, hi)).toBe('पूरे भारत की रेंज');
  });

  it('says what is wrong with the amount in the person’s unit and period', () => {
    expect(amountProblem('too-large', 'kg', 'month', hi)).toBe('ज़्यादा से ज़्यादा 3,00,000 किलो प्रति महीना लिखें। इससे ज़्यादा के लिए 1800 123 4567 पर कॉल करें।');
    expect(amountProblem('empty', 'litres', 'day', hi)).toBe('लिखें कि आप कितना पुराना तेल जमा करते हैं।');
  });

  it('works a restaurant in Karnataka through in Hindi', () => {
    const figures = figuresOf({ amount: '10' }, 'Karnataka');
    const steps = workingSteps({ ...defaultInputs, amount: '10' }, figures, hi);
    expect(steps.map((step) => step.figure)).toEqual(['हर महीने पुराना तेल', 'अनुमानित भुगतान', 'ग्रीन पॉइंट्स', 'कितना बायोडीज़ल बना', 'टला हुआ ग्रीनहाउस गैस उत्सर्जन', 'FSSAI की सीमा']);
    expect(steps.map((step) => step.sum)).toEqual([
      '10 लीटर प्रति दिन × 0.92 किलो प्रति लीटर × महीने के 30.42 दिन = 279.8 किलो',
      '279.8 किलो × ₹44 से ₹58 प्रति किलो (दक्षिण भारत) = ₹12,311 से ₹16,228',
      '279.8 किलो × 2 पॉइंट्स प्रति किलो = 559 पॉइंट्स (सिर्फ़ पूरे पॉइंट्स, बचा हिस्सा छोड़कर)',
      '279.8 किलो × बायोडीज़ल प्लांट जाने वाला 90% = 251.8 किलो, × 0.8 किलो बायोडीज़ल प्रति किलो तेल = 201.4 किलो, × 37 मेगाजूल प्रति किलो = 7,453 मेगाजूल',
      '7,453 मेगाजूल × डीज़ल का 94 ग्राम CO2 के बराबर प्रति मेगाजूल = 700.6 किलो CO2 के बराबर, × 84% कमी = 588.5 किलो CO2 के बराबर',
      '279.8 किलो ÷ 0.92 किलो प्रति लीटर ÷ 30.42 दिन = 10 लीटर प्रति दिन, जबकि सीमा नए तेल के 50 लीटर प्रति दिन की है',
    ]);
    expect(announcement(figures, hi)).toBe('हर महीने 280 किलो पुराना तेल: अनुमानित ₹12,311 से ₹16,228, 559 ग्रीन पॉइंट्स, 589 किलो CO2 के बराबर टला हुआ ग्रीनहाउस गैस उत्सर्जन।');
  });

  it('reads out a household’s figures in Hindi with no green points: it is paid on the day', () => {
    const figures = figuresOf({ kitchen: 'household', amount: '2', unit: 'kg', per: 'week' });
    expect(announcement(figures, hi)).toBe('हर महीने 8.7 किलो पुराना तेल: अनुमानित ₹209 से ₹305, उसी दिन भुगतान, 18 किलो CO2 के बराबर टला हुआ ग्रीनहाउस गैस उत्सर्जन।');
  });

  it('says how long until the first pickup in days, weeks or months', () => {
    expect(pickupText({ kind: 'below-minimum', daysToMinimum: 1 }, hi).text).toMatch(/^20 किलो होने तक तेल लगभग 1 दिन जमा करें/);
    expect(pickupText({ kind: 'below-minimum', daysToMinimum: 70 }, hi).text).toMatch(/लगभग 10 हफ़्ते जमा करें/);
    expect(pickupText({ kind: 'below-minimum', daysToMinimum: 200 }, hi).text).toMatch(/लगभग 7 महीने जमा करें/);
    expect(pickupText({ kind: 'below-minimum', daysToMinimum: 1 }, en).text).toMatch(/^Store it for about 1 day to reach 20 kg/);
    expect(pickupText(null, hi).status).toBe('आपकी मात्रा पर निर्भर है');
  });
});
