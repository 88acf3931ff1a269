import { paths } from '../../config/paths';
import { site } from '../../config/site';
import type { ContentPage } from '../../types/content';

export const traceability: ContentPage = {
  path: paths.traceability,
  title: 'Traceability of Used Cooking Oil',
  description:
    'Collection receipts, sealed drums, batch IDs and mass balance: how GreenDrop traces every kilogram of used cooking oil from your kitchen to biodiesel.',
  eyebrow: 'Traceability',
  h1: 'Every kilogram accounted for, from fryer to fuel',
  lead: 'Used cooking oil has value, which is exactly why it goes missing. Our chain of custody shows where your oil went and proves that it never found its way back into food.',
  illustration: {
    src: '/illustrations/traceability.svg',
    alt: 'A chain of linked points running from an oil drop to a drum, a plant and a green check mark',
    width: 560,
    height: 420,
  },
  sections: [
    {
      heading: 'Why traceability matters',
      paragraphs: [
        'Three groups of people need to know what happened to a drum of used oil. Food businesses need to show FSSAI that oil they discarded was handed to an authorised aggregator and not resold. Biodiesel producers and their buyers need proof that what they bought really is used cooking oil, because cheaper virgin oil passed off as waste would undo the climate benefit and the incentives built around it. And companies reporting on their environmental performance need numbers they can defend to an auditor.',
        'A chain of custody answers all three. It is a documented record of who held the oil, how much of it, and when, at every step from the kitchen to the fuel tank.',
      ],
    },
    {
      heading: 'The chain, link by link',
      steps: [
        { title: 'Collection receipt at the source', text: 'At every pickup the collector records the business name and FSSAI licence or registration number, the date and time, the number of drums and the weight, and the receipt reaches you by SMS.' },
        { title: 'Sealed, numbered drums', text: 'Drums are closed with tamper-evident seals whose numbers are written on the receipt, so oil cannot be added or removed on the way to the depot.' },
        { title: 'Weighed in and batched at the depot', text: 'The depot weighs each arriving drum, checks the seal and adds the oil to a batch with its own batch ID. The batch record lists every receipt it contains.' },
        { title: 'Quality checks', text: 'Each batch is tested for moisture, impurities and free fatty acids, and the results are stored against the batch ID.' },
        { title: 'Dispatch to the plant', text: 'Batches travel to our partner biodiesel plants (or, for a lot unfit for biodiesel, to a soap maker) with an e-way bill and a weighbridge slip at both ends, so the weight sent and the weight received can be compared.' },
        { title: 'Mass balance', text: 'For each period, the oil received by the plant is reconciled against the biodiesel and glycerine produced and the water and sediment removed. Gaps beyond normal process losses are investigated.' },
      ],
    },
    {
      heading: 'Standards we work to',
      paragraphs: [
        `${site.shortName} holds ISCC EU certificate ${site.registration.iscc} as a collecting point for used cooking oil. ISCC EU is the certification scheme most widely used for waste-based biofuel feedstock, and its yearly audit checks our mass balance, the point-of-origin declarations from the kitchens we collect from and how long we keep our records, so that the partner plants we supply can count our oil in their own certified chains.`,
        'On the food safety side, our receipts and monthly statements give food business operators the disposal records FSSAI expects under the RUCO initiative. Movements of oil between our depots and plants are covered by GST e-way bills.',
      ],
    },
    {
      heading: 'What you can see',
      list: [
        'A receipt by SMS after every pickup, with the weight, drum count and seal numbers.',
        'Your full collection history, requests and status in the vendor dashboard.',
        'A monthly statement of kilograms collected per outlet, with the receipt numbers behind it.',
        'The batch IDs your oil was assigned to, on request.',
        'A certificate of disposal you can show a food safety officer.',
        'The CO2e your oil avoided as biodiesel, for ESG and BRSR reporting, apart from your own emissions inventory.',
      ],
    },
  ],
  faq: [
    {
      question: 'What does mass balance mean?',
      answer:
        'It is an accounting method: over a set period, the quantity of used oil that goes into a process must equal the products that come out plus measured losses. It does not require every drop to be physically separated, but it makes sure no more certified fuel is sold than certified waste went in.',
    },
    {
      question: 'Do I have to sign anything?',
      answer:
        'Once a year we ask every point of origin we collect from, every food business and every home, to sign a short point-of-origin declaration confirming that the oil they hand over is used cooking oil from their own kitchen. ISCC EU, under which we are certified, requires it from every point of origin of waste feedstock.',
    },
  ],
  cta: {
    heading: 'Get traceable collection for your kitchen',
    text: 'Register your food business to receive receipts, statements and disposal certificates for every pickup.',
    label: 'Register now',
    to: paths.register,
  },
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default traceability;
