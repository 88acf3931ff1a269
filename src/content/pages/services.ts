import { paths } from '../../config/paths';
import { FSSAI_RECORDS_LITRES_PER_DAY } from '../../config/oilFactors';
import { firstPickupDaysRange } from '../../config/serviceAreas';
import { site } from '../../config/site';
import type { ContentPage, FaqEntry } from '../../types/content';
import { formatIndian } from '../../config/indianNumbers';
import { citiesServed, minimumPickup, pricingAndPayment } from '../servicesFaq';
import { figuresAsOf } from '../asOf';

const fssaiDocuments: FaqEntry = {
  question: 'Will I get documents for FSSAI?',
  answer:
    `Yes. Every pickup comes with a collection receipt showing the date, weight and our aggregator details. Registered businesses also receive a monthly statement and a certificate of disposal, which together show a food safety officer that your used oil went to an authorised aggregator, as FSSAI has required since June 2019 of businesses using more than ${FSSAI_RECORDS_LITRES_PER_DAY} litres of oil a day. We give you the records; your kitchen’s own readings and practice are still yours to keep within the rules.`,
};

const householdMinimum: FaqEntry = {
  question: 'Do you collect from homes, and is there a minimum?',
  answer: `Yes. Households can book a doorstep pickup once they have saved ${site.figures.householdMinimumLitres} litres of used cooking oil in clean, closed bottles or cans. Housing societies can keep a shared drum and book one collection for everyone.`,
};

const greenPoints: FaqEntry = {
  question: 'What are green points?',
  answer: `Registered vendors earn ${site.figures.greenPointsPerKg} green points for every kilogram of oil collected, on top of the payment for the oil. Points show in the vendor dashboard and can be spent on kitchen products in the cart.`,
};

const acceptedOil: FaqEntry = {
  question: 'What kind of oil do you accept?',
  answer:
    'We accept used vegetable cooking oils and fats from frying and cooking: sunflower, soybean, palm, rice bran, groundnut, mustard, cottonseed and blended oils, and vanaspati. Please strain out food pieces and keep water out. We cannot accept engine or gear oil, transformer oil, kerosene, solvents, or oil mixed with cleaning chemicals. Grease-trap waste is handled separately; ask us before a pickup.',
};

const pickupSpeed: FaqEntry = {
  question: 'How quickly will you collect after I book?',
  answer: `Our team calls to confirm a slot on the same working day (${site.hours.text}), and the pickup comes within ${firstPickupDaysRange.min} to ${firstPickupDaysRange.max} days, depending on your city (the list of cities we collect in gives the days for each). Regular customers move to a fixed weekly or fortnightly schedule, so they do not need to book each time.`,
};

/** Three of the FAQ entries, shown as a teaser on the home page. */
export const services: ContentPage = {
  path: paths.services,
  title: 'Our Services and FAQ',
  description:
    'Used cooking oil collection, biodiesel supply, FSSAI compliance, ESG and CSR, household pickups and franchises, with answers to common questions.',
  eyebrow: 'Services',
  h1: 'Everything between a used fryer and a full fuel tank',
  lead: 'Six services, one partner: we collect used cooking oil, give your kitchen the records FSSAI asks for, have the oil made into biodiesel, and help companies and communities measure and grow their impact.',
  illustration: {
    src: '/illustrations/services.svg',
    alt: 'A grid of six service icons: a drum, a fuel drop, a checklist, a leaf, a house and a shopfront',
    width: 560,
    height: 420,
  },
  sections: [
    {
      heading: 'What we do',
      list: [
        'Used cooking oil collection: scheduled pickups from restaurants, hotels, caterers and food factories, weighed on site and paid per kilogram.',
        'Green fuel and biodiesel supply: B100 to IS 15607 for oil marketing companies, and for fleets, factories and generator users who blend it into their own diesel.',
        'Food business compliance: TPC testing, oil logbooks, staff training and disposal records that meet FSSAI’s rules on reusing cooking oil.',
        'ESG and CSR activities: waste data for BRSR and Scope 3, with the emissions the biodiesel avoids reported separately, and community programmes under Section 135 of the Companies Act.',
        'Household collection: doorstep pickups for homes and housing societies that save their used oil.',
        'Franchise: a complete collection business model for entrepreneurs who want to run GreenDrop in their territory.',
      ],
    },
    {
      heading: 'Which service fits you',
      paragraphs: [
        'If you run a kitchen that fries every day, start with collection; compliance support comes with it, and green points build up with every pickup. If you manage a chain, a hotel group or a listed company, the ESG service turns the same collections into data your sustainability team can report. Fleet operators, factories and buildings with diesel generators come to us for biodiesel. Families and residents’ associations use household collection, and entrepreneurs who want to build a business in their own city ask about a franchise.',
      ],
    },
    {
      heading: 'Getting started',
      steps: [
        { title: 'Book or register', text: 'Use the booking form on our home page, the app or the toll-free number, or register your business online.' },
        { title: 'Verify your phone', text: 'We send a one-time code to your 10-digit mobile number to confirm it is yours.' },
        { title: 'Share your details', text: 'Tell us your firm, contact person, expected quantity in kg, expected rate per kg, start date and address.' },
        { title: 'Confirmation call', text: 'Our team calls you to agree the rate, the pickup schedule and the number of drums you need.' },
        { title: 'First pickup', text: 'Your collector arrives with drums, weighs the oil, hands you a receipt and the relationship is under way.' },
      ],
    },
    {
      heading: 'GreenDrop at a glance',
      figuresNote: figuresAsOf,
      figures: [
        { value: `${site.figures.cities} cities`, label: 'with regular collection routes' },
        { value: `${site.figures.collectionVans} vans`, label: 'on the road every working day' },
        { value: formatIndian(site.figures.foodBusinesses), label: 'food businesses served' },
        { value: formatIndian(site.figures.households), label: 'households served' },
      ],
    },
  ],
  faq: [minimumPickup, pricingAndPayment, fssaiDocuments, householdMinimum, greenPoints, acceptedOil, pickupSpeed, citiesServed],
  cta: {
    heading: 'Book your first collection',
    text: `Tell us where and how much, and we will take it from there. Business pickups start at ${site.figures.minimumPickupKg} kg.`,
    label: 'Book a collection',
    to: paths.booking,
  },
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default services;
