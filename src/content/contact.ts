import { site } from '../config/site';
import type { ContactContent } from '../types/content';

/** Copy of the contact page. */
export const contact: ContactContent = {
  title: 'Contact Us',
  description: `Call GreenDrop toll-free on ${site.tollFreeDisplay}, ${site.hours.text}, e-mail ${site.email}, or send a message to book a used cooking oil pickup.`,
  eyebrow: 'Contact',
  h1: 'Talk to our collection team',
  lead: 'Book a pickup, ask about rates per kilogram, FSSAI paperwork, biodiesel supply or a franchise. A person from our team answers, in English or Hindi.',
  reasons: [
    'First pickup for a restaurant, hotel, canteen or cloud kitchen',
    'Rates per kilogram and payment cycles',
    'FSSAI records, TPC testing and disposal certificates',
    'Biodiesel (B100) for oil marketing companies, fleets and generator users',
    'Household and housing-society collection',
    'Franchise enquiries for your city',
  ],
  responseTime: 'We reply to messages within one working day. For a pickup in the next 24 hours, call us.',
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default contact;
