import { paths, serviceLinks } from '../config/paths';
import { companyFigures, site } from '../config/site';
import type { HomeContent } from '../types/content';
import { formatIndian } from '../config/indianNumbers';
import { servicesFaqTeaser } from './servicesFaq';

const [collection, biodiesel, compliance, esg, household, franchise] = serviceLinks;

export const home: HomeContent = {
  title: 'Pure and Natural Oil, Recycled into Green Fuel',
  description: site.defaultDescription,
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
        title: collection.label,
        text: `Scheduled pickups from ${site.figures.minimumPickupKg} kg, weighed in front of you and paid per kilogram.`,
        to: collection.to,
      },
      {
        title: biodiesel.label,
        text: 'B100 to IS 15607 for oil marketing companies, and for bulk buyers who blend it into their own diesel.',
        to: biodiesel.to,
      },
      {
        title: compliance.label,
        text: 'TPC testing, oil logbooks and disposal records that meet FSSAI’s rules.',
        to: compliance.to,
      },
      {
        title: esg.label,
        text: 'Waste data for BRSR and Scope 3, avoided emissions reported apart, and CSR programmes under Section 135.',
        to: esg.to,
      },
      {
        title: household.label,
        text: `Doorstep pickups for homes and housing societies once you have saved ${site.figures.householdMinimumLitres} litres.`,
        to: household.to,
      },
      {
        title: franchise.label,
        text: `Run GreenDrop collection in your own city, with an investment of ₹${site.figures.franchiseInvestmentLakh.min} to ${site.figures.franchiseInvestmentLakh.max} lakh.`,
        to: franchise.to,
      },
    ],
  },
  impact: {
    heading: 'The impact so far',
    figures: [
      { value: `${formatIndian(site.figures.tonnesCollectedToDate)} tonnes`, label: 'of used cooking oil collected' },
      { value: `${formatIndian(companyFigures.co2eAvoidedTonnes)} tonnes`, label: 'of CO2e emissions avoided as biodiesel' },
      { value: formatIndian(site.figures.foodBusinesses), label: 'food businesses served' },
      { value: `${site.figures.cities} cities`, label: 'with regular collection routes' },
    ],
  },
  howItWorks: {
    heading: 'How a collection works',
    steps: [
      { title: 'Book', text: 'Fill in the booking form below, use the app or call our toll-free number.' },
      { title: 'Confirm', text: 'We call to agree the rate per kg and a pickup slot, and bring drums if you need them.' },
      { title: 'Collect', text: 'Our collector weighs the oil in front of you, seals the drums and sends an SMS receipt.' },
      {
        title: 'Get paid and earn points',
        text: `Payment reaches your account and you earn ${site.figures.greenPointsPerKg} green points for every kilogram.`,
      },
    ],
  },
  greenPoints: {
    heading: 'Earn green points on every kilogram',
    text: `Registered vendors earn ${site.figures.greenPointsPerKg} green points for every kilogram of used cooking oil, on top of the payment for the oil, and spend them on kitchen products in the vendor cart.`,
    link: { label: 'How green points work', to: paths.greenPoints },
  },
  calculator: {
    heading: 'What is your used oil worth?',
    text: 'Enter what your kitchen sets aside and see the month’s payment, green points and greenhouse gas saved. Book for that amount in one press: we fill it into the form below.',
    link: { label: 'The full calculator, with FSSAI’s rule and the arithmetic', to: paths.calculator },
  },
  booking: {
    heading: 'Request an oil collection',
    text: 'Verify your mobile number, tell us about your business and how much oil you have, and our team will call you to schedule the first pickup.',
  },
  app: {
    heading: 'Download our app',
    text: `Book pickups, track your collections and check your green points from your phone. Available on ${site.apps.map((app) => app.store).join(' and the ')}.`,
  },
  faq: {
    heading: 'Frequently asked questions',
    entries: servicesFaqTeaser,
    link: { label: 'See all questions', to: paths.services },
  },
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default home;
