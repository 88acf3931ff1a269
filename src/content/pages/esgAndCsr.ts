import { paths } from '../../config/paths';
import { companyFigures, site } from '../../config/site';
import type { ContentPage } from '../../types/content';
import { formatIndian } from '../../config/indianNumbers';
import { figuresAsOf } from '../asOf';

export const esgAndCsr: ContentPage = {
  path: paths.esg,
  title: 'ESG and CSR Activities',
  description:
    'Used cooking oil data for BRSR and Scope 3 reporting, biodiesel for Scope 1 cuts, and CSR programmes under Section 135 of the Companies Act, 2013.',
  eyebrow: 'ESG and CSR',
  h1: 'Measurable ESG results and CSR programmes built on used cooking oil',
  lead: 'We help companies turn a kitchen waste stream into emission cuts they can report, and run CSR programmes that take used oil out of the food chain in the communities around them.',
  illustration: {
    src: '/illustrations/esg-csr.svg',
    alt: 'A factory whose chimney sends up green leaves instead of smoke, framed by a large leaf',
    width: 560,
    height: 420,
  },
  sections: [
    {
      heading: 'For sustainability and ESG teams',
      paragraphs: [
        'SEBI requires the largest listed companies to publish a Business Responsibility and Sustainability Report (BRSR), which asks how waste is generated, collected and disposed of, and what the company does about its greenhouse gas emissions. Hotel groups, restaurant chains, food manufacturers and any company with large canteens generate used cooking oil at every site, and most cannot say today where it goes.',
        // GHG Protocol Corporate Value Chain (Scope 3) Standard: waste generated in operations is category 5, and avoided emissions are reported separately from the inventory, never subtracted from it.
        // GHG Protocol Corporate Standard: a fuel's user reports its combustion in Scope 1, with biogenic CO2 reported outside the scopes; that user holds the claim of record for the fuel's tonnes.
        'Routing that oil to biodiesel through a documented collector gives you a clear disclosure: kilograms of waste oil diverted from disposal to recycling. In greenhouse gas accounting, the treatment of waste generated in your operations falls under Scope 3 (category 5, waste generated in operations), and your suppliers’ and franchisees’ practices count there too. The emissions the biodiesel avoids by replacing fossil diesel are a separate figure: the GHG Protocol asks for avoided emissions to be reported apart from your Scope 1, 2 and 3 inventory, never subtracted from it. If you blend our B100 into the diesel of your own generators or fleet, the fuel you burn is yours to report: your Scope 1 inventory counts it, by the GHG Protocol’s rules for biofuels, and that is the claim of record for those tonnes. The kitchens whose oil it was report them only as avoided emissions, and our own total is an activity figure, so no tonne is claimed twice.',
      ],
    },
    {
      heading: 'What we provide',
      list: [
        'Collection data for every site: dates, weights and receipt numbers, exportable for your reporting system.',
        'Quarterly and annual impact statements showing oil collected and the CO2e its biodiesel avoided, reported apart from your inventory, with the method and emission factors explained.',
        'Chain-of-custody documents, from collection receipts to batch IDs and mass balance, for your auditors.',
        'Data tables arranged to match the waste-management and emissions questions in BRSR.',
        'B100 to blend into the diesel for your generators and vehicles, with delivery records for your own Scope 1 reporting of the fuel you burn.',
        'A named account manager for your sustainability team.',
      ],
    },
    {
      heading: 'CSR programmes',
      paragraphs: [
        'Section 135 of the Companies Act, 2013 requires companies above set thresholds of net worth, turnover or net profit to spend at least 2 per cent of their average net profit of the previous three years on CSR activities listed in Schedule VII. Environmental sustainability, preventive health care and livelihood projects are all on that list, and used cooking oil touches each of them.',
        'The programmes we run with CSR partners include used-oil collection drives in housing societies and residents’ welfare associations, awareness sessions in schools and colleges on the health effects of reused oil, and street-food vendor programmes that offer free TPC testing and help vendors switch to fresh oil. Collection also creates local jobs, which is why several partners fund training for new collection staff.',
      ],
    },
    {
      heading: 'How a programme runs',
      steps: [
        { title: 'Scope and baseline', text: 'We agree the area, the communities or vendors involved and where things stand today.' },
        { title: 'Design', text: 'Together we set objectives, a budget, a timeline and indicators such as litres collected, vendors trained and people reached.' },
        { title: 'Implementation', text: 'Our teams and local partners run the drives, sessions and collections, with your employees volunteering if you wish.' },
        { title: 'Monitoring', text: 'You receive monthly figures and photographs, and collections are backed by the same receipts as our commercial service.' },
        { title: 'Impact report', text: 'At the end of the year we deliver a report for your CSR committee and annual report, with outcomes against each indicator.' },
      ],
    },
    {
      heading: 'Our track record',
      figuresNote: figuresAsOf,
      figures: [
        { value: `${formatIndian(companyFigures.co2eAvoidedTonnes)} tonnes`, label: 'of CO2e avoided to date by biodiesel made from our oil' },
        { value: formatIndian(site.figures.households), label: 'households reached through household collection' },
        { value: `${site.figures.cities} cities`, label: 'where programmes can run on our existing routes' },
      ],
    },
  ],
  faq: [
    {
      question: 'Is a used cooking oil programme an eligible CSR activity?',
      answer:
        'Programmes for environmental sustainability, preventive health care and livelihoods fall under Schedule VII. To count as CSR, the work must be a defined project outside your normal course of business; we structure programmes with that in mind, and your CSR committee and advisers make the final call.',
    },
    {
      question: 'Can you help with our BRSR filing?',
      answer:
        'We provide the data and documentation for the waste and emissions questions relating to used cooking oil, in a format your sustainability team can use directly. The report itself remains your company’s disclosure.',
    },
  ],
  cta: {
    heading: 'Plan an ESG or CSR programme with us',
    text: 'Tell us about your sites, your reporting needs or your CSR budget, and we will propose a programme.',
    label: 'Contact our team',
    to: paths.contact,
  },
  isService: true,
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default esgAndCsr;
