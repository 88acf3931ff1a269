import {
  FSSAI_FRESH_OIL_MAX_TPC_PERCENT as FRESH,
  FSSAI_RECORDS_LITRES_PER_DAY as LITRES,
  FSSAI_USED_OIL_MAX_TPC_PERCENT as USED,
} from '../../config/oilFactors';
import { paths } from '../../config/paths';
import type { ContentPage } from '../../types/content';

/*
 * The rules, each with the year it came into force (the Hindi says the same); the numbers are the
 * constants of config/oilFactors.ts, with their sources there:
 * - Used oil past 25% TPC not to be used: FSS (Licensing and Registration of Food Businesses) First
 *   Amendment Regulations, 2017, notified 24 October 2017 (the 2019 direction cites it).
 * - Fresh oil or fat at most 15% TPC: FSS (Prohibition and Restrictions on Sales) Third Amendment
 *   Regulations, 2020 (gazette of 26 October 2020, regulation 2.3.15), which also restates the 25%
 *   limit; food businesses to comply by 1 July 2021.
 * - FSSAI direction on the disposal and collection of used cooking oil, 30 January 2019: food
 *   businesses using more than 50 litres of edible oil a day for frying keep records and hand used
 *   oil only to agencies authorised by FSSAI or the state's Commissioner of Food Safety; oil past
 *   25% TPC not to be topped up with fresh oil. Enforcement from 1 March 2019, deferred by FSSAI to
 *   1 June 2019.
 * - Topping up: FSSAI's order of 20 January 2022 on the disposal of used cooking oil removed the
 *   2019 topping-up clause "with immediate effect" (legalitysimplified.com/?p=24671, which also
 *   notes that under the 2017 regulations used oil is not to be topped up with fresh oil); FSSAI's
 *   order of 5 August 2024 withdrew that removal and reinstated the ban on topping up oil past 25%
 *   TPC (as foodtechnews.in reports it). We rely on the 2024 order, the later one; and the page tells
 *   a kitchen what holds under either: never top up oil past the limit, discard it above 25% TPC.
 * - Reheating at most three times is FSSAI's advice, not a rule.
 */
export const foodBusinessCompliance: ContentPage = {
  path: paths.compliance,
  title: 'Food Business Compliance Solution',
  description:
    `Meet FSSAI’s used cooking oil rules: TPC testing below ${USED}%, oil logbooks, staff training and disposal records from an authorised RUCO aggregator.`,
  eyebrow: 'FSSAI compliance',
  h1: 'Stay within FSSAI’s rules on frying oil, without the paperwork headache',
  lead: 'FSSAI limits how long frying oil can be used and says how it must be disposed of. We help you test it, record it and hand it over properly, so you are ready whenever a food safety officer visits.',
  illustration: {
    src: '/illustrations/food-compliance.svg',
    alt: 'A commercial fryer with a handheld TPC meter testing the oil, beside a ticked checklist',
    width: 560,
    height: 420,
  },
  sections: [
    {
      heading: 'What the rules say',
      list: [
        `Used oil: once its total polar compounds (TPC) pass ${USED} per cent, frying oil must not be used any further. This limit dates from FSSAI’s Licensing and Registration First Amendment Regulations, 2017, notified on 24 October 2017.`,
        `Fresh oil: unused vegetable oil or fat may have at most ${FRESH} per cent TPC. This limit came with FSSAI’s Prohibition and Restrictions on Sales Third Amendment Regulations, 2020, notified on 26 October 2020, which also restate the ${USED} per cent limit; food businesses have had to meet it since 1 July 2021.`,
        `Records: since 1 June 2019, under FSSAI’s direction of January 2019, a food business that uses more than ${LITRES} litres of edible oil a day for frying keeps a daily record of the oil it uses and the used oil it discards.`,
        'Disposal: under the same direction, those businesses hand used cooking oil only to agencies authorised by FSSAI or by the state’s Commissioner of Food Safety.',
        `Topping up: never top up oil that has passed ${USED} per cent TPC with fresh oil; discard it. The 2019 direction forbade topping up, FSSAI removed that clause by its order of 20 January 2022, and its order of 5 August 2024 withdrew the removal, so the ban applies again. Under either order a kitchen does the same: it keeps its oil below ${USED} per cent TPC and discards oil above it, because fresh oil added to spent oil does not make the spent oil fit to use.`,
        'Advice, not a rule: FSSAI recommends avoiding the reuse of oil where possible and reheating it no more than three times.',
        'Under the RUCO (Repurpose Used Cooking Oil) initiative, discarded oil goes to biodiesel, soap or other non-food uses, never back into food.',
      ],
      link: { label: 'FSSAI’s page on used cooking oil (RUCO), for the current text of each rule', to: 'https://www.fssai.gov.in/ruco/' },
    },
    {
      heading: 'Understanding TPC',
      paragraphs: [
        'When oil is heated for frying, moisture from the food and oxygen from the air break it down. The breakdown products, collectively called total polar compounds, build up with every batch. High TPC oil foams, darkens, smokes at a lower temperature and makes food greasy and bitter; more importantly, some of these compounds are harmful when eaten regularly.',
        'Colour and smell are poor guides, because the same TPC can look very different in different oils. The reliable method is a handheld TPC meter dipped into the hot oil, which gives a reading in seconds, or test strips for kitchens that fry less. Testing at the same point in each shift, and writing the reading down, is what turns a good habit into evidence.',
      ],
    },
    {
      heading: 'How our compliance service works',
      steps: [
        { title: 'Kitchen assessment', text: 'We visit to see your fryers, daily oil use, current disposal routine and records, and tell you which rules apply to you.' },
        { title: 'Testing set-up', text: 'We arrange a TPC meter or test strips suited to your volume and show your staff how and when to test.' },
        { title: 'Logbooks and templates', text: 'You get a simple daily oil register: fresh oil added, TPC readings per fryer, and oil discarded, in print or as a spreadsheet.' },
        { title: 'Staff training', text: 'A short session for cooks and supervisors covers testing, safe handling of hot oil, filtering and why topping oil up does not make it fit to use.' },
        { title: 'Documented collection', text: 'Discarded oil is collected by us as an authorised aggregator, with a receipt for every pickup.' },
        { title: 'Monthly compliance pack', text: 'Each month you receive a statement that reconciles oil bought against oil collected, with the receipts and a certificate of disposal.' },
      ],
    },
    {
      heading: 'Your inspection checklist',
      paragraphs: ['If a food safety officer asked today, could you show the following?'],
      list: [
        'Purchase records for fresh frying oil.',
        'Daily TPC readings for each fryer, with the date, time and the name of the person who tested.',
        'The date and quantity of every batch of oil discarded.',
        'Collection receipts from an authorised aggregator, matching the quantities discarded.',
        'The aggregator’s registration details on file.',
        'A written procedure for oil use and disposal, displayed near the fryers, and a record of staff training.',
      ],
    },
    {
      heading: 'Benefits beyond compliance',
      paragraphs: [
        'Kitchens that test and filter their oil usually find they waste less of it: oil is changed when it needs to be, not too late and not too early. Food tastes and looks more consistent, fryers last longer, and staff take pride in a clean routine. Customers increasingly ask where a restaurant’s oil goes, and a certificate of disposal on the wall answers that question.',
      ],
    },
  ],
  faq: [
    {
      question: `We use less than ${LITRES} litres of oil a day. Do the rules apply to us?`,
      answer:
        `Yes, the TPC limits do: ${FRESH} per cent for fresh oil and ${USED} per cent for oil in use apply to every food business that fries. The formal record-keeping and aggregator requirements apply above ${LITRES} litres a day, but keeping the same records is good practice for any kitchen and is the easiest way to show you follow the TPC limits. We give you the records; the readings in your fryers are yours to keep within the limits.`,
    },
    {
      question: 'Do you supply TPC meters?',
      answer:
        'We can arrange a meter for kitchens that fry in volume and test strips for smaller kitchens, and we train your staff to use them. Vendors can also redeem green points for testing supplies in the cart.',
    },
    {
      question: 'What if an inspector finds a problem?',
      answer:
        'Call us. We will help you understand the observation, put the missing records or procedures in place, and provide the collection history and certificates we hold for your business.',
    },
  ],
  cta: {
    heading: 'Make your kitchen inspection-ready',
    text: 'Register your food business and our compliance team will schedule an assessment and your first collection.',
    label: 'Register your business',
    to: paths.register,
  },
  isService: true,
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default foodBusinessCompliance;
