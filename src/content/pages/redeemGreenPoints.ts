import { paths } from '../../config/paths';
import { site } from '../../config/site';
import type { ContentPage } from '../../types/content';

/** A worked example for the copy: a kitchen handing over this much oil a week. */
const exampleWeeklyKg = 60;

export const redeemGreenPoints: ContentPage = {
  path: paths.greenPoints,
  title: 'Redeem Your Green Points',
  description: `Registered vendors earn ${site.figures.greenPointsPerKg} green points for every kg of used cooking oil handed to GreenDrop. See how to check your balance and redeem points.`,
  eyebrow: 'Green points',
  h1: 'Earn green points on every kilogram, spend them in your cart',
  lead: `Registered vendors earn ${site.figures.greenPointsPerKg} green points for every kilogram of used cooking oil they hand over, on top of the payment for the oil. Points are spent on kitchen products in the vendor area’s cart.`,
  illustration: {
    src: '/illustrations/green-points.svg',
    alt: 'A gift box tied with a green ribbon beside a round green points badge with a leaf',
    width: 560,
    height: 420,
  },
  sections: [
    {
      heading: 'How you earn points',
      paragraphs: [
        `Points are our way of thanking the kitchens that keep used oil out of drains and out of the loose-oil trade. They are credited automatically: once a pickup is weighed and the receipt is confirmed, ${site.figures.greenPointsPerKg} points for every kilogram are added to your account.`,
        `A restaurant that hands over ${exampleWeeklyKg} kg a week, for example, earns ${exampleWeeklyKg * site.figures.greenPointsPerKg} points a week, or about ${exampleWeeklyKg * site.figures.greenPointsPerKg * 52} points over a year, in addition to the money it is paid for the oil.`,
      ],
      figures: [
        { value: `${site.figures.greenPointsPerKg} points`, label: 'for every kilogram of used cooking oil collected' },
        { value: `${site.figures.minimumPickupKg} kg`, label: 'minimum quantity for a business pickup' },
      ],
    },
    {
      heading: 'How to redeem them',
      steps: [
        { title: 'Sign in', text: 'Use Vendor Login with the mobile number and password we sent you when your registration was approved.' },
        { title: 'Check your balance', text: 'The dashboard shows the points you have earned, the points you have used and your current balance, with a month-by-month chart of points earned.' },
        { title: 'Fill your cart', text: 'Open the cart to browse the product catalogue. Every product is priced in green points; add items and adjust quantities with the plus and minus buttons.' },
        { title: 'Choose a delivery address', text: 'Pick one of your saved addresses or add a new one, such as a second outlet or your central store.' },
        { title: 'Place the order', text: 'Once the cart total is within your balance, place the order. You will see the order number and your new balance straight away.' },
      ],
    },
    {
      heading: 'What you can redeem',
      paragraphs: [
        'The catalogue changes with the seasons and with what our vendors ask for, but it is built around things a commercial kitchen actually uses. It typically includes:',
      ],
      list: [
        'Fresh cooking oil for your kitchen, sealed by its maker.',
        'Oil filter papers, filter cones and fryer cleaning kits that help fresh oil last longer.',
        'TPC test strips and related supplies for checking frying oil.',
        'Gloves, aprons, hair nets and other hygiene essentials.',
        'Spill kits and drum funnels for clean oil handling.',
        'Reusable storage containers and kitchen tools.',
      ],
    },
    {
      heading: 'Rules worth knowing',
      list: [
        'Points are credited only to registered vendor accounts, for oil that has been weighed and accepted.',
        'Points belong to the firm’s account, have no cash value and cannot be transferred to another account.',
        'An order can be placed only when your balance covers the cart total; the cart tells you if you are short.',
        'If a pickup is corrected after weighing, for example because a drum held water, the points are adjusted to match the accepted weight.',
        `Questions about a balance go to our customer care team at ${site.email} or ${site.tollFreeDisplay}.`,
      ],
    },
  ],
  faq: [
    {
      question: 'When do points appear in my account?',
      answer:
        'Usually within a day of the pickup, once the collection receipt has been confirmed at the depot. The dashboard chart shows the points earned each month.',
    },
    {
      question: 'Can households earn green points?',
      answer:
        'Green points are for registered vendor accounts. Households are paid for their oil at the time of collection. A housing society that pools its residents’ oil can register as a vendor and earn points on everything it hands over.',
    },
    {
      question: 'Why is the Place order button disabled?',
      answer:
        'The button tells you why: the cart may be empty, no delivery address may be chosen, or the cart total may be higher than your points balance. Fix that one thing and the button becomes active.',
    },
  ],
  cta: {
    heading: 'Ready to spend your points?',
    text: 'Sign in to the vendor area, check your balance and choose something useful for your kitchen.',
    label: 'Go to your cart',
    to: paths.cart,
  },
};

/** The page's copy, as its route loads it (src/app/routes.tsx). */
export default redeemGreenPoints;
