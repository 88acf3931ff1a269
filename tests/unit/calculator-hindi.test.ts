import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { site } from '../../src/config/site';
import { amountProblem, announcement, pickupText, regionName } from '../../src/features/calculator/copy';
import { calculate, type Figures } from '../../src/features/calculator/figures';
import { formatNumber, formatQuantity, formatRupees, numbersFor } from '../../src/features/calculator/format';
import { defaultInputs, type CalculatorInputs } from '../../src/features/calculator/inputs';
import { workingSteps } from '../../src/features/calculator/working';
import { wordsFor } from '../../src/features/calculator/words';
import { i18nFor, loadCatalog } from '../../src/i18n/catalogs';

// Issue 10: the calculator's sentences and numbers in Hindi.

beforeAll(() => Promise.all([loadCatalog('en', 'calculator'), loadCatalog('hi', 'calculator')]));
const hi = wordsFor((id, values) => i18nFor.hi._(`calculator.${id}`, values), 'hi');
const en = wordsFor((id, values) => i18nFor.en._(`calculator.${id}`, values), 'en');

function figuresOf(changes: Partial<CalculatorInputs>, stateName: string | null = null): Figures {
  const result = calculate({ ...defaultInputs, ...changes }, stateName);
  if (!result.ok) throw new Error(`expected figures, got ${result.problem}`);
  return result.figures;
}

describe('numbers in Hindi: Indian grouping, the digits 0-9', () => {
  it('groups in lakhs and crores, as in English', () => {
    expect(formatNumber(1234567.891, 2, 'hi')).toBe('12,34,567.89');
    expect(formatNumber(9317, 0, 'hi')).toBe('9,317');
    expect(formatQuantity(4.56, 'hi')).toBe('4.6');
    expect(formatQuantity(27983.3, 'hi')).toBe('27,983');
    expect(formatRupees(16_560_000, 'hi')).toBe('₹1,65,60,000');
    expect(formatRupees(12_311.2, 'hi')).toBe('₹12,311');
    expect(numbersFor('hi').rupees(40)).toBe('₹40');
  });

  it('never shows NaN, Infinity or -0', () => {
    expect(formatNumber(Number.NaN, 0, 'hi')).toBe('—');
    expect(formatRupees(Number.POSITIVE_INFINITY, 'hi')).toBe('—');
    expect(formatNumber(-0.01, 0, 'hi')).toBe('0');
    expect(formatNumber(-5, 0, 'hi')).toBe('-5');
  });
});

describe('the same characters wherever the page is rendered', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('formats with Intl in the page language (en-IN, hi-IN), with Latin digits', async () => {
    const RealNumberFormat = Intl.NumberFormat;
    const tags: string[] = [];
    vi.stubGlobal('Intl', {
      ...Intl,
      NumberFormat: function NumberFormat(tag: string, options: Intl.NumberFormatOptions) {
        tags.push(`${tag} ${options.numberingSystem}`);
        return new RealNumberFormat(tag, options);
      },
    });
    vi.resetModules();
    const format = await import('../../src/features/calculator/format');
    expect(format.formatRupees(1_119_332.4, 'hi')).toBe('₹11,19,332');
    expect(format.formatNumber(9317.34, 0, 'en')).toBe('9,317');
    expect(tags).toEqual(['hi-IN latn', 'en-IN latn']);
  });

  it('writes the figures out by hand where a runtime’s Intl groups them differently (no Indian data)', async () => {
    const RealNumberFormat = Intl.NumberFormat;
    // A browser without the locale's data falls back to its default: 1,234,567.
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: (_tag: string, options: Intl.NumberFormatOptions) => new RealNumberFormat('en-US', options) });
    vi.resetModules();
    const format = await import('../../src/features/calculator/format');
    expect(format.formatNumber(1234567.891, 2, 'hi')).toBe('12,34,567.89');
    expect(format.formatRupees(16_560_000, 'hi')).toBe('₹1,65,60,000');
    expect(format.formatQuantity(4.56, 'hi')).toBe('4.6');
    expect(format.formatRupees(11_192, 'en')).toBe('₹11,192');
  });

  it('writes them out by hand where Intl is missing altogether', async () => {
    vi.stubGlobal('Intl', {
      ...Intl,
      NumberFormat: () => {
        throw new RangeError('no Intl');
      },
    });
    vi.resetModules();
    const format = await import('../../src/features/calculator/format');
    expect(format.formatRupees(1_678_998, 'hi')).toBe('₹16,78,998');
    expect(format.formatNumber(30.416666, 2, 'hi')).toBe('30.42');
  });
});

describe('sentences in Hindi', () => {
  it('names every rate region in Hindi', () => {
    for (const { region } of site.oilRates) {
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
    expect(steps.map((step) => step.figure)).toEqual(['हर महीने पुराना तेल', 'अनुमानित भुगतान', 'ग्रीन पॉइंट्स', 'कितना बायोडीज़ल बना', 'ग्रीनहाउस गैस की बचत', 'FSSAI की सीमा']);
    expect(steps.map((step) => step.sum)).toEqual([
      '10 लीटर प्रति दिन × 0.92 किलो प्रति लीटर × महीने के 30.42 दिन = 279.8 किलो',
      '279.8 किलो × ₹44 से ₹58 प्रति किलो (दक्षिण भारत) = ₹12,311 से ₹16,228',
      '279.8 किलो × 2 पॉइंट्स प्रति किलो = 559 पॉइंट्स (सिर्फ़ पूरे पॉइंट्स, बचा हिस्सा छोड़कर)',
      '279.8 किलो × 0.9 किलो बायोडीज़ल प्रति किलो तेल = 251.8 किलो, × 37 मेगाजूल प्रति किलो = 9,317 मेगाजूल',
      '9,317 मेगाजूल × डीज़ल का 94 ग्राम CO2 के बराबर प्रति मेगाजूल = 875.8 किलो CO2 के बराबर, × 84% बचत = 735.7 किलो CO2 के बराबर',
      '279.8 किलो ÷ 0.92 किलो प्रति लीटर ÷ 30.42 दिन = 10 लीटर प्रति दिन, जबकि सीमा ताज़ा तेल के 50 लीटर प्रति दिन की है',
    ]);
    expect(announcement(figures, hi)).toBe('हर महीने 280 किलो पुराना तेल: अनुमानित ₹12,311 से ₹16,228, 559 ग्रीन पॉइंट्स, 736 किलो CO2 के बराबर ग्रीनहाउस गैस की बचत।');
  });

  it('says how long until the first pickup in days, weeks or months', () => {
    expect(pickupText({ kind: 'below-minimum', daysToMinimum: 1 }, hi).text).toMatch(/^20 किलो होने तक तेल लगभग 1 दिन जमा करें/);
    expect(pickupText({ kind: 'below-minimum', daysToMinimum: 70 }, hi).text).toMatch(/लगभग 10 हफ़्ते जमा करें/);
    expect(pickupText({ kind: 'below-minimum', daysToMinimum: 200 }, hi).text).toMatch(/लगभग 7 महीने जमा करें/);
    expect(pickupText({ kind: 'below-minimum', daysToMinimum: 1 }, en).text).toMatch(/^Store it for about 1 day to reach 20 kg/);
    expect(pickupText(null, hi).status).toBe('आपकी मात्रा पर निर्भर है');
  });
});
