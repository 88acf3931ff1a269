import { describe, expect, it } from 'vitest';
import { BIODIESEL_KG_PER_LITRE, co2eAvoided, OIL_KG_PER_LITRE, oilImpact } from '../../src/config/oilFactors';
import { calculate, type Figures } from '../../src/features/calculator/figures';
import { formatQuantity } from '../../src/features/calculator/format';
import { defaultInputs } from '../../src/features/calculator/inputs';
import {
  financialYearChoices,
  financialYearName,
  financialYearOf,
  financialYearRange,
  isRunning,
} from '../../src/features/impact/financialYear';
import { impactOf } from '../../src/features/impact/impactFigures';
import { toBiodieselKg } from '../../src/config/site';
import { record } from '../support/collectionRecords';

/** The calculator's figures for `kg` a month, typed as a person types them into its form. */
function calculatorFor(kg: number): Figures {
  const result = calculate({ ...defaultInputs, amount: String(kg), unit: 'kg', per: 'month' }, null);
  if (!result.ok) throw new Error(`the calculator refused ${kg} kg: ${result.problem}`);
  return result.figures;
}

describe('oilImpact: one function for the calculator and the impact certificate', () => {
  it('gives the calculator’s biodiesel and CO2e for the same kilograms sent to biodiesel plants', () => {
    for (const kg of [20, 212.7, 836.4, 5803.1, 48_250.5]) {
      const figures = calculatorFor(kg);
      expect(figures.kgPerMonth).toBe(kg);
      // The calculator counts the share the company sends to biodiesel plants (config/site.ts), the
      // certificate the kilograms its receipts sent there: the same function of those kilograms.
      expect(oilImpact(toBiodieselKg(kg))).toEqual(figures.co2e);
      // And the formula the company's own figures use.
      expect(oilImpact(kg)).toMatchObject(co2eAvoided(kg));
    }
  });

  it('works out 1,000 kg of oil by the published factors', () => {
    const impact = oilImpact(1000);
    expect(impact.oilLitres).toBeCloseTo(1000 / 0.92, 9); // 1,086.96 L
    expect(impact.biodieselKg).toBeCloseTo(800, 9); // 0.8 kg a kg
    expect(impact.biodieselLitres).toBeCloseTo(800 / 0.88, 9); // 909.09 L
    expect(impact.energyMj).toBeCloseTo(29_600, 6); // 37 MJ a kg
    expect(impact.fossilKg).toBeCloseTo(2782.4, 6); // 94 g a MJ
    expect(impact.avoidedKg).toBeCloseTo(2337.216, 6); // 84 % of it
    expect(OIL_KG_PER_LITRE).toBe(0.92);
    expect(BIODIESEL_KG_PER_LITRE).toBe(0.88);
  });

  it('states a year’s receipts as the calculator would state their kilograms', () => {
    const records = [
      record(1, '2026-04-07', 140.3, 9000),
      record(2, '2026-04-14', 162.1, 10_000),
      record(3, '2026-05-02', 55.5, 3500, { destination: 'Other authorised use' }),
      record(4, '2026-10-28', 212.7, 14_144.55),
    ];
    const figures = impactOf(records);
    expect(figures.pickups).toBe(4);
    expect(figures.collected.oilKg).toBe(570.6);
    expect(figures.collected.oilLitres).toBeCloseTo(570.6 / 0.92, 9);
    // Oil sent to soap makers replaced no diesel: only the biodiesel plant's 515.1 kg count.
    expect(figures.asBiodiesel.oilKg).toBe(515.1);
    expect(figures.asBiodiesel).toEqual(oilImpact(515.1));
    // The calculator, for the 572.3 kg that would send the same 515.1 kg to biodiesel at 90 %, says the same.
    expect(toBiodieselKg(572.3)).toBe(515.1);
    expect(formatQuantity(figures.asBiodiesel.avoidedKg)).toBe(formatQuantity(calculatorFor(572.3).co2e.avoidedKg));
  });

  it('has nothing to state for a year without pickups', () => {
    const figures = impactOf([]);
    expect(figures.pickups).toBe(0);
    expect(figures.collected.oilKg).toBe(0);
    expect(figures.asBiodiesel.avoidedKg).toBe(0);
  });
});

describe('financial years: 1 April to 31 March', () => {
  it('puts a date in the year that contains it', () => {
    expect(financialYearOf('2026-03-15')).toBe(2025); // March 2026: FY 2025-26
    expect(financialYearOf('2026-03-31')).toBe(2025);
    expect(financialYearOf('2026-04-01')).toBe(2026); // 1 April 2026: FY 2026-27
    expect(financialYearOf('2026-12-31')).toBe(2026);
    expect(financialYearOf('2027-01-01')).toBe(2026);
  });

  it('names a year as it is written', () => {
    expect(financialYearName(2025)).toBe('2025-26');
    expect(financialYearName(2020)).toBe('2020-21');
    expect(financialYearName(2099)).toBe('2099-00');
  });

  it('asks the API for April to March, or to today while the year runs', () => {
    const today = '2026-11-21';
    expect(financialYearRange(2025, today)).toEqual({ dateFrom: '2025-04-01', dateUpto: '2026-03-31' });
    expect(financialYearRange(2026, today)).toEqual({ dateFrom: '2026-04-01', dateUpto: '2026-11-21' });
    expect(financialYearRange(2027, today)).toBeNull();
    expect(isRunning(2026, today)).toBe(true);
    expect(isRunning(2025, today)).toBe(false);
    // On 31 March the year is whole, and still running.
    expect(financialYearRange(2025, '2026-03-31')).toEqual({ dateFrom: '2025-04-01', dateUpto: '2026-03-31' });
  });

  it('offers the last five years, newest first, when the first pickup is not known', () => {
    expect(financialYearChoices('2026-11-21')).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(financialYearChoices('2026-03-31')).toEqual([2025, 2024, 2023, 2022, 2021]);
  });

  it('offers the years from the first pickup’s, and none before FY 2019-20, the first we collected in', () => {
    const today = '2026-11-21';
    expect(financialYearChoices(today, '2025-12-02')).toEqual([2026, 2025]);
    expect(financialYearChoices(today, '2026-05-05')).toEqual([2026]);
    expect(financialYearChoices(today, '2018-07-01')).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019]);
    expect(financialYearChoices('2021-05-01')).toEqual([2021, 2020, 2019]);
    // A date after today is no first pickup.
    expect(financialYearChoices(today, '2027-01-01')).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
});
