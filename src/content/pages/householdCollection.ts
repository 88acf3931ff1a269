import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { allIndiaRate, householdMinimumEarns, oilRates } from '../../config/oilRates';
import type { ContentPage } from '../../types/content';
import { formatIndian } from '../../config/indianNumbers';
import { lifeCycleSaving, regionNames, whatMovesTheRate } from '../facts';
import { figuresAsOf, figuresAsOfDate } from '../asOf';
import { paymentTerms } from '../servicesFaq';

const homeRate = allIndiaRate('household');
const homeMinimum = householdMinimumEarns();

export const householdCollection: ContentPage = {
  path: paths.household,
  title: 'Household Collection',
  description: `Save your used cooking oil in a bottle and we collect it from your door once you have ${site.figures.householdMinimumLitres} litres. Easy for homes and housing societies.`,
  eyebrow: 'For homes',
  h1: 'Used cooking oil from your kitchen, collected from your door',
  lead: `Don’t pour used oil down the sink or reuse it again and again. Save it in a bottle, and once you have ${site.figures.householdMinimumLitres} litres we will collect it, pay you for it and send it to be made into biodiesel.`,
  illustration: {
    src: '/illustrations/household-collection.svg',
    alt: 'A house with a bottle of used cooking oil waiting at the door for collection',
    width: 560,
    height: 420,
  },
  sections: [
    {
      heading: 'Why it matters at home',
      paragraphs: [
        'Most Indian kitchens deep-fry something every week: puris on Sunday, pakoras when it rains, and a great deal more during festivals. The oil left in the kadhai is usually kept for one more round, then another, until it goes dark and thick. Oil that has been heated over and over builds up compounds that are harmful to eat regularly, and the usual alternatives, pouring it into the sink or throwing it out with the rubbish, block drains and pollute soil and water.',
        `There is a better place for it: used cooking oil is a raw material for biodiesel. ${lifeCycleSaving} ${formatIndian(site.figures.households)} households (as of ${figuresAsOfDate}) already save their used oil for us.`,
      ],
    },
    {
      heading: 'How it works',
      steps: [
        { title: 'Save', text: 'After frying, let the oil cool, strain it and pour it into a clean, dry bottle or can with a tight lid.' },
        { title: 'Book', text: `When you have ${site.figures.householdMinimumLitres} litres, book a pickup through the form on our home page, the GreenDrop app or the toll-free number ${site.tollFreeDisplay}.` },
        { title: 'Hand over', text: 'Our collector comes in the agreed slot, weighs the oil in front of you on a calibrated scale and pours it into a sealed drum.' },
        { title: 'Get paid', text: `You are paid ₹${homeRate.min} to ₹${homeRate.max} a kg by UPI or bank transfer on the day, at the rate we tell you when you book, and you receive an SMS receipt.` },
      ],
    },
    {
      heading: 'What we pay for household oil',
      paragraphs: [
        `Homes are paid ₹${homeRate.min} to ₹${homeRate.max} a kilogram of used oil across India; the rate for your area is in the list below, and we tell you yours when you book. ${paymentTerms}`,
      ],
      list: oilRates.map((band) => `${regionNames[band.region]}: ₹${band.household.min} to ₹${band.household.max} a kg.`),
      figures: [
        { value: `₹${homeRate.min} to ₹${homeRate.max} a kg`, label: 'for a home’s used cooking oil, across India' },
        { value: `₹${homeMinimum.min} to ₹${homeMinimum.max}`, label: `for ${homeMinimum.litres} litres (${homeMinimum.kg} kg), the smallest doorstep pickup` },
      ],
    },
    {
      heading: 'What moves the rate',
      paragraphs: ['Where your oil falls in the range depends on what is in the bottle:'],
      list: whatMovesTheRate,
    },
    {
      heading: 'Saving oil the right way',
      list: [
        'Let the oil cool completely before you pour it.',
        'Strain it through a tea strainer or a piece of cotton cloth to remove food bits.',
        'Keep water out: never add washing-up water or rinse the kadhai into the bottle.',
        'Use plastic bottles or old oil tins with tight lids; avoid glass, which can break.',
        'Store the bottles in a cool, dark place away from the stove, out of reach of children.',
        'Keep used cooking oil separate from engine oil, kerosene and cleaning liquids.',
        'Any cooking oil is welcome: mustard, groundnut, sunflower, soybean, rice bran or refined blends.',
      ],
    },
    {
      heading: 'Housing societies and RWAs',
      paragraphs: [
        'Collection works even better when a building or colony does it together. We place a lidded drum in a common area such as the security cabin or the basement, residents pour in their strained oil, and one pickup collects it all. A society that collects this way can register as a vendor, be paid per kilogram and earn green points, which many put towards common-area supplies. We are happy to run a short awareness session at your next residents’ meeting.',
      ],
      link: { label: 'See what your home or society’s oil is worth with the value calculator', to: paths.calculator },
    },
    {
      heading: 'Household collection in numbers',
      figuresNote: figuresAsOf,
      figures: [
        { value: formatIndian(site.figures.households), label: 'households that hand us their used oil' },
        { value: `${site.figures.householdMinimumLitres} litres`, label: 'minimum for a doorstep pickup' },
        { value: `${site.figures.cities} cities`, label: 'where household collection is available' },
      ],
    },
  ],
  faq: [
    {
      question: `Why is there a ${site.figures.householdMinimumLitres} litre minimum?`,
      answer:
        'A van trip for a single small bottle would burn more fuel than the oil could ever replace. Waiting until you have a few litres, or pooling with neighbours, keeps the whole exercise genuinely green.',
    },
    {
      question: 'How long can I store used oil at home?',
      answer:
        'Strained oil kept in a closed container, in a cool and dark place, keeps for several months without trouble. Just make sure no water gets in, and keep the lid tight to avoid smells and insects.',
    },
    {
      question: 'Can I give you oil that has been used only once?',
      answer:
        'Yes. Many families prefer not to reuse frying oil at all, and we accept oil whether it has been used once or many times, as long as it is strained and free of water.',
    },
  ],
  cta: {
    heading: 'Saved enough oil?',
    text: `Once you have ${site.figures.householdMinimumLitres} litres, book a doorstep pickup in a couple of minutes.`,
    label: 'Book a household pickup',
    to: paths.booking,
  },
  isService: true,
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default householdCollection;
