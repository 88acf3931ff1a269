import type {
  Address,
  CarbonCreditMonth,
  CollectionRequest,
  OilSoldMonth,
  User,
} from '../../types/api';
import { site } from '../../config/site';

/** The demo vendor account: sign in with this mobile number and password. */
export const demoVendor: { password: string; user: User } = {
  password: 'greendrop123',
  user: {
    id: 1,
    name: 'Rajeshwari Venkataraman',
    firm_name: 'Spice Route Kitchens',
    mobile: '9876543210',
    email: 'rajeshwari@spiceroutekitchens.example.in',
    address: 'No. 27, 80 Feet Road, 4th Block, Koramangala',
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560034',
  },
};

/** The firm's two outlets. */
export const demoAddresses: Address[] = [
  {
    id: 1,
    line1: 'Spice Route Kitchens, No. 27, 80 Feet Road, 4th Block, Koramangala',
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560034',
  },
  {
    id: 2,
    line1: 'Spice Route Kitchens, No. 612, 12th Main Road, HAL 2nd Stage, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560038',
  },
];

/** The vendor's collection requests, newest first. A full 35 L drum holds about 32 kg. */
export const demoCollectionRequests: CollectionRequest[] = [
  {
    id: 10,
    requested_on: '2026-11-18T09:42:00+05:30',
    entered_drums_qty: 5,
    entered_volume: 152,
    empty_drums_qty: 5,
    notes_for_team:
      'Please come before 11 am, lunch prep starts after that. Use the service entrance on 1st Cross and ask for Manjunath at the store room.',
    status: 'Pending',
  },
  {
    id: 9,
    requested_on: '2026-11-10T16:05:00+05:30',
    entered_drums_qty: 8,
    entered_volume: 248,
    empty_drums_qty: 8,
    notes_for_team:
      'Extra oil after Diwali week orders. Please bring the printed weighing slip as well, we keep it with our FSSAI oil register.',
    status: 'Scheduled',
  },
  {
    id: 8,
    requested_on: '2026-10-24T11:20:00+05:30',
    entered_drums_qty: 7,
    entered_volume: 218,
    empty_drums_qty: 8,
    notes_for_team:
      'Pickup from the Indiranagar outlet this time. Drums are near the basement ramp; security has been told to let the van in.',
    status: 'Collected',
  },
  {
    id: 7,
    requested_on: '2026-10-03T10:15:00+05:30',
    entered_drums_qty: 2,
    entered_volume: 54,
    empty_drums_qty: 0,
    notes_for_team:
      'Only two drums, one of them about two-thirds full. If you cannot come by Saturday, cancel this and we will combine it with the next pickup.',
    status: 'Cancelled',
  },
  {
    id: 6,
    requested_on: '2026-09-12T15:40:00+05:30',
    entered_drums_qty: 6,
    entered_volume: 186,
    empty_drums_qty: 6,
    notes_for_team:
      'One drum lid is cracked, please bring a spare lid. Drums are in the back yard behind the tandoor section.',
    status: 'Collected',
  },
  {
    id: 5,
    requested_on: '2026-08-22T09:05:00+05:30',
    entered_drums_qty: 5,
    entered_volume: 160,
    empty_drums_qty: 5,
    notes_for_team:
      'Food safety inspection expected next week. Please re-send the receipts for the last three pickups along with today’s.',
    status: 'Collected',
  },
  {
    id: 4,
    requested_on: '2026-08-01T12:30:00+05:30',
    entered_drums_qty: 4,
    entered_volume: 121,
    empty_drums_qty: 6,
    notes_for_team:
      'We are out of spare drums, please leave six empties. Koramangala kitchen, ask for the chef on duty.',
    status: 'Collected',
  },
  {
    id: 3,
    requested_on: '2026-07-08T10:50:00+05:30',
    entered_drums_qty: 4,
    entered_volume: 118,
    empty_drums_qty: 4,
    notes_for_team:
      'Monsoon has slowed lunch covers, so a smaller lot this time. Drums are under the shed, they should be dry.',
    status: 'Collected',
  },
  {
    id: 2,
    requested_on: '2026-06-12T14:15:00+05:30',
    entered_drums_qty: 6,
    entered_volume: 182,
    empty_drums_qty: 6,
    notes_for_team:
      'Three drums at Koramangala and three at Indiranagar. Please do Koramangala first, before 1 pm.',
    status: 'Collected',
  },
  {
    id: 1,
    requested_on: '2026-05-16T10:00:00+05:30',
    entered_drums_qty: 5,
    entered_volume: 158,
    empty_drums_qty: 5,
    notes_for_team:
      'First pickup with GreenDrop. Please explain the receipt and green points to our kitchen manager, Arun, when you come.',
    status: 'Collected',
  },
];

/** Points already spent in the rewards catalogue by the demo vendor. */
export const demoPointsUsed = 1800;

/** Demo figures exist for January 2023 to December 2026 only. */
const FIRST_YEAR = 2023;
const LAST_YEAR = 2026;

/** Month index counted from January 2023, from a YYYY-MM-DD (or YYYY-MM) date; null if unreadable. */
function monthIndex(date: string): number | null {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return (year - FIRST_YEAR) * 12 + (month - 1);
}

/**
 * Oil sold and green points earned per month, from `from` to `upto` (YYYY-MM-DD) inclusive.
 * Deterministic: each month's figures depend only on the month, so the same month always
 * shows the same numbers. Months outside 2023-01..2026-12 are left out.
 */
export function monthlyFigures(
  from: string,
  upto: string,
): { oil: OilSoldMonth[]; credits: CarbonCreditMonth[] } {
  const oil: OilSoldMonth[] = [];
  const credits: CarbonCreditMonth[] = [];
  const start = monthIndex(from);
  const end = monthIndex(upto);
  if (start === null || end === null) return { oil, credits };

  const first = Math.max(start, 0);
  const last = Math.min(end, (LAST_YEAR - FIRST_YEAR + 1) * 12 - 1);

  for (let i = first; i <= last; i++) {
    const year = FIRST_YEAR + Math.floor(i / 12);
    const month = (i % 12) + 1;
    // Busiest around the October-November festival and wedding season, quietest in the
    // monsoon, slowly growing over the years, with a small fixed wobble per month.
    const season = 230 * Math.cos((2 * Math.PI * (month - 11)) / 12);
    const wobble = (((i * 37 + 11) % 17) - 8) * 12;
    const quantity = Math.round(760 + 5 * i + season + wobble);
    const quantity_kg = Math.min(1400, Math.max(300, quantity));
    // Price per kg drifts up from about 56 to 68 rupees, within 55..72.
    const rate = Math.min(72, Math.max(55, 56 + i * 0.25 + (((i * 5) % 7) - 3) * 0.6));
    const key = `${year}-${String(month).padStart(2, '0')}`;
    oil.push({ month: key, quantity_kg, amount_inr: Math.round(quantity_kg * rate) });
    credits.push({ month: key, points: quantity_kg * site.figures.greenPointsPerKg });
  }
  return { oil, credits };
}
