import { paths } from '../../config/paths';
import { companyFigures, site } from '../../config/site';
import { BIODIESEL_MJ_PER_KG, FOSSIL_COMPARATOR_G_PER_MJ, FSSAI_USED_OIL_MAX_TPC_PERCENT, UCO_BIODIESEL_DEFAULT_SAVING } from '../../config/oilFactors';
import type { ContentPage } from '../../types/content';
import { formatIndian, inLakh } from '../../config/indianNumbers';
import { biodieselYield, lifeCycleSaving } from '../facts';
import { figuresAsOf, figuresAsOfDate } from '../asOf';

export const impactWeCreate: ContentPage = {
  path: paths.impact,
  title: 'Impact We Create',
  description: `${formatIndian(site.figures.tonnesCollectedToDate)} tonnes of used cooking oil kept out of food and drains, and ${formatIndian(companyFigures.co2eAvoidedTonnes)} tonnes of CO2e avoided, as of ${figuresAsOfDate}. See how we measure them.`,
  eyebrow: 'Our impact',
  h1: 'The difference one drum of used oil makes',
  lead: 'Every litre we collect is a litre that does not go back into a frying pan, down a drain or into a landfill. Here is what that adds up to, and how we count it.',
  illustration: {
    src: '/illustrations/impact.svg',
    alt: 'A green globe beside a rising bar chart, showing growing environmental impact',
    width: 560,
    height: 420,
  },
  sections: [
    {
      heading: 'Our impact so far',
      figuresNote: figuresAsOf,
      figures: [
        { value: `${formatIndian(site.figures.tonnesCollectedToDate)} tonnes`, label: 'of used cooking oil collected since we began' },
        { value: `${formatIndian(companyFigures.biodieselTonnes)} tonnes`, label: 'of biodiesel made from it at partner plants' },
        { value: `${formatIndian(companyFigures.co2eAvoidedTonnes)} tonnes`, label: 'of CO2e avoided over the fuel’s life cycle' },
        { value: `${inLakh(site.figures.litresCollectedPerMonth)} litres`, label: 'of used oil collected every month' },
        { value: formatIndian(companyFigures.kitchens), label: 'kitchens, in food businesses and homes, that hand us their oil' },
        { value: `${site.figures.cities} cities`, label: 'with regular collection routes' },
      ],
      paragraphs: [
        `${lifeCycleSaving} The saving is this large because the feedstock is a waste: no forest is cleared and no crop is grown to make it, so almost all of the emissions that remain come from collection, transport and processing.`,
      ],
    },
    {
      heading: 'Keeping reused oil off the plate',
      paragraphs: [
        `Each time oil is heated for frying it breaks down a little more. FSSAI measures that breakdown as total polar compounds (TPC) and requires frying oil to be discarded once TPC passes ${FSSAI_USED_OIL_MAX_TPC_PERCENT} per cent. The problem has never been the rule; it is what happens to the oil after it is discarded. Used oil sold to informal traders is often filtered, coloured and sold again as loose cooking oil, usually to the smallest food stalls, whose customers can least afford the health consequences.`,
        'Every kilogram handed to an authorised aggregator such as GreenDrop is a kilogram that cannot be resold for cooking. That is why we pay a fair price for used oil: it has to be more attractive to sell it to us than to the trader at the back door.',
      ],
    },
    {
      heading: 'Cleaner drains, cleaner cities',
      paragraphs: [
        'Oil poured into a sink cools, sticks to pipe walls and traps food waste and wet wipes until the line blocks. Municipal sewer teams across India spend a great deal of time and money clearing fat-clogged drains, and blockages cause overflows into streets and water bodies. Household collection and restaurant pickups take that oil out of the sewer system before it gets there.',
      ],
    },
    {
      heading: 'Work and livelihoods',
      paragraphs: [
        `Collection is a local business. Our ${site.figures.collectionVans} vans are driven and crewed by people from the cities they serve, and ${site.figures.franchisePartners} franchise partners (as of ${figuresAsOfDate}) run GreenDrop collection as their own enterprises. Collection crews get regular wages, safety equipment and formal employment records, which work in the informal oil trade rarely offers.`,
      ],
    },
    {
      heading: 'How we measure',
      paragraphs: ['We would rather under-report than over-claim. Our figures are built up from records, not estimates:'],
      list: [
        'Collected quantities come from the weights on signed collection receipts, not from customer estimates.',
        'Each depot batch carries a batch ID and is reconciled by mass balance against what arrived at the partner biodiesel plant.',
        `Only oil that went to biodiesel counts towards the fuel and the CO2e; lots sent to soap makers do not. ${biodieselYield}`,
        `CO2e avoided applies the EU renewable energy directive’s (RED II) factors to that biodiesel: ${BIODIESEL_MJ_PER_KG} MJ a kg, ${FOSSIL_COMPARATOR_G_PER_MJ} g CO2e a MJ for the fossil diesel it replaces, and the default saving of ${Math.round(UCO_BIODIESEL_DEFAULT_SAVING * 100)} per cent, the lower of RED II’s two values. Our value calculator uses the same formula, so a kitchen’s figure and ours add up.`,
        // GHG Protocol (Corporate Standard; Scope 3 Standard): a fuel's user reports its combustion in its own
        // inventory, biogenic CO2 apart from the scopes; avoided emissions are reported apart from any
        // inventory, never subtracted from it. One claim of record per tonne, so none is counted twice.
        'Who may claim these tonnes, once each: the user of the biodiesel (a fleet, a factory, an oil marketing company) reports the fuel it burns in its own greenhouse gas inventory, and that is the claim of record. A kitchen that hands us its oil may report the CO2e on its impact certificate as avoided emissions, beside its inventory, never subtracted from it. Our own total is our activity figure, what our collection made possible: we do not subtract it from anyone’s inventory, nor sell or transfer it as a credit.',
        'The method and the factors are reviewed once a year by the independent assurance provider that checks our BRSR disclosures, and any change is applied to past figures too, so trends stay comparable.',
      ],
    },
  ],
  faq: [
    {
      question: 'Can my business get an impact statement for its own oil?',
      answer:
        'Yes. Registered food businesses can ask for a statement showing the kilograms collected from each outlet and the CO2e their oil avoided as biodiesel, for any period. Companies that report under SEBI’s BRSR framework use it as evidence for waste disclosures, with the avoided emissions reported apart from their own inventory, as the GHG Protocol asks.',
    },
    {
      question: 'Why is the carbon saving a range rather than a single number?',
      answer: `Life-cycle savings depend on how far the oil travels, the energy used at the plant and the method of calculation. ${lifeCycleSaving}`,
    },
  ],
  cta: {
    heading: 'Add your kitchen to the count',
    text: 'Book a pickup and the oil from your kitchen becomes part of these numbers next month.',
    label: 'Book a collection',
    to: paths.booking,
  },
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default impactWeCreate;
