import { paths } from '../config/paths';
import { companyFigures, site } from '../config/site';
import type { HomeContent } from '../types/content';
import { formatIndian } from '../config/indianNumbers';
import { figuresAsOf } from './asOf';

export const home: HomeContent = {
  title: 'Pure and Natural Oil, Recycled into Green Fuel',
  description:
    'GreenDrop supplies pure and natural oil and collects used cooking oil from kitchens across India, and has it made into biodiesel and green fuel.',
  hero: {
    eyebrow: 'Used cooking oil, reborn',
    h1: 'From your kitchen’s used oil to clean biodiesel',
    lead: `We collect used cooking oil from food businesses and homes in ${site.figures.cities} cities, pay you for it, give you the records FSSAI asks for, and send the oil to be made into biodiesel instead of back into food.`,
    illustration: {
      src: '/illustrations/hero.svg',
      alt: 'A restaurant’s used cooking oil travelling by GreenDrop van to a partner plant that makes it into biodiesel',
      width: 640,
      height: 480,
    },
  },
  services: {
    heading: 'Our services',
    intro: 'One partner for everything that happens to cooking oil after the fryer.',
    cards: [
      {
        text: `Scheduled pickups from ${site.figures.minimumPickupKg} kg, weighed in front of you and paid per kilogram.`,
        to: paths.collection,
      },
      {
        text: 'B100 to IS 15607 for oil marketing companies, and for bulk buyers who blend it into their own diesel.',
        to: paths.biodiesel,
      },
      {
        text: 'TPC testing, oil logbooks and disposal records that meet FSSAI’s rules.',
        to: paths.compliance,
      },
      {
        text: 'Waste data for BRSR and Scope 3, avoided emissions reported apart, and CSR programmes under Section 135.',
        to: paths.esg,
      },
      {
        text: `Doorstep pickups for homes and housing societies once you have saved ${site.figures.householdMinimumLitres} litres.`,
        to: paths.household,
      },
      {
        text: `Run GreenDrop collection in your own city, with an investment of ₹${site.figures.franchiseInvestmentLakh.min} to ${site.figures.franchiseInvestmentLakh.max} lakh.`,
        to: paths.franchise,
      },
    ],
  },
  impact: {
    heading: 'The impact so far',
    note: figuresAsOf,
    figures: [
      { value: `${formatIndian(site.figures.tonnesCollectedToDate)} tonnes`, label: 'of used cooking oil collected' },
      { value: `${formatIndian(companyFigures.co2eAvoidedTonnes)} tonnes`, label: 'of CO2e emissions avoided as biodiesel' },
      { value: formatIndian(site.figures.foodBusinesses), label: 'food businesses served' },
      { value: `${site.figures.cities} cities`, label: 'with regular collection routes' },
    ],
  },
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default home;
