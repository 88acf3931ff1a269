import { site } from './site';

/**
 * A franchise's terms and economics (demo values), for the franchise page: company facts like
 * those in site.ts, kept apart so that only that page loads them.
 */
export const franchiseTerms = {
  exclusiveTerritory: true,
  termYears: 5,
  /** The territory stays exclusive while it hands over at least this much oil a month. */
  minimumTonnesPerMonth: 3,
  /**
   * The two typical partners a year after launch: a small town's invests
   * site.figures.franchiseInvestmentLakh.min, a large city's the max. Margin: rupees a kg between
   * what GreenDrop pays the partner and what the partner pays kitchens.
   */
  smallTown: { tonnesPerMonth: 5, marginPerKg: 12, runningCostPerMonth: 30000 },
  largeCity: { tonnesPerMonth: 12, marginPerKg: 14, runningCostPerMonth: 70000 },
} as const;

type Partner = (typeof franchiseTerms)['smallTown' | 'largeCity'];

/** A typical partner's monthly profit after running costs, and the months it takes to repay the investment. */
function payback(investmentLakh: number, partner: Partner) {
  const monthlyProfit = partner.tonnesPerMonth * 1000 * partner.marginPerKg - partner.runningCostPerMonth;
  return { monthlyProfit, months: Math.ceil((investmentLakh * 100000) / monthlyProfit) };
}

/** When a franchise breaks even at typical volumes: from the small town's partner to the large city's. */
export function franchisePayback() {
  const small = payback(site.figures.franchiseInvestmentLakh.min, franchiseTerms.smallTown);
  const large = payback(site.figures.franchiseInvestmentLakh.max, franchiseTerms.largeCity);
  return {
    tonnesPerMonth: { min: franchiseTerms.smallTown.tonnesPerMonth, max: franchiseTerms.largeCity.tonnesPerMonth },
    monthlyProfit: { min: Math.min(small.monthlyProfit, large.monthlyProfit), max: Math.max(small.monthlyProfit, large.monthlyProfit) },
    months: { min: Math.min(small.months, large.months), max: Math.max(small.months, large.months) },
  };
}
