import { paths } from '../config/paths';
import { site } from '../config/site';
import type { HomeMoreContent } from '../types/content';
import { servicesFaqTeaser } from './servicesFaq';

/**
 * English copy of the home page below its first screens (how a collection works down to the FAQ).
 * Its own chunk: those sections hydrate when the visitor comes near them (views/HomeView.tsx), so
 * the page's first load carries none of it.
 */
export const homeMore: HomeMoreContent = {
  howItWorks: {
    heading: 'How a collection works',
    steps: [
      { title: 'Book', text: 'Fill in the booking form below, use the app or call our toll-free number.' },
      { title: 'Confirm', text: 'We call to agree the rate per kg and a pickup slot, and bring drums if you need them.' },
      { title: 'Collect', text: 'Our collector weighs the oil in front of you, seals the drums and sends an SMS receipt.' },
      {
        title: 'Get paid and earn points',
        text: `Payment reaches your account and you earn ${site.figures.greenPointsPerKg} green points for every kilogram.`,
      },
    ],
  },
  greenPoints: {
    heading: 'Earn green points on every kilogram',
    text: `Registered vendors earn ${site.figures.greenPointsPerKg} green points for every kilogram of used cooking oil, on top of the payment for the oil, and spend them on kitchen products in the vendor cart.`,
    link: { label: 'How green points work', to: paths.greenPoints },
  },
  calculator: {
    heading: 'What is your used oil worth?',
    text: 'Enter what your kitchen sets aside and see the month’s payment, green points and greenhouse gas saved. Book for that amount in one press: we fill it into the form below.',
    link: { label: 'The full calculator, with FSSAI’s rule and the arithmetic', to: paths.calculator },
  },
  booking: {
    heading: 'Request an oil collection',
    text: 'Verify your mobile number, tell us about your business and how much oil you have, and our team will call you to schedule the first pickup.',
  },
  news: { heading: 'Latest news' },
  cta: {
    heading: 'Have used cooking oil to sell?',
    text: 'Register once and we schedule regular pickups, pay per kilogram and keep your FSSAI records in order.',
    label: 'Register as a vendor',
  },
  app: {
    heading: 'Download our app',
    text: `Book pickups, track your collections and check your green points from your phone. Available on ${site.apps.map((app) => app.store).join(' and the ')}.`,
  },
  faq: {
    heading: 'Frequently asked questions',
    entries: servicesFaqTeaser,
    link: { label: 'See all questions', to: paths.services },
  },
};

export default homeMore;
