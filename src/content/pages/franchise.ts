import { franchisePayback, franchiseTerms } from '../../config/franchise';
import { BIODIESEL_BLENDING_TARGET } from '../../config/oilFactors';
import { formatIndian } from '../../config/indianNumbers';
import { paths } from '../../config/paths';
import { companyFigures, site } from '../../config/site';
import type { ContentPage } from '../../types/content';
import { figuresAsOf, figuresAsOfDate } from '../asOf';

const investment = `₹${site.figures.franchiseInvestmentLakh.min} to ${site.figures.franchiseInvestmentLakh.max} lakh`;
const payback = franchisePayback();

export const franchise: ContentPage = {
  path: paths.franchise,
  title: 'Franchise',
  description: `Run a GreenDrop used cooking oil collection franchise in your city. Investment of ${investment}, with training, software, leads and assured offtake.`,
  eyebrow: 'Franchise',
  h1: 'Run a GreenDrop used cooking oil collection franchise in your city',
  lead: `Join ${site.figures.franchisePartners} franchise partners (as of ${figuresAsOfDate}) who run GreenDrop collection in their own territories, with our brand, systems, training and biodiesel buyers behind them.`,
  illustration: {
    src: '/illustrations/franchise.svg',
    alt: 'A GreenDrop shopfront with a striped awning beside a location pin marking a new territory',
    width: 560,
    height: 420,
  },
  sections: [
    {
      heading: 'The opportunity',
      paragraphs: [
        `Every town with restaurants, hotels, sweet shops and snack makers produces used cooking oil every day. FSSAI rules now require larger food businesses to hand that oil only to authorised aggregators and to keep records, and India’s biofuel policy, which targets ${BIODIESEL_BLENDING_TARGET.percent} per cent biodiesel blending in diesel by ${BIODIESEL_BLENDING_TARGET.year}, means biodiesel producers need far more of it than is being collected today. The missing piece in most cities is a reliable, documented local collector.`,
        'A GreenDrop franchise is that collector. You build and serve the customer base in a defined territory, in a town where we have no depot of our own, collect and aggregate the oil at your own depot, and sell it to GreenDrop at a transparent, formula-based price, handing it over at our nearest depot. You earn the margin between what you pay kitchens and what we pay you, and we take care of the partner biodiesel plants, the buyers and the wider chain of custody.',
      ],
    },
    {
      heading: 'The investment',
      figuresNote: figuresAsOf,
      figures: [
        { value: investment, label: 'total investment, depending on city size, number of vehicles and depot' },
        { value: `${site.figures.franchisePartners} partners`, label: 'already running GreenDrop franchises' },
        { value: `${companyFigures.yearsOperating} years`, label: 'of collection experience behind the model' },
        { value: `${payback.tonnesPerMonth.min} to ${payback.tonnesPerMonth.max} tonnes`, label: 'of used oil a month: a typical partner a year after launch' },
      ],
      paragraphs: ['The investment typically covers:'],
      list: [
        'One or more collection vehicles fitted for drum handling.',
        'Calibrated weighing scales and a stock of food-grade drums with seals.',
        'A depot with storage tanks, spill containment and fire safety equipment.',
        'Franchise onboarding, training and branding of vehicles and depot.',
        'Working capital to pay kitchens promptly in the first months.',
      ],
    },
    {
      heading: 'What GreenDrop provides',
      list: [
        `An exclusive territory for the ${franchiseTerms.termYears}-year term of the agreement, and the GreenDrop brand, uniforms and vehicle livery.`,
        'Leads from our website, app and toll-free number, passed to you for your area.',
        'Our software for bookings, route planning, SMS receipts, payments and the vendor dashboard.',
        'Assured offtake of all oil that meets our quality specification.',
        'Training for you and your staff on weighing, documentation, safety and FSSAI rules.',
        'Help with local registrations, such as GST, trade licence, pollution control consent for storage and aggregator registration with FSSAI.',
        'Ongoing support from a partner manager, plus marketing material for local outreach.',
      ],
    },
    {
      heading: 'Who makes a good partner',
      list: [
        'People with a background in logistics, distribution, scrap or waste management, or food supply.',
        'A network among local restaurants, hotels, caterers and food manufacturers.',
        'The ability to manage drivers and helpers and to keep a tight daily routine.',
        'Access to a suitable depot site with road access for vehicles and tankers.',
        'A firm commitment to honest weighing and full documentation.',
      ],
    },
    {
      heading: 'Steps to becoming a partner',
      steps: [
        { title: 'Enquiry', text: 'Send us your name, city and background through the contact form.' },
        { title: 'Discovery call', text: 'A partner manager explains the model and the economics and learns about your plans.' },
        { title: 'Territory and business plan', text: 'We study your city’s food businesses and prepare a plan with volumes, vehicles and investment.' },
        { title: 'Agreement and registrations', text: 'You sign the franchise agreement, set up the depot and complete local registrations with our help.' },
        { title: 'Training and launch', text: 'Your team is trained, your first customers are handed over from our lead pipeline and collections begin.' },
      ],
    },
  ],
  faq: [
    {
      question: 'Do I need experience in the oil business?',
      answer:
        'No. Most partners come from logistics, distribution or small manufacturing. What matters is the ability to run a local operation well; we teach the oil-specific parts.',
    },
    {
      question: 'Is my territory exclusive?',
      answer: `Yes. Your territory, set out by pincode in the franchise agreement, is yours alone for its ${franchiseTerms.termYears}-year term: we appoint no other partner there and pass you every lead from it. It stays exclusive as long as it hands over at least ${franchiseTerms.minimumTonnesPerMonth} tonnes of used oil a month.`,
    },
    {
      question: 'When do I break even?',
      answer: `At typical volumes, in ${payback.months.min} to ${payback.months.max} months. A year after launch a partner usually hands over ${payback.tonnesPerMonth.min} to ${payback.tonnesPerMonth.max} tonnes of used oil a month and keeps about ₹${formatIndian(payback.monthlyProfit.min)} to ₹${formatIndian(payback.monthlyProfit.max)} a month after running costs of about ₹${formatIndian(payback.runningCostPerMonth.min)} to ₹${formatIndian(payback.runningCostPerMonth.max)} (staff, fuel, depot rent, van upkeep and insurance, drums and TPC tests); at that rate the ${investment} investment is repaid in ${payback.months.min} to ${payback.months.max} months, a large city’s partner sooner than a small town’s. The first months, while you sign kitchens, earn less, and we work out a projection for your own territory with you before you sign.`,
    },
  ],
  cta: {
    heading: 'Start your franchise enquiry',
    text: 'Tell us your city and a little about yourself, and a partner manager will call you to talk it through.',
    label: 'Enquire now',
    to: paths.contact,
  },
  isService: true,
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default franchise;
