import { paths } from '../../config/paths';
import { companyFigures, site } from '../../config/site';
import type { ContentPage } from '../../types/content';
import { formatIndian } from '../../config/indianNumbers';
import { dateInWords } from '../../config/dateInWords';
import { figuresAsOf } from '../asOf';
import { companyFacts, registerHost } from '../../config/companyFacts';

const longDate = (iso: string) => dateInWords(iso, 'en-IN');

/** Each registration with its issuer, validity and public register (config/companyFacts.ts). */
const { cin, gstin, fssai, iscc } = companyFacts.registration;

/** Where the oil goes: the one story of site.destinations, as this page tells it (and the Hindi the same). */
const whereOilGoes = `We own no biodiesel plant: our depots weigh, settle and batch the oil, and partner plants make it into biodiesel to IS 15607 under contract. About ${Math.round(site.destinations['Biodiesel plant'] * 100)} per cent of what we collect goes there; lots too wet or degraded for biodiesel go to soap makers, another non-food use FSSAI’s RUCO programme allows. None of it goes back into food, and a vendor’s records show where each pickup went.`;

export const aboutUs: ContentPage = {
  path: paths.aboutUs,
  title: 'About Us',
  description: `GreenDrop collects used cooking oil from kitchens in ${site.figures.cities} Indian cities and has it made into biodiesel. Our story, where the oil goes and the registrations we hold.`,
  eyebrow: 'About us',
  h1: 'Turning yesterday’s frying oil into tomorrow’s fuel',
  lead: `For ${companyFigures.yearsOperating} years, ${site.shortName} has collected used cooking oil from restaurants, hotels, caterers, food factories and homes, and sent it to be made into biodiesel instead of back into the food chain or down the drain.`,
  illustration: {
    src: '/illustrations/about-us.svg',
    alt: 'The GreenDrop team standing in front of the company’s office building',
    width: 560,
    height: 420,
  },
  sections: [
    {
      heading: 'Why we started',
      paragraphs: [
        'India fries a great deal of food, from samosas at a corner shop to french fries in a mall food court. For years most of the oil left at the end of the day went one of two ways. Some was poured into drains, where it hardens into fat that blocks sewers. The rest was sold for a few rupees to unorganised traders who filtered it, repacked it and sold it back to street-food stalls as cheap loose oil. Oil that has been heated again and again builds up polar compounds and other breakdown products that are linked to raised blood pressure, heart disease and other long-term harm.',
        'In 2018 the Food Safety and Standards Authority of India (FSSAI) launched RUCO, Repurpose Used Cooking Oil, to close that loop: used oil should be collected by authorised aggregators and converted into biodiesel, soap or other non-food products. GreenDrop was set up to be the dependable link in that chain, a collection service that turns up on time, weighs honestly, pays fairly and leaves a paper trail a food inspector can follow. We collect and aggregate; partner plants make the biodiesel.',
      ],
    },
    {
      heading: 'GreenDrop in figures',
      figuresNote: figuresAsOf,
      figures: [
        { value: `${site.figures.cities} cities`, label: 'where our vans collect used cooking oil today' },
        { value: formatIndian(site.figures.foodBusinesses), label: 'restaurants, hotels, caterers and food factories on our books' },
        { value: formatIndian(site.figures.households), label: 'households that hand us their used oil' },
        { value: `${formatIndian(site.figures.tonnesCollectedToDate)} tonnes`, label: 'of used cooking oil collected since we began' },
        { value: `${site.figures.collectionVans} vans`, label: 'in our own and our partners’ collection fleet' },
        { value: `${site.figures.franchisePartners} partners`, label: 'running GreenDrop franchises in their own territories' },
      ],
    },
    {
      heading: 'How we work',
      paragraphs: [
        'Every customer, from a five-star hotel to a family in a flat, gets the same basic promise. These are the rules our collection teams and franchise partners follow on every pickup.',
      ],
      list: [
        'We weigh the oil in front of you on a calibrated scale and tell you the weight before we load it.',
        'We pay per kilogram at the rate agreed when you registered, and we never deduct hidden handling charges.',
        'Every pickup produces a receipt with the date, weight, drum count and the collector’s name.',
        'Oil leaves your premises in sealed, numbered drums for our depot, then goes to partner biodiesel plants or, for a lot unfit for biodiesel, to soap makers; never back to a food business.',
        'Our staff wear gloves and aprons, carry spill kits and clean up after themselves.',
        'We keep your records for you, so you can show an FSSAI officer where your used oil went at any time.',
      ],
    },
    {
      heading: 'Who we work with',
      paragraphs: [
        'On the collection side our customers are quick-service restaurant chains, independent restaurants and dhabas, hotels and banquet halls, cloud kitchens, sweet and namkeen makers, snack and food-processing factories, hospital, college and corporate canteens, caterers, housing societies and individual households.',
        'On the fuel side we sell B100 biodiesel, made from our oil at partner plants, to oil marketing companies, and to transport fleets, factories, hospitals, malls and other generator users who blend it into their own diesel for their own use. Companies also work with us on ESG reporting and CSR programmes, and local entrepreneurs run GreenDrop franchises, from depots of their own, in towns where we have no depot.',
      ],
    },
    {
      heading: 'Registration and certification',
      paragraphs: [`${site.legalName} is registered in Haryana. These are the numbers to quote or check:`],
      list: [
        `Corporate Identity Number (CIN): ${cin.number}, issued by the ${cin.issuer}; check it on ${registerHost(cin.register!)}`,
        `GSTIN: ${gstin.number}, issued by ${gstin.issuer}; check it on ${registerHost(gstin.register!)}`,
        `FSSAI licence, as a used cooking oil aggregator: ${fssai.number}, issued by the ${fssai.issuer}, valid until ${longDate(fssai.validUntil!)}; check it on ${registerHost(fssai.register!)}`,
        `ISCC EU certificate, as a collecting point for used cooking oil: ${iscc.number}, issued by ${iscc.issuer}, valid until ${longDate(iscc.validUntil!)}; check it in ISCC’s certificate database on ${registerHost(iscc.register!)}`,
      ],
    },
    {
      heading: 'Authorised to collect used cooking oil, in every state we collect in',
      // FSSAI's direction of 30 January 2019: used oil goes only to agencies authorised by FSSAI or the state's Commissioner of Food Safety.
      paragraphs: [
        `Under FSSAI’s direction of January 2019, a food business may hand its used cooking oil only to an agency authorised by FSSAI or by the state’s Commissioner of Food Safety. We hold an authorisation in each of the ${companyFacts.collectionAuthorisations.length} states and union territories we collect in:`,
      ],
      list: companyFacts.collectionAuthorisations.map(
        (entry) => `${entry.state}: ${entry.number}, from the ${entry.issuer}${entry.validUntil ? `, valid until ${longDate(entry.validUntil)}` : ''}`,
      ),
    },
    {
      heading: 'What we hold to sell biodiesel',
      paragraphs: ['We sell B100 only, under the Petroleum Ministry’s guidelines of April 2019, which ask a seller to register with the state and to store the fuel under licence:'],
      list: companyFacts.b100Seller.map((entry) => `${entry.what}: ${entry.number}, issued by the ${entry.issuer}${entry.validUntil ? `, valid until ${longDate(entry.validUntil)}` : ''}`),
    },
    {
      heading: 'Where to find us',
      paragraphs: [
        `${site.legalName} is based at ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}. Our customer care team answers on the toll-free number ${site.tollFreeDisplay} and at ${site.email}, ${site.hours.text}. Collection teams work out of local depots in every city we serve.`,
      ],
    },
  ],
  faq: [
    {
      question: 'Is GreenDrop an authorised used cooking oil collection agency?',
      answer: `Yes. The Commissioner of Food Safety of each of the ${companyFacts.collectionAuthorisations.length} states and union territories we collect in has authorised us as a used cooking oil aggregator (Haryana’s is ${site.registration.ucoAggregator}; every state’s is listed above), under FSSAI’s RUCO framework, and we hold FSSAI licence ${site.registration.fssai}. The numbers for your state are printed on every collection receipt so that your food safety officer can check them. Our franchise partners work under the same systems and paperwork, with their own local registrations.`,
    },
    {
      question: 'What happens to the oil after you collect it?',
      answer: `It is taken to one of our depots, checked for water and impurities and grouped into batches. ${whereOilGoes}`,
    },
  ],
  cta: {
    heading: 'Talk to our team',
    text: 'Whether you run one kitchen or a hundred, tell us what you need and the right person will call you back.',
    label: 'Contact us',
    to: paths.contact,
  },
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default aboutUs;
