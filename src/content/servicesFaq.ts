import { paths } from '../config/paths';
import { site } from '../config/site';
import type { FaqEntry } from '../types/content';

export const minimumPickup: FaqEntry = {
  question: 'What is the minimum quantity for a pickup?',
  answer: `For food businesses the minimum is ${site.figures.minimumPickupKg} kg of used cooking oil per pickup. For households it is ${site.figures.householdMinimumLitres} litres. If your kitchen produces less, store the oil in the drums we provide until you reach the minimum, or pool it with neighbouring shops or your housing society.`,
};

export const pricingAndPayment: FaqEntry = {
  question: 'How much do you pay per kg, and how do I get paid?',
  answer:
    'We pay per kilogram. The rate depends on the quality of the oil (mainly its water, sediment and free fatty acid content) and on the market price of biodiesel feedstock, and it is agreed when you register: the registration form asks for your expected rate in rupees per kg. The oil is weighed in front of you, the weight and amount appear on the receipt, and payment goes to your registered bank account or UPI ID on the cycle agreed at registration, per pickup or monthly.',
};

export const citiesServed: FaqEntry = {
  question: 'Which cities do you serve?',
  answer: `We run collection routes in ${site.figures.cities} cities through our own depots and our franchise partners. Enter your address in the booking form or call ${site.tollFreeDisplay}, and we will confirm coverage for your postal code. Where we are not yet present, a franchise enquiry from your city helps us get there sooner.`,
  link: { label: 'See every city we collect in, with its depot', to: paths.serviceAreas },
};

/** The three questions the home page asks too (its own module, so the home page loads only these). */
export const servicesFaqTeaser: FaqEntry[] = [minimumPickup, pricingAndPayment, citiesServed];
