import { paths } from '../config/paths';
import { site } from '../config/site';
import { allIndiaRate, householdMinimumEarns } from '../config/oilRates';
import type { FaqEntry } from '../types/content';

const business = allIndiaRate('business');
const household = allIndiaRate('household');
const homeMinimum = householdMinimumEarns();

/** When and how we pay (site.payment): said by this answer and by the rate cards of the collection and household pages. */
export const paymentTerms = `We pay by UPI or bank transfer: businesses per pickup, within ${site.payment.perPickupWithinWorkingDays} working days, or monthly, within ${site.payment.monthlyWithinDays} days of the month’s end; homes on the day.`;

export const minimumPickup: FaqEntry = {
  question: 'What is the minimum quantity for a pickup?',
  answer: `For food businesses the minimum is ${site.figures.minimumPickupKg} kg of used cooking oil per pickup. For households it is ${site.figures.householdMinimumLitres} litres. If your kitchen produces less, store the oil in the drums we provide until you reach the minimum, or pool it with neighbouring shops or your housing society.`,
};

export const pricingAndPayment: FaqEntry = {
  question: 'How much do you pay per kg, and how do I get paid?',
  answer: `Food businesses get ₹${business.min} to ₹${business.max} a kg and homes ₹${household.min} to ₹${household.max}, by region and by the oil: water, sediment and free fatty acids lower the rate. A home’s ${homeMinimum.litres} litres (${homeMinimum.kg} kg) earns ₹${homeMinimum.min} to ₹${homeMinimum.max}. Your rate is agreed when you register. ${paymentTerms}`,
};

export const citiesServed: FaqEntry = {
  question: 'Which cities do you serve?',
  answer: `We run collection routes in ${site.figures.cities} cities from our own depots, and our franchise partners collect in towns where we have no depot. Enter your address in the booking form or call ${site.tollFreeDisplay}, and we will confirm coverage for your postal code. Where we are not yet present, a franchise enquiry from your city helps us get there sooner.`,
  link: { label: 'See every city we collect in, with its depot', to: paths.serviceAreas },
};

/** The three questions the home page asks too (its own module, so the home page loads only these). */
export const servicesFaqTeaser: FaqEntry[] = [minimumPickup, pricingAndPayment, citiesServed];
