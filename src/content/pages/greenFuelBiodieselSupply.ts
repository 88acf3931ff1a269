import { formatIndian } from '../../config/indianNumbers';
import { paths } from '../../config/paths';
import { DIESEL_MAX_BIODIESEL_PERCENT } from '../../config/oilFactors';
import { companyFigures } from '../../config/site';
import type { ContentPage } from '../../types/content';
import { lifeCycleSaving, whoBlends } from '../facts';
import { figuresAsOf } from '../asOf';
import { companyFacts } from '../../config/companyFacts';

export const greenFuelBiodieselSupply: ContentPage = {
  path: paths.biodiesel,
  title: 'Green Fuel and Biodiesel Supply',
  description:
    'B100 biodiesel to IS 15607, made from traceable used cooking oil, for oil marketing companies and for bulk buyers who blend it into their own diesel.',
  eyebrow: 'Biodiesel supply',
  h1: 'Biodiesel from used cooking oil, sold as B100',
  lead: 'We supply B100 to IS 15607 to oil marketing companies, and to fleet operators, factories and generator users who blend it into their own diesel to cut emissions without changing their engines.',
  illustration: {
    src: '/illustrations/biodiesel-supply.svg',
    alt: 'A small biodiesel plant with storage tanks and a tall column beside a large amber fuel drop',
    width: 560,
    height: 420,
  },
  sections: [
    {
      heading: 'What we supply',
      figuresNote: figuresAsOf,
      figures: [
        { value: 'B100', label: 'Pure biodiesel meeting IS 15607: the only form we sell' },
        { value: `${formatIndian(companyFigures.biodieselTonnes)} tonnes`, label: 'of biodiesel made from our oil to date' },
      ],
      paragraphs: [
        `All our biodiesel is made from used cooking oil collected through our own network, at partner plants under contract, so every lot can be traced back through batch IDs to collection receipts. ${lifeCycleSaving}`,
      ],
    },
    {
      heading: 'Who blends, and how',
      paragraphs: [
        whoBlends,
        'If you blend for your own use, do it in your own tanks at a ratio your engine makers approve, keep our invoices and certificates of analysis with your fuel records, and check your state’s rules on storing biodiesel before the first delivery. Our fuel team helps with all three.',
      ],
    },
    {
      heading: 'Who buys from us',
      list: [
        'Oil marketing companies, buying B100 to blend into the diesel they sell.',
        'Bus, truck and last-mile logistics fleets that blend B100 into their own diesel for measurable emission cuts.',
        'Factories, hospitals, malls, data centres and telecom sites running diesel generators.',
        'Construction, mining and agricultural equipment operators.',
        'Companies with emission-reduction targets who want fuel-based Scope 1 reductions they can document.',
      ],
    },
    {
      heading: 'Quality you can check',
      paragraphs: [
        'Each lot of B100 is tested against IS 15607 before it leaves the plant, covering properties such as density, kinematic viscosity, flash point, water and sediment, acid value, sulphur, free and total glycerine, and oxidation stability. A certificate of analysis travels with every delivery, and a retained sample of each lot is kept so that any question can be settled by retesting.',
        'We deliver B100 only and never mix it with diesel. If you blend it yourself, the certificate of analysis and the batch reference on each delivery are your record of what went into your tanks.',
      ],
    },
    {
      heading: 'How ordering works',
      steps: [
        { title: 'Enquiry', text: 'Tell us how much B100 you expect to need a month, the delivery location, how you store fuel today and how you will blend it.' },
        { title: 'Site check', text: 'Our fuel team reviews your tanks, filters and equipment and advises on anything to clean or replace before the switch.' },
        { title: 'Trial lot', text: 'We deliver a trial quantity so you can check performance in your own vehicles or generators.' },
        { title: 'Supply agreement', text: 'We agree volumes, delivery frequency and a price formula, usually linked to the prevailing diesel price.' },
        { title: 'Scheduled deliveries', text: 'Fuel arrives on schedule with an invoice, a certificate of analysis and the batch reference for your records.' },
      ],
    },
    {
      heading: 'Storage and handling tips',
      list: [
        'Clean and dry tanks before the first fill; biodiesel loosens old diesel deposits.',
        'Change fuel filters after the first few fills, then return to the normal schedule.',
        'Keep tanks closed and free of water, and use fuel within about six months for best stability.',
        'Check hoses and seals on very old engines, which may use materials that do not suit high blends.',
        'Store B100 indoors or in heated tanks during North Indian winters.',
      ],
    },
  ],
  faq: [
    {
      question: 'Will biodiesel affect my engine warranty?',
      answer:
        `Diesel to IS 1460 may itself hold up to ${DIESEL_MAX_BIODIESEL_PERCENT} per cent biodiesel, so a blend up to B${DIESEL_MAX_BIODIESEL_PERCENT} stays within any diesel engine’s warranty. Many engines, some BS-VI models among them, are approved for nothing richer: check that your maker approves B10 or B20 for your model in writing before you blend them. We share our certificates of analysis so you can show the fuel meets specification.`,
    },
    {
      question: 'Do I need a licence to buy biodiesel?',
      answer:
        `The sale of biodiesel is governed by the Ministry of Petroleum and Natural Gas’s guidelines of April 2019 and by state governments, and storage above certain quantities needs the usual petroleum storage permissions. We guide every new customer through the paperwork for their state before the first delivery. As the seller, we hold ${companyFacts.b100Seller.map((entry) => `${entry.what.charAt(0).toLowerCase()}${entry.what.slice(1)} (${entry.number})`).join(' and ')}; the about page lists them with their validity.`,
    },
    {
      question: 'How is the price set?',
      answer:
        'Prices are quoted per litre of B100 and are usually linked to the prevailing diesel price, with adjustments for volume, contract length and delivery distance.',
    },
  ],
  cta: {
    heading: 'Request a biodiesel quote',
    text: 'Share the monthly volume of B100 and the delivery location, and our fuel team will reply with a quote.',
    label: 'Send an enquiry',
    to: paths.contact,
  },
  isService: true,
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default greenFuelBiodieselSupply;
