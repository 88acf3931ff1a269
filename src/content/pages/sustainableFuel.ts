import { paths } from '../../config/paths';
import { BIODIESEL_BLENDING_TARGET, DIESEL_MAX_BIODIESEL_PERCENT, UCO_BIODIESEL_DEFAULT_SAVING } from '../../config/oilFactors';
import type { ContentPage } from '../../types/content';
import { lifeCycleSaving, whoBlends } from '../facts';

export const sustainableFuel: ContentPage = {
  path: paths.sustainableFuel,
  title: 'Sustainable Fuel',
  description:
    `How used cooking oil becomes biodiesel: transesterification, the IS 15607 standard, who blends B100 into diesel, and India’s ${BIODIESEL_BLENDING_TARGET.percent}% blending target for ${BIODIESEL_BLENDING_TARGET.year}.`,
  // "Green fuel" is the specification's name for the page; on this site it means B100 biodiesel made from used cooking oil, said in the first section.
  eyebrow: 'Green fuel',
  h1: 'Biodiesel made from waste, not from food crops',
  lead: `Green fuel, on this site, means biodiesel (B100) made from used cooking oil. Over its life it saves ${Math.round(UCO_BIODIESEL_DEFAULT_SAVING * 100)} per cent of the greenhouse gas of the diesel it replaces (the EU’s default value for waste cooking oil biodiesel): it starts as a waste, needs no new farmland and runs in the diesel engines already on the road.`,
  illustration: {
    src: '/illustrations/sustainable-fuel.svg',
    alt: 'A green fuel pump with a leaf on its side and an amber drop of biodiesel',
    width: 560,
    height: 420,
  },
  sections: [
    {
      heading: 'What biodiesel is',
      paragraphs: [
        'Chemically, biodiesel is a mixture of fatty acid methyl esters, usually shortened to FAME. It is made from vegetable oils or animal fats and behaves very much like petroleum diesel: it burns in a compression-ignition engine, flows through the same pumps and can be stored in the same kind of tanks.',
        'Pure biodiesel is called B100. In India, B100 sold for blending must meet the Bureau of Indian Standards specification IS 15607. Blends are named by their biodiesel share: B5 is 5 per cent biodiesel and 95 per cent diesel, B10 is 10 per cent and B20 is 20 per cent.',
      ],
    },
    {
      heading: 'From used oil to fuel',
      steps: [
        { title: 'Collection and weighing', text: 'Used cooking oil is collected from kitchens in sealed drums, weighed at the source and recorded against a batch ID at the depot.' },
        { title: 'Pre-treatment', text: 'The oil is settled, heated and filtered to remove water, food particles and sediment, which would otherwise spoil the reaction.' },
        { title: 'Esterification of free fatty acids', text: 'Frying breaks some of the oil into free fatty acids. Where their level is high, an acid-catalysed step first converts them into esters so they do not turn into soap later.' },
        { title: 'Transesterification', text: 'The oil reacts with methanol in the presence of a catalyst. Each oil molecule splits into three methyl ester molecules, which are the biodiesel, and one molecule of glycerine, which settles out as a heavier layer.' },
        { title: 'Purification', text: 'The biodiesel is separated from the glycerine, and excess methanol is recovered for reuse. The fuel is then washed or distilled and dried.' },
        { title: 'Testing and release', text: 'Every lot is tested against IS 15607 for properties such as density, viscosity, flash point, water content, acid value, sulphur and oxidation stability before it is released.' },
      ],
    },
    {
      heading: 'Why used cooking oil is the right feedstock',
      list: [
        'It is a waste, so making fuel from it takes no land, water or fertiliser away from food production.',
        lifeCycleSaving,
        'Burning biodiesel produces less particulate matter, carbon monoxide and unburnt hydrocarbons than diesel.',
        'It contains almost no sulphur and has good lubricity, which is kind to fuel pumps and injectors.',
        'Its high flash point makes it safer to store and transport, and it breaks down readily if spilt.',
        'Collecting it for fuel stops the same oil being resold for cooking, which protects public health.',
      ],
    },
    {
      heading: 'India’s biofuel policy',
      paragraphs: [
        // National Policy on Biofuels 2018 (amended 2022); the Petroleum Ministry's biodiesel page: UCO "identified as a potential raw material", promoted to replace imported palm stearin, and oil marketing companies' expressions of interest for UCO biodiesel.
        `The National Policy on Biofuels, issued in 2018 and amended in 2022, sets an indicative target of ${BIODIESEL_BLENDING_TARGET.percent} per cent biodiesel blending in diesel by ${BIODIESEL_BLENDING_TARGET.year}. It lists used cooking oil among the raw materials for biodiesel, and the Petroleum Ministry promotes it in place of the imported palm stearin most Indian biodiesel is made from today. Oil marketing companies have since invited offers to buy biodiesel made from used cooking oil, and FSSAI’s RUCO initiative connects food businesses with collectors so that the oil reaches these plants.`,
        `Meeting the ${BIODIESEL_BLENDING_TARGET.year} target will take far more biodiesel than India produces today, and the limiting factor is feedstock that is collected, documented and genuinely waste. That is the part of the chain GreenDrop exists to build.`,
      ],
    },
    {
      heading: 'Blends: who makes them',
      paragraphs: [whoBlends],
      figures: [
        { value: 'B100', label: 'Pure biodiesel to IS 15607: what we sell, to oil marketing companies and bulk buyers' },
        { value: 'B5', label: `${BIODIESEL_BLENDING_TARGET.percent} per cent biodiesel in diesel: the national target for ${BIODIESEL_BLENDING_TARGET.year}, blended by oil marketing companies` },
        { value: 'B20', label: '20 per cent biodiesel: a blend a bulk buyer may make in its own tanks, where its engine makers approve it' },
      ],
    },
  ],
  faq: [
    {
      question: 'Can I use biodiesel in my existing diesel engine?',
      answer:
        `Diesel sold in India may itself hold up to ${DIESEL_MAX_BIODIESEL_PERCENT} per cent biodiesel (IS 1460), so every diesel engine takes B${DIESEL_MAX_BIODIESEL_PERCENT}. Many engines, including some BS-VI models, are approved for nothing richer: run B10 or B20 only where your engine or generator maker approves that blend in writing. Because biodiesel cleans old deposits out of tanks and lines, change the fuel filters soon after the first fill.`,
    },
    {
      question: 'What happens to the glycerine?',
      answer:
        'Crude glycerine is sold on to refiners, who purify it for use in soaps, cosmetics, animal feed and industrial chemicals. What cannot be sold, the sludge from settling and the spent bleaching earth, goes from the partner plants to waste handlers authorised by their state pollution control board.',
    },
    {
      question: 'Does biodiesel thicken in winter?',
      answer:
        'Pure biodiesel starts to cloud at a higher temperature than diesel, so B100 should be stored indoors or in heated tanks in a North Indian winter. B5 to B20 blends behave almost exactly like ordinary diesel.',
    },
  ],
  cta: {
    heading: 'Looking to buy biodiesel?',
    text: 'Tell us how much B100 you need a month and where you need it delivered, and our fuel team will send a quote.',
    label: 'Send an enquiry',
    to: paths.contact,
  },
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default sustainableFuel;
