import { paths } from '../../config/paths';
import { site } from '../../config/site';
import type { ContentPage } from '../../types/content';
import { formatIndian } from '../../config/indianNumbers';

export const aboutUs: ContentPage = {
  path: paths.aboutUs,
  title: 'About Us',
  description: `GreenDrop collects used cooking oil from kitchens in ${site.figures.cities} Indian cities and turns it into biodiesel. Our story, our team and how we work.`,
  eyebrow: 'About us',
  h1: 'Turning yesterday’s frying oil into tomorrow’s fuel',
  lead: `For ${site.figures.yearsOperating} years, ${site.shortName} has collected used cooking oil from restaurants, hotels, caterers, food factories and homes, and sent it to be made into biodiesel instead of back into the food chain or down the drain.`,
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
        'In 2018 the Food Safety and Standards Authority of India (FSSAI) launched RUCO, Repurpose Used Cooking Oil, to close that loop: used oil should be collected by authorised aggregators and converted into biodiesel, soap or other non-food products. GreenDrop was set up to be the dependable link in that chain, a collection service that turns up on time, weighs honestly, pays fairly and leaves a paper trail a food inspector can follow.',
      ],
    },
    {
      heading: 'GreenDrop in figures',
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
        'Oil leaves your premises in sealed, numbered drums and goes only to biodiesel producers, never back to a food business.',
        'Our staff wear gloves and aprons, carry spill kits and clean up after themselves.',
        'We keep your records for you, so you can show an FSSAI officer where your used oil went at any time.',
      ],
    },
    {
      heading: 'Who we work with',
      paragraphs: [
        'On the collection side our customers are quick-service restaurant chains, independent restaurants and dhabas, hotels and banquet halls, cloud kitchens, sweet and namkeen makers, snack and food-processing factories, hospital, college and corporate canteens, caterers, housing societies and individual households.',
        'On the fuel side we work with oil marketing companies and licensed blenders who buy B100 biodiesel, and with transport fleets, factories, hospitals, malls and other generator users who buy ready-made B5, B10 and B20 blends. Companies also work with us on ESG reporting and CSR programmes, and local entrepreneurs run GreenDrop franchises in cities where we do not yet operate directly.',
      ],
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
      answer:
        'We work as a used cooking oil aggregator within FSSAI’s RUCO framework, and our registration details are printed on every collection receipt so that your food safety officer can check them. Our franchise partners operate under the same systems and paperwork.',
    },
    {
      question: 'What happens to the oil after you collect it?',
      answer:
        'It is taken to a depot, checked for water and impurities, grouped into batches and sent to biodiesel plants, where it is converted into fuel that meets the Indian standard IS 15607. None of it is sold for cooking.',
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
