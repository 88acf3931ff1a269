import { paths } from '../../config/paths';
import type { ContentPage } from '../../types/content';

export const greenFuelBiodieselSupply: ContentPage = {
  path: paths.biodiesel,
  title: 'Green Fuel and Biodiesel Supply',
  description:
    'B100 biodiesel to IS 15607 for blenders, and B5, B10 and B20 blends for fleets and generator users, made from traceable used cooking oil.',
  eyebrow: 'Biodiesel supply',
  h1: 'Biodiesel from used cooking oil, as B100 or ready-made blends',
  lead: 'We supply B100 to oil marketing companies and licensed blenders, and B5, B10 and B20 blends to fleet operators, factories and generator users who want to cut diesel emissions without changing their engines.',
  illustration: {
    src: '/illustrations/biodiesel-supply.svg',
    alt: 'A small refinery with storage tanks and a tall column beside a large amber fuel drop',
    width: 560,
    height: 420,
  },
  sections: [
    {
      heading: 'What we supply',
      figures: [
        { value: 'B100', label: 'Pure biodiesel meeting IS 15607, for oil marketing companies and licensed blenders' },
        { value: 'B20', label: '20 per cent biodiesel blend for bus, truck and logistics fleets and diesel generators' },
        { value: 'B10', label: '10 per cent blend for mixed fleets and machinery' },
        { value: 'B5', label: '5 per cent blend, the simplest first step for any diesel user' },
      ],
      paragraphs: [
        'All our biodiesel is made from used cooking oil collected through our own network, so every lot can be traced back through batch IDs to collection receipts. Because the feedstock is a waste, its life-cycle carbon dioxide emissions are roughly 80 to 90 per cent lower than those of fossil diesel, and a B20 blend delivers about a fifth of that saving, roughly 16 to 18 per cent against straight diesel.',
      ],
    },
    {
      heading: 'Who buys from us',
      list: [
        'Oil marketing companies and licensed blenders buying B100 for blending into diesel.',
        'Bus, truck and last-mile logistics fleets that want measurable emission cuts.',
        'Factories, hospitals, malls, data centres and telecom sites running diesel generators.',
        'Construction, mining and agricultural equipment operators.',
        'Companies with emission-reduction targets who want fuel-based Scope 1 reductions they can document.',
      ],
    },
    {
      heading: 'Quality you can check',
      paragraphs: [
        'Each lot of B100 is tested against IS 15607 before it leaves the plant, covering properties such as density, kinematic viscosity, flash point, water and sediment, acid value, sulphur, free and total glycerine, and oxidation stability. A certificate of analysis travels with every delivery, and a retained sample of each lot is kept so that any question can be settled by retesting.',
        'Blends are prepared with diesel bought from licensed suppliers and checked for blend ratio before dispatch, so a tanker labelled B20 really carries 20 per cent biodiesel.',
      ],
    },
    {
      heading: 'How ordering works',
      steps: [
        { title: 'Enquiry', text: 'Tell us the blend, your expected monthly volume, the delivery location and how you store fuel today.' },
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
        'Most engine makers permit low biodiesel blends, and many accept blends up to B20 that meet the relevant standards. Check your manufacturer’s guidance for your model; we share our certificates of analysis so you can show the fuel meets specification.',
    },
    {
      question: 'Do I need a licence to buy biodiesel?',
      answer:
        'The sale and storage of biodiesel are regulated by the Ministry of Petroleum and Natural Gas and by state governments, and storage above certain quantities needs the usual petroleum storage permissions. We guide every new customer through the paperwork for their state before the first delivery.',
    },
    {
      question: 'How is the price set?',
      answer:
        'Prices are quoted per litre for each blend and are usually linked to the prevailing diesel price, with adjustments for volume, contract length and delivery distance.',
    },
  ],
  cta: {
    heading: 'Request a biodiesel quote',
    text: 'Share the blend, the monthly volume and the delivery location, and our fuel team will reply with a quote.',
    label: 'Send an enquiry',
    to: paths.contact,
  },
  isService: true,
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default greenFuelBiodieselSupply;
