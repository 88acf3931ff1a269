import type { CollectionDestination } from '../types/api';
import { companyContact } from './companyContact';
import { co2eAvoided } from './oilFactors';

/**
 * Company facts shown across the site (in the header and footer), and the company's own base
 * figures used by the marketing pages. Demo values: the one place to edit. What follows from them
 * (biodiesel made, CO2e avoided, kitchens, the rate card) is worked out below, and a franchise's
 * terms and payback in config/franchise.ts; the copy quotes those, never a figure of its own.
 */
export const site = {
  name: 'GreenDrop Oil Recycling',
  shortName: 'GreenDrop',
  legalName: 'GreenDrop Oil Recycling Private Limited',
  address: {
    street: 'Plot 42, Sector 5, IMT Manesar',
    city: 'Gurugram',
    region: 'Haryana',
    postalCode: '122052',
    country: 'IN',
  },
  /** Contact, social and app-store links: the deployment's (config/companyContact.ts). */
  email: companyContact.email,
  /** Toll-free number, in the form it is dialled. */
  tollFree: companyContact.tollFree,
  tollFreeDisplay: companyContact.tollFreeDisplay,
  hours: {
    text: '9 AM to 6 PM, Monday to Saturday',
    opens: '09:00',
    closes: '18:00',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  },
  social: companyContact.social,
  apps: companyContact.apps,
  mapHref: 'https://www.openstreetmap.org/search?query=IMT%20Manesar%20Gurugram',
  /**
   * Registration numbers, shown in the footer, on the about page and in the Organization JSON-LD;
   * with each one's issuer, validity and public register, the state authorisations and the B100
   * seller's licences in config/companyFacts.ts. The deployment's (config/companyContact.ts); the demo's are in their real formats (tests/unit/company-facts.test.ts
   * checks each format and the GSTIN's check character).
   */
  registration: companyContact.registration,
  /**
   * Where collected oil goes, one story for every page and the vendor area's records: we own no
   * plant. Our depots weigh, settle and batch the oil and partner biodiesel plants make it into B100
   * (IS 15607) under contract, which we sell. A lot too wet or degraded for biodiesel goes to soap
   * makers, another non-food use FSSAI's RUCO programme allows; none goes back to food. Shares by
   * weight of the oil collected.
   */
  destinations: { 'Biodiesel plant': 0.9, 'Other authorised use': 0.1 } satisfies Record<CollectionDestination, number>,
  /**
   * The first day of the first financial year we collected in (the company was incorporated in
   * 2019, as its CIN says): no receipt is older, so a receipt is looked up from here to today.
   */
  collectingSince: '2019-04-01',
  /**
   * The day the company's figures below (tonnes, kitchens, homes, partners, vans, cities) were
   * counted, ISO: every page that shows one says "as of" this date, and the years operating are
   * counted up to it (companyFigures.yearsOperating), so no figure goes stale unnoticed.
   */
  figuresAsOf: '2026-11-01',
  /** When we pay for oil, by UPI or bank transfer: businesses per pickup or monthly (as agreed), homes on the day. */
  payment: { perPickupWithinWorkingDays: 2, monthlyWithinDays: 7 },
  /** The company's own base figures (demo values), quoted by the marketing pages. */
  figures: {
    cities: 38,
    foodBusinesses: 12500,
    households: 41000,
    litresCollectedPerMonth: 850000,
    tonnesCollectedToDate: 52000,
    franchisePartners: 64,
    collectionVans: 210,
    greenPointsPerKg: 2,
    minimumPickupKg: 20,
    householdMinimumLitres: 5,
    franchiseInvestmentLakh: { min: 15, max: 35 },
  },
} as const;

export type Site = typeof site;


/*
 * What follows from the facts above: every company figure the pages quote that is not itself a
 * base fact, worked out with the calculator's own published factors and formula (oilFactors.ts), so
 * the pages, the calculator and the structured data cannot disagree
 * (tests/unit/company-figures.test.ts). Here rather than in a module of its own because the home
 * page quotes them: kept with the shell's facts, they cost its first load no extra request.
 */

/** Round down to a whole number of `step`: a figure to date is never rounded up. */
const floorTo = (value: number, step: number) => Math.floor(value / step) * step;

/** The share, by weight, of the oil collected that goes to the partner biodiesel plants. */
export const biodieselShare = site.destinations['Biodiesel plant'];

/**
 * The part of a quantity of collected oil that goes to the partner biodiesel plants, to 0.1 kg: what
 * the calculator counts as made into biodiesel, as the company's figures below do, so a kitchen's
 * figure and ours add up.
 */
export const toBiodieselKg = (oilKg: number): number => Math.round(oilKg * biodieselShare * 10) / 10;

/** The oil collected to date that went to the partner biodiesel plants, as biodiesel. */
const asBiodiesel = co2eAvoided(site.figures.tonnesCollectedToDate * biodieselShare * 1000);

/** Whole years from one ISO date (YYYY-MM-DD) to a later one, by the calendar, whatever the device's time zone. */
export function wholeYearsBetween(from: string, to: string): number {
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number);
  const [toYear, toMonth, toDay] = to.split('-').map(Number);
  const beforeAnniversary = toMonth < fromMonth || (toMonth === fromMonth && toDay < fromDay);
  return toYear - fromYear - (beforeAnniversary ? 1 : 0);
}

/** The figures to date that follow from site.figures (tonnes collected, cities and the rest are quoted as they are). */
export const companyFigures = {
  /** Biodiesel made from the oil sent to the partner plants, at the yield in oilFactors.ts, rounded down to 100 tonnes. */
  biodieselTonnes: floorTo(asBiodiesel.biodieselKg / 1000, 100),
  /** CO2e avoided to date (only the oil made into biodiesel counts), rounded down to 1,000 tonnes. */
  co2eAvoidedTonnes: floorTo(asBiodiesel.avoidedKg / 1000, 1000),
  /** Kitchens served: food businesses and homes. */
  kitchens: site.figures.foodBusinesses + site.figures.households,
  /** Whole years of collecting, from the first day (collectingSince) to the day the figures were counted. */
  yearsOperating: wholeYearsBetween(site.collectingSince, site.figuresAsOf),
};
