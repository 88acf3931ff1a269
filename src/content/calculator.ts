import { paths } from '../config/paths';
import { site } from '../config/site';
import {
  BIODIESEL_MJ_PER_KG,
  DAYS_PER_MONTH,
  FOSSIL_COMPARATOR_G_PER_MJ,
  FSSAI_RECORDS_LITRES_PER_DAY,
  OIL_KG_PER_LITRE,
  UCO_BIODIESEL_DEFAULT_SAVING,
  UCO_BIODIESEL_TYPICAL_SAVING,
} from '../config/oilFactors';
import type { CalculatorPageCopy } from '../types/content';
import { biodieselYield } from './facts';

const percent = (share: number) => `${Math.round(share * 100)} per cent`;

/** The used oil value calculator's page (the calculator's own labels and messages are in the `calculator` catalogue, src/locales). */
export const calculatorPage: CalculatorPageCopy = {
  path: paths.calculator,
  title: 'Used Oil Value Calculator',
  description:
    `What is your used cooking oil worth? See the indicative payment a month, green points, CO2e saved as biodiesel and whether FSSAI’s ${FSSAI_RECORDS_LITRES_PER_DAY}-litre rule applies.`,
  eyebrow: 'Value calculator',
  h1: 'What is your used cooking oil worth?',
  lead: 'Tell us how much used oil your kitchen sets aside. You will see, for a month, what we would pay for it, the green points you earn, the greenhouse gas it saves as biodiesel and what FSSAI expects of you.',
  breadcrumb: { home: 'Home', services: 'Services', page: 'Value calculator' },
  illustration: {
    src: '/illustrations/value-calculator.svg',
    alt: 'A drum of used cooking oil beside a calculator, a stack of coins and a green leaf',
    width: 560,
    height: 420,
  },
  calculator: {
    heading: 'Work out your figures',
    intro: `The figures change as you type. Cooking oil weighs about ${OIL_KG_PER_LITRE} kg a litre, and a month here is an average one of ${DAYS_PER_MONTH.toFixed(2)} days (365 ÷ 12). Send the result to a partner on WhatsApp with Share: the link opens with the same figures.`,
  },
  sections: [
    {
      heading: 'What each figure means',
      list: [
        'Used oil a month: the oil you set aside after frying, in kilograms, which is how we weigh and pay for it.',
        'Indicative payment: what that oil would fetch at our usual rates for your region. The rate itself is agreed when you register, once we have seen the oil: water, sediment and heavy burning lower it.',
        `Green points, for food businesses: ${site.figures.greenPointsPerKg} for every kilogram collected, on top of the payment, to spend on kitchen supplies in the vendor cart. Homes earn none: they are paid for their oil on the day, by UPI or bank transfer, so for a household the calculator shows that instead.`,
        'Greenhouse gas avoided: the emissions saved when your oil is made into biodiesel that a truck or generator burns instead of fossil diesel.',
      ],
      link: { label: 'How green points work', to: paths.greenPoints },
    },
    {
      heading: 'Where the greenhouse gas figure comes from',
      paragraphs: [
        `Used oil that goes back into food or down the drain replaces nothing. Made into biodiesel, it replaces diesel. ${biodieselYield} A kilogram of biodiesel holds ${BIODIESEL_MJ_PER_KG} MJ of energy, the value the EU’s renewable energy directive (RED II, Annex III) gives for fatty acid methyl ester.`,
        `The same directive sets the emissions of the fossil fuel that biofuels replace at ${FOSSIL_COMPARATOR_G_PER_MJ} g of CO2e (CO2 equivalent) per megajoule, and gives biodiesel made from waste cooking oil a default saving of ${percent(UCO_BIODIESEL_DEFAULT_SAVING)} against it (Annex V; the typical value is ${percent(UCO_BIODIESEL_TYPICAL_SAVING)}). We use the default, the cautious figure, so the saving we show is one a plant can claim without measuring its own. Our own figures to date, on the impact page, are worked out with the same formula.`,
      ],
    },
    {
      heading: 'FSSAI’s record-keeping duty, in brief',
      paragraphs: [
        `Since its direction of January 2019, in force from 1 June 2019, FSSAI requires every food business that uses more than ${FSSAI_RECORDS_LITRES_PER_DAY} litres of edible oil a day for frying to keep records of that oil and to dispose of used oil only through agencies authorised by FSSAI or the state’s Commissioner of Food Safety. The register it asks for has, for each day:`,
      ],
      list: [
        'the name of the oil (groundnut, sunflower, palmolein and so on);',
        'the quantity taken for frying;',
        'the quantity discarded at the end of the day;',
        'the date and mode of disposal of the used oil;',
        'the name of the authorised agency that collected it.',
      ],
      link: { label: 'How we keep food businesses within FSSAI’s rules', to: paths.compliance },
    },
  ],
  faqHeading: 'Frequently asked questions',
  faq: [
    {
      question: 'Why is the payment a range and not a price?',
      answer:
        'Used oil is priced on its quality and on the market for biodiesel feedstock. Clear, strained oil with little water fetches the top of the range; dark, watery oil with sediment the bottom. The range is what we usually pay in your region; the rate itself is agreed when you register.',
    },
    {
      question: 'Why do you ask for my state?',
      answer:
        'The oil travels from your kitchen to our depot and on to a partner biodiesel plant, so regions nearer the plants are paid a little more. The state picks the range for your region; without it you see the all-India range, from the lowest rate to the highest.',
    },
    {
      question: 'Is what I type sent anywhere?',
      answer:
        'No. The figures are worked out in your browser, and your inputs are kept only in the page’s address so that you can share the result. Nothing reaches us until you book a pickup.',
    },
  ],
  cta: {
    heading: 'Happy with the figures?',
    text: `Book a pickup and we will call you to agree the rate and a slot. Business pickups start at ${site.figures.minimumPickupKg} kg.`,
    label: 'Book a collection',
    to: paths.booking,
  },
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default calculatorPage;
