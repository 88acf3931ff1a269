import { paths } from '../../config/paths';
import type { ContentPage } from '../../types/content';

export const foodBusinessCompliance: ContentPage = {
  path: paths.compliance,
  title: 'Food Business Compliance Solution',
  description:
    'Meet FSSAI’s used cooking oil rules: TPC testing below 25%, oil logbooks, staff training and disposal records from an authorised RUCO aggregator.',
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
        'Frying oil must be discarded once its total polar compounds (TPC) exceed 25 per cent; it cannot be used any further.',
        'Food business operators whose frying oil use is more than 50 litres a day must keep records of the oil they use and the used oil they dispose of.',
        'Those businesses must hand used cooking oil only to FSSAI-registered or authorised aggregators and collection agencies.',
        'FSSAI advises avoiding the reuse of oil where possible, keeping reuse to a maximum of three times, and not topping up old oil with fresh oil.',
        'Under the RUCO (Repurpose Used Cooking Oil) initiative, discarded oil should go to biodiesel or other non-food uses, never back into food.',
      ],
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
        { title: 'Staff training', text: 'A short session for cooks and supervisors covers testing, safe handling of hot oil, filtering and why oil must not be topped up.' },
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
      question: 'We use less than 50 litres of oil a day. Do the rules apply to us?',
      answer:
        'The 25 per cent TPC limit applies to every food business that fries. The formal record-keeping and aggregator requirements apply above 50 litres a day, but keeping the same records is good practice for any kitchen and is the easiest way to show you follow the TPC limit.',
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
