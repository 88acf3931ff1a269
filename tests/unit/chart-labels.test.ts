import { describe, expect, it } from 'vitest';
import { valueLabels } from '../../src/features/dashboard/charts/BarChart';
import { ABBREVIATED_UNITS, valueLabelWidth, type CompactUnits } from '../../src/features/dashboard/charts/scale';

// The value labels on a chart's bars: as short as reads well in a bar's slot, never wider.

const HINDI: CompactUnits = { thousand: (value) => `${value} हज़ार`, lakh: (value) => `${value} लाख`, crore: (value) => `${value} करोड़` };
/** Six months in a chart 322 px wide (a 390 px phone): a slot of about 42 px per bar. */
const PHONE_SLOT = (322 - 56 - 12) / 6;
const RUPEES = [53100, 42500, 58200, 64500];

describe('value labels on the bars', () => {
  it('writes rupees with their decimal where there is room', () => {
    expect(valueLabels(RUPEES, '₹', ABBREVIATED_UNITS, 90)).toEqual([['₹53.1K'], ['₹42.5K'], ['₹58.2K'], ['₹64.5K']]);
  });

  it('drops the decimal of figures from 10 up on a phone, so rupees are labelled like KG and points', () => {
    expect(valueLabels(RUPEES, '₹', ABBREVIATED_UNITS, PHONE_SLOT)).toEqual([['₹53K'], ['₹43K'], ['₹58K'], ['₹65K']]);
    // Below 10 the decimal stays: 1.3K is not 1K.
    expect(valueLabels([1600, 1300, 250000], '', ABBREVIATED_UNITS, PHONE_SLOT)).toEqual([['1.6K'], ['1.3K'], ['2.5L']]);
    expect(valueLabels([805.3, 962.9], '', ABBREVIATED_UNITS, PHONE_SLOT)).toEqual([['805.3'], ['962.9']]);
  });

  it('puts a long unit word (Hindi) on a second line rather than leave the bars bare', () => {
    expect(valueLabels(RUPEES.slice(0, 2), '₹', HINDI, PHONE_SLOT)).toEqual([
      ['₹53.1', 'हज़ार'],
      ['₹42.5', 'हज़ार'],
    ]);
    expect(valueLabels([1600, 950], '', HINDI, PHONE_SLOT)).toEqual([['1.6', 'हज़ार'], ['950']]);
    expect(valueLabels([1600], '', HINDI, 120)).toEqual([['1.6 हज़ार']]);
  });

  it('leaves the bars bare when not even that fits', () => {
    expect(valueLabels(RUPEES, '₹', ABBREVIATED_UNITS, 12)).toBeNull();
  });

  it('reckons a label’s width erring wide, Devanagari marks above and below a letter taking none', () => {
    expect(valueLabelWidth('₹53K')).toBe(8 + 7 + 7 + 8);
    expect(valueLabelWidth('52.8')).toBe(7 * 3 + 3.5);
    // ह ज + nukta (none) + ा (beside: half) र
    expect(valueLabelWidth('हज़ार')).toBe(7 + 7 + 0 + 3.5 + 7);
  });
});
