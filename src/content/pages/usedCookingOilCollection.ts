import { paths } from '../../config/paths';
import { FSSAI_RECORDS_LITRES_PER_DAY } from '../../config/oilFactors';
import { site } from '../../config/site';
import { allIndiaRate, householdMinimumEarns, oilRates } from '../../config/oilRates';
import type { ContentPage } from '../../types/content';
import { formatIndian, inLakh } from '../../config/indianNumbers';
import { regionNames, whatMovesTheRate } from '../facts';
import { figuresAsOf } from '../asOf';
import { paymentTerms } from '../servicesFaq';

const businessRate = allIndiaRate('business');
const homeRate = allIndiaRate('household');
const homeMinimum = householdMinimumEarns();

export const usedCookingOilCollection: ContentPage = {
  path: paths.collection,
  title: 'Used Cooking Oil Collection',
  description:
    'Scheduled used cooking oil pickups for restaurants, hotels, caterers and food factories: weighed on site, paid per kg, with FSSAI-ready disposal records.',
  eyebrow: 'Collection',
  h1: 'Scheduled, weighed and paid used cooking oil pickups',
  lead: 'We collect used cooking oil from restaurants, hotels, caterers, canteens and food factories, weigh it in front of you, pay you per kilogram and leave you the paperwork FSSAI expects.',
  illustration: {
    src: '/illustrations/oil-collection.svg',
    alt: 'A green GreenDrop collection van parked beside amber drums of used cooking oil',
    width: 560,
    height: 420,
  },
  sections: [
    {
      heading: 'Who it is for',
      paragraphs: [
        `Any food business that fries regularly and produces at least ${site.figures.minimumPickupKg} kg of used oil between pickups. That includes quick-service restaurants and dhabas, hotels and banquet halls, cloud kitchens, sweet and namkeen makers, snack and food-processing units, hospital, college and corporate canteens, and caterers who handle weddings and events.`,
        `Since June 2019, businesses that use more than ${FSSAI_RECORDS_LITRES_PER_DAY} litres of oil a day are required by FSSAI to keep records of oil use and disposal and to hand used oil only to authorised aggregators, so for them a documented collection service is not optional. Smaller kitchens benefit too: they are paid for a waste, earn ${site.figures.greenPointsPerKg} green points per kilogram, and know their oil is not being resold.`,
      ],
    },
    {
      heading: 'How a pickup works',
      steps: [
        { title: 'Request', text: 'Book through the form on our home page, the GreenDrop app or the toll-free number. Regular customers are put on a fixed schedule.' },
        { title: 'Confirmation', text: 'We confirm the slot by phone or SMS and tell you the collector’s name and vehicle number.' },
        { title: 'Drums', text: 'On the first visit we leave clean, lidded drums sized to your volume, and swap full drums for empty ones at each pickup after that.' },
        { title: 'Weighing and receipt', text: 'The collector weighs each drum on a calibrated scale in front of your staff, seals it and sends you a receipt by SMS with the weight and seal numbers.' },
        { title: 'Payment and points', text: 'Payment at the agreed rate per kilogram goes to your registered account, and green points appear in your dashboard.' },
      ],
    },
    {
      heading: 'Our rate card',
      paragraphs: [
        `What we usually pay for used cooking oil, in rupees a kilogram, by region. Your own rate is agreed when you register, once we have seen the oil. ${paymentTerms}`,
      ],
      list: oilRates.map(
        (band) => `${regionNames[band.region]}: businesses ₹${band.business.min} to ₹${band.business.max} a kg, homes ₹${band.household.min} to ₹${band.household.max} a kg.`,
      ),
      figures: [
        { value: `₹${businessRate.min} to ₹${businessRate.max} a kg`, label: 'for food businesses, across India' },
        { value: `₹${homeRate.min} to ₹${homeRate.max} a kg`, label: 'for homes, across India' },
        { value: `₹${homeMinimum.min} to ₹${homeMinimum.max}`, label: `for a home’s ${homeMinimum.litres} litres (${homeMinimum.kg} kg), the smallest household pickup` },
      ],
    },
    {
      heading: 'What moves the rate',
      paragraphs: ['Where your oil falls in the range depends on what is in the drum:'],
      list: whatMovesTheRate,
    },
    {
      heading: 'Preparing your oil for collection',
      paragraphs: ['A few habits keep the oil clean, the weighing fair and your kitchen safe:'],
      list: [
        'Let the oil cool completely before pouring it into a drum.',
        'Strain out food pieces and batter crumbs through a mesh or cloth filter.',
        'Keep water out: do not pour in washing water or the liquid from the bottom of the fryer after cleaning.',
        'Never mix in engine oil, kerosene, solvents or cleaning chemicals; a contaminated drum cannot be accepted.',
        'Keep drums closed, upright and in the shade, away from stoves and gas cylinders.',
        'Leave a clear path from the storage point to where the van can park.',
      ],
    },
    {
      heading: 'What you receive',
      list: [
        'An SMS receipt after every pickup with the weight, drum count, seal numbers and amount.',
        'Payment per kilogram at the rate agreed when you registered.',
        `${site.figures.greenPointsPerKg} green points for every kilogram, redeemable in the vendor cart.`,
        'A monthly statement and a certificate of disposal for FSSAI inspections.',
        'Your full collection history and request status in the vendor dashboard.',
      ],
      link: { label: 'Work out what your oil is worth a month with the value calculator', to: paths.calculator },
    },
    {
      heading: 'Collection in numbers',
      figuresNote: figuresAsOf,
      figures: [
        { value: `${site.figures.collectionVans} vans`, label: 'running collection routes' },
        { value: `${inLakh(site.figures.litresCollectedPerMonth)} litres`, label: 'of used oil collected each month' },
        { value: formatIndian(site.figures.foodBusinesses), label: 'food businesses served' },
        { value: `${site.figures.minimumPickupKg} kg`, label: 'minimum per business pickup' },
      ],
    },
  ],
  faq: [
    {
      question: 'Why is the weight lower than I expected?',
      answer:
        'Water and food sediment sink to the bottom of a drum and are sometimes mistaken for oil. We pay for oil, so a drum with a thick water layer is weighed and then adjusted, and the collector shows you the reason on the spot.',
    },
    {
      question: 'Can I sell my used oil to any trader?',
      answer:
        `If your business uses more than ${FSSAI_RECORDS_LITRES_PER_DAY} litres of oil a day, FSSAI has required since June 2019 that you hand used oil only to authorised aggregators and keep records of it. Selling to an unregistered trader leaves you without proof of disposal and risks the oil being resold for cooking.`,
    },
    {
      question: 'Do you charge for drums?',
      answer:
        'No. Drums are lent free of charge for as long as you are a collection customer. We only ask that they are used for used cooking oil and nothing else.',
    },
  ],
  cta: {
    heading: 'Book a used cooking oil pickup',
    text: `Business pickups start at ${site.figures.minimumPickupKg} kg. Tell us where you are and roughly how much oil you have.`,
    label: 'Book a collection',
    to: paths.booking,
  },
  isService: true,
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default usedCookingOilCollection;
