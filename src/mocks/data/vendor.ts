import type { Address, CollectionRequest, Order, Outlet, User } from '../../types/api';
import { companyHolidays } from '../../config/holidays';
import { addDays } from '../../lib/indiaTime';
import { nextPickupDates, type StoredSchedule } from '../schedule';
import { JOINED_ON, vans } from './records';

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
    // A single-kitchen vendor is an organisation with one outlet (docs/contract.md section 5).
    organisation: { id: 1, name: 'Spice Route Kitchens' },
    role: 'owner',
    outlet_ids: [1],
  },
};

/** The demo vendor's one kitchen, as GET outlets lists it (the licence number is the demo's). */
export const demoOutlet: Outlet = {
  id: 1,
  name: 'Spice Route Kitchens Koramangala',
  line1: 'No. 27, 80 Feet Road, 4th Block, Koramangala',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560034',
  fssai_license_no: '11223999000482',
  status: 'Active',
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

/**
 * The day of the demo's booked visit for a demo seeded on `today` (YYYY-MM-DD): the first Friday
 * after it, on the next working day if that Friday is a holiday. A visit "coming" in the past would
 * make the demo look abandoned.
 */
export function demoBookedVisitDate(today: string): string {
  const from = addDays(today, 1);
  return nextPickupDates({ frequency: 'weekly', weekday: 5, day_of_month: null, saved_on: from }, from, [], companyHolidays, 1)[0] ?? from;
}

/** The demo's requests as seeded on `today`: the booked visit moved ahead of it (demoBookedVisitDate). */
export function demoCollectionRequestsOn(today: string): CollectionRequest[] {
  return demoCollectionRequests.map((request) => (request.status === 'Scheduled' ? { ...request, scheduled_for: demoBookedVisitDate(today) } : { ...request }));
}

/**
 * The collection requests the vendor sent, newest first (the weekly route's visits are booked by
 * GreenDrop, see ./records.ts). A full 35 L drum holds about 32 kg.
 */
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
    // Booked apart from the Tuesday route, on a Friday morning, with the third van: the date is
    // set when the demo data is seeded (demoBookedVisitDate), so it is always ahead.
    scheduled_for: '2026-11-27',
    time_slot: 'morning',
    ...vans[2],
    handover_code: '4827',
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
      'First extra pickup we have booked ourselves, besides the Tuesday route van. Please explain the receipt and green points to our kitchen manager, Arun, when you come.',
    status: 'Collected',
  },
];

/** Points already spent in the rewards catalogue by the demo vendor: the sum of `demoOrders`. */
export const demoPointsUsed = 1800;

/**
 * The demo vendor's past orders from the rewards catalogue (./products.ts, at its prices), newest
 * first; their points add up to `demoPointsUsed`. Each keeps the address as it was when ordered.
 */
export const demoOrders: Order[] = [
  {
    order_id: 'GD-2026-0874',
    placed_on: '2026-11-14',
    items: [{ name: 'Compostable Garbage Bags, Pack of 90', quantity: 1, points: 400 }],
    points_used: 400,
    status: 'Dispatched',
    address: demoAddresses[1],
  },
  {
    order_id: 'GD-2026-0539',
    placed_on: '2026-07-21',
    items: [
      { name: 'Oil Filtration Paper, Pack of 100', quantity: 1, points: 350 },
      { name: 'Oil Funnel with Strainer', quantity: 1, points: 150 },
    ],
    points_used: 500,
    status: 'Delivered',
    address: demoAddresses[0],
  },
  {
    order_id: 'GD-2026-0213',
    placed_on: '2026-03-09',
    items: [{ name: 'Food-Grade HDPE Storage Drum, 35 L', quantity: 1, points: 900 }],
    points_used: 900,
    status: 'Delivered',
    address: demoAddresses[0],
  },
];

/**
 * The vendor's recurring pickup: the weekly Koramangala route (./records.ts), every Tuesday
 * morning since they joined. A vendor with none is offered one on the dashboard; end this one on
 * /dashboard/schedule to see that.
 */
export const demoSchedule: StoredSchedule = {
  frequency: 'weekly',
  weekday: 2,
  day_of_month: null,
  time_slot: 'morning',
  saved_on: JOINED_ON,
  skipped: [],
};
