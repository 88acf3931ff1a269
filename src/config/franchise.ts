import { site } from './site';

/**
 * Diesel at the pump, ₹ a litre: the oil companies' retail prices after the ₹2 cut of 15 March 2024,
 * ₹87.62 in Delhi, ₹90.76 in Kolkata, ₹92.15 in Mumbai and ₹92.34 in Chennai (Ministry of
 * Petroleum and Natural Gas, as reported that day).
 */
const DIESEL_RUPEES_PER_LITRE = 90;

/** A month's diesel, to the rupee, for the kilometres driven at a van's mileage. */
const diesel = (km: number, kmPerLitre: number) => Math.round((km / kmPerLitre) * DIESEL_RUPEES_PER_LITRE);

/** Collection vans a typical partner runs, each with a driver and a helper. */
const vans = { smallTown: 1, largeCity: 2 } as const;

/**
 * A franchise's terms and economics (demo values), for the franchise page: company facts like
 * those in site.ts, kept apart so that only that page loads them.
 */
export const franchiseTerms = {
  exclusiveTerritory: true,
  termYears: 5,
  /** The territory stays exclusive while it hands over at least this much oil a month: under half a small town's typical volume. */
  minimumTonnesPerMonth: 3,
  /**
   * The two typical partners a year after launch: a small town's invests
   * site.figures.franchiseInvestmentLakh.min, a large city's the max. Margin: rupees a kg between
   * what GreenDrop pays the partner and what the partner pays kitchens (UCO aggregators in India
   * work on about ₹8-15 a kg); a city's partner earns less a kg, as more buyers there compete for
   * the kitchens' oil. Running costs: what the partner pays each month, item by item, in rupees.
   */
  smallTown: {
    vans: vans.smallTown,
    tonnesPerMonth: 7,
    marginPerKg: 14,
    monthlyRunningCosts: {
      /** Above a skilled worker's state minimum wage outside the metros (₹11,000-14,000 a month in most states, 2024-25), for a commercial licence. */
      driver: vans.smallTown * 16_000,
      /** Loads and weighs the drums: just above an unskilled worker's state minimum wage outside the metros. */
      helper: vans.smallTown * 12_000,
      /** 26 days of 50 km rounds and five trips with the oil to our nearest depot, about 1,800 km at 12 km a litre for a loaded 1.5-tonne pickup. */
      fuel: diesel(1_800, 12),
      /** An 800 sq ft godown for the tank and the drums on the edge of a town, at about ₹10 a sq ft a month. */
      depotRent: 8_000,
      /** Two mobile plans with data for the collection app, and the depot's lights and pump on a commercial tariff. */
      phoneAndElectricity: 3_500,
      /** Each van's goods-vehicle insurance (third party and own damage, about ₹36,000 a year) and its servicing and tyres (about ₹3,000 a month). */
      vanUpkeepAndInsurance: vans.smallTown * 6_000,
      /** Replacing lost or damaged food-grade drums (about ₹600 each), seals, and test strips for the free TPC checks at kitchens. */
      drumsAndTpcTests: 2_500,
      /** A part-time accountant for GST returns and the yearly renewal of the trade licence and pollution control consent. */
      accountsAndLicences: 2_000,
    },
  },
  largeCity: {
    vans: vans.largeCity,
    tonnesPerMonth: 24,
    marginPerKg: 12,
    monthlyRunningCosts: {
      /** Just above Delhi's minimum wage for a skilled worker, ₹22,411 a month from April 2025 (the highest in the country, so no city's wages are understated). */
      drivers: vans.largeCity * 22_500,
      /** Just above Delhi's minimum wage for an unskilled worker, ₹18,456 a month from April 2025. */
      helpers: vans.largeCity * 18_500,
      /** Keeps the depot, the tank and the oil register: just above Delhi's semi-skilled minimum wage, ₹20,371 a month from April 2025. */
      depotHand: 20_500,
      /** Two vans' 26 days of 60 km rounds in city traffic and their trips to our nearest depot, about 4,000 km at 10 km a litre. */
      fuel: diesel(4_000, 10),
      /** A 1,500 sq ft godown on a city's industrial edge, at about ₹20 a sq ft a month. */
      depotRent: 30_000,
      /** Four mobile plans with data, and the depot's lights, pump and office on a commercial tariff. */
      phoneAndElectricity: 8_000,
      /** As a small town's, for each van: insurance about ₹36,000 a year, servicing and tyres about ₹3,000 a month. */
      vanUpkeepAndInsurance: vans.largeCity * 6_000,
      /** Drums, seals and TPC test strips for about three times a small town's oil and kitchens. */
      drumsAndTpcTests: 6_000,
      /** An accountant's GST returns and payroll, and the yearly licence and consent renewals. */
      accountsAndLicences: 5_000,
    },
  },
} as const;

type Partner = (typeof franchiseTerms)['smallTown' | 'largeCity'];

/** A typical partner's running costs for a month: the sum of its items. */
export function monthlyRunningCost(partner: Partner): number {
  return Object.values(partner.monthlyRunningCosts).reduce((sum, item) => sum + item, 0);
}

/** A typical partner's monthly profit after running costs, and the months it takes to repay the investment. */
export function partnerPayback(investmentLakh: number, partner: Partner) {
  const runningCost = monthlyRunningCost(partner);
  const monthlyProfit = partner.tonnesPerMonth * 1000 * partner.marginPerKg - runningCost;
  return { runningCost, monthlyProfit, months: Math.ceil((investmentLakh * 100000) / monthlyProfit) };
}

/** When a franchise breaks even at typical volumes: from the small town's partner to the large city's. */
export function franchisePayback() {
  const small = partnerPayback(site.figures.franchiseInvestmentLakh.min, franchiseTerms.smallTown);
  const large = partnerPayback(site.figures.franchiseInvestmentLakh.max, franchiseTerms.largeCity);
  const range = (a: number, b: number) => ({ min: Math.min(a, b), max: Math.max(a, b) });
  return {
    tonnesPerMonth: range(franchiseTerms.smallTown.tonnesPerMonth, franchiseTerms.largeCity.tonnesPerMonth),
    runningCostPerMonth: range(small.runningCost, large.runningCost),
    monthlyProfit: range(small.monthlyProfit, large.monthlyProfit),
    months: range(small.months, large.months),
  };
}
