import type { CollectionRequest, Order, Organisation, Outlet, User } from '../../types/api';
import type { StoredSchedule } from '../schedule';
import { OUTLET_ID_SPAN, type Route, type Van } from './records';

/**
 * The demo's restaurant group: one owner who runs three outlets in two cities from one account, and
 * the manager of one of them (docs/contract.md section 5). Each outlet has its own weekly route,
 * receipts, payments and schedule, worked out as the demo vendor's are (./records.ts,
 * ./payments.ts), so every figure of an outlet agrees to the paisa with its register, and "All
 * outlets" is their sum. The licence numbers and the people are the demo's, not real ones.
 */

export const chainOrganisation: Organisation = { id: 2, name: 'Tandoor Trail Restaurants Pvt. Ltd.' };

export const chainOutlets: Outlet[] = [
  {
    id: 21,
    name: 'Tandoor Trail Indiranagar',
    line1: 'No. 1102, 100 Feet Road, HAL 2nd Stage, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560038',
    fssai_license_no: '11224335000871',
    status: 'Active',
  },
  {
    id: 22,
    name: 'Tandoor Trail Whitefield',
    line1: 'Shop 14, ITPL Main Road, opposite Forum Shantiniketan, Whitefield',
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560066',
    fssai_license_no: '11224335001294',
    status: 'Active',
  },
  {
    id: 23,
    name: 'Tandoor Trail Baner',
    line1: 'S. No. 132/2, Baner Road, near Balewadi Phata, Baner',
    city: 'Pune',
    state: 'Maharashtra',
    postal_code: '411045',
    fssai_license_no: '11524021000416',
    status: 'Active',
  },
];

/** The group's owner: acts for every outlet, sees "All outlets", adds and removes managers. */
export const chainOwner: { password: string; user: User } = {
  password: 'tandoortrail123',
  user: {
    id: 2,
    name: 'Aditi Kulkarni',
    firm_name: chainOrganisation.name,
    mobile: '9823012345',
    email: 'aditi@tandoortrail.example.in',
    address: 'No. 1102, 100 Feet Road, HAL 2nd Stage, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560038',
    organisation: chainOrganisation,
    role: 'owner',
    outlet_ids: chainOutlets.map((outlet) => outlet.id),
  },
};

/** The manager of the Whitefield outlet: sees that outlet only. */
export const chainManager: { password: string; user: User; addedOn: string } = {
  password: 'whitefield123',
  addedOn: '2026-02-02',
  user: {
    id: 3,
    name: 'Vinod Shetty',
    firm_name: chainOrganisation.name,
    mobile: '9741098765',
    email: 'vinod.whitefield@tandoortrail.example.in',
    address: chainOutlets[1].line1,
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560066',
    organisation: chainOrganisation,
    role: 'manager',
    outlet_ids: [22],
  },
};

/** The day the owner's account was opened (the owner's `added_on` on every outlet). */
export const CHAIN_JOINED_ON = '2025-10-06';

const bengaluruVans: Van[] = [
  { vehicle_no: 'KA 03 MR 6610', collector_name: 'Ravi Kumar B.' },
  { vehicle_no: 'KA 51 AF 2274', collector_name: 'Shivaraj Patil' },
];
const puneVans: Van[] = [
  { vehicle_no: 'MH 12 RT 5521', collector_name: 'Sachin Jadhav' },
  { vehicle_no: 'MH 14 KQ 0917', collector_name: 'Imtiyaz Shaikh' },
];

/**
 * Each outlet's route. Indiranagar is the busiest (a 180-cover tandoor kitchen, Mondays),
 * Whitefield the smallest (a food-court counter, Thursdays, since February), Baner the newest
 * (Wednesdays, since March, from the Pune depot's receipt book). The serials keep clear of the
 * demo vendor's (0-19 of each day in GD/BLR).
 */
export const chainRoutes: Record<number, Route> = {
  21: { joinedOn: CHAIN_JOINED_ON, weekday: 1, kgPerVisit: 185, receiptBook: 'GD/BLR', serials: { first: 20, routeSlots: 8, bookedSlot: 8 }, vans: bengaluruVans, idOffset: 21 * OUTLET_ID_SPAN },
  22: { joinedOn: '2026-02-02', weekday: 4, kgPerVisit: 70, receiptBook: 'GD/BLR', serials: { first: 29, routeSlots: 7, bookedSlot: 7 }, vans: bengaluruVans, idOffset: 22 * OUTLET_ID_SPAN },
  23: { joinedOn: '2026-03-02', weekday: 3, kgPerVisit: 120, receiptBook: 'GD/PNQ', serials: { first: 0, routeSlots: 15, bookedSlot: 19 }, vans: puneVans, idOffset: 23 * OUTLET_ID_SPAN },
};

/** The requests each outlet sent, newest first (ids apart from the demo vendor's). */
export const chainCollectionRequests: Record<number, CollectionRequest[]> = {
  21: [
    {
      id: 2104,
      requested_on: '2026-11-20T10:12:00+05:30',
      entered_drums_qty: 6,
      entered_volume: 190,
      empty_drums_qty: 6,
      notes_for_team: 'Wedding buffet orders this week. Drums are at the back gate on 12th Main; ask for Suresh in the store.',
      status: 'Pending',
    },
    {
      id: 2103,
      requested_on: '2026-10-28T09:30:00+05:30',
      entered_drums_qty: 7,
      entered_volume: 220,
      empty_drums_qty: 7,
      notes_for_team: 'Diwali week: the fryers were changed daily. Please bring seven empties.',
      status: 'Collected',
    },
    {
      id: 2102,
      requested_on: '2026-06-15T15:45:00+05:30',
      entered_drums_qty: 3,
      entered_volume: 95,
      empty_drums_qty: 3,
      notes_for_team: 'Kitchen deep-clean before the FSSAI audit: three drums to go before Friday.',
      status: 'Collected',
    },
  ],
  22: [
    {
      id: 2202,
      requested_on: '2026-11-06T12:05:00+05:30',
      entered_drums_qty: 2,
      entered_volume: 60,
      empty_drums_qty: 2,
      notes_for_team: 'Food court loading bay, level B1. Security needs the van number a day ahead.',
      status: 'Collected',
    },
    {
      id: 2201,
      requested_on: '2026-04-09T11:00:00+05:30',
      entered_drums_qty: 1,
      entered_volume: 30,
      empty_drums_qty: 0,
      notes_for_team: 'One drum only; combine with the Thursday route if that is easier.',
      status: 'Cancelled',
    },
  ],
  23: [
    {
      id: 2302,
      requested_on: '2026-11-12T16:20:00+05:30',
      entered_drums_qty: 4,
      entered_volume: 125,
      empty_drums_qty: 4,
      notes_for_team: 'Please come after 3 pm; the lane is closed for the market in the morning.',
      status: 'Collected',
    },
    {
      id: 2301,
      requested_on: '2026-08-18T10:40:00+05:30',
      entered_drums_qty: 3,
      entered_volume: 90,
      empty_drums_qty: 3,
      notes_for_team: 'Ganesh festival orders. Drums are in the parking, left of the ramp.',
      status: 'Collected',
    },
  ],
};

/** Each outlet's recurring pickup: its weekly route, in the slot the kitchen asked for. */
export const chainSchedules: Record<number, StoredSchedule> = {
  21: { frequency: 'weekly', weekday: 1, day_of_month: null, time_slot: 'morning', saved_on: CHAIN_JOINED_ON, skipped: [] },
  22: { frequency: 'weekly', weekday: 4, day_of_month: null, time_slot: 'afternoon', saved_on: '2026-02-02', skipped: [] },
  23: { frequency: 'weekly', weekday: 3, day_of_month: null, time_slot: 'evening', saved_on: '2026-03-02', skipped: [] },
};

/** Where the group's rewards go: each outlet's kitchen (address ids apart from the demo vendor's). */
export const chainAddresses = chainOutlets.map((outlet) => ({ id: 200 + outlet.id, line1: `${outlet.name}, ${outlet.line1}`, city: outlet.city, state: outlet.state, postal_code: outlet.postal_code }));

/** The group's past orders (./products.ts prices), newest first; each names the outlet that placed it. */
export const chainOrders: Order[] = [
  {
    order_id: 'GD-2026-0791',
    placed_on: '2026-10-05',
    items: [{ name: 'Oil Filtration Paper, Pack of 100', quantity: 2, points: 350 }],
    points_used: 700,
    status: 'Delivered',
    address: chainAddresses[2],
    outlet_id: 23,
  },
  {
    order_id: 'GD-2026-0402',
    placed_on: '2026-05-18',
    items: [{ name: 'Food-Grade HDPE Storage Drum, 35 L', quantity: 2, points: 900 }],
    points_used: 1800,
    status: 'Delivered',
    address: chainAddresses[0],
    outlet_id: 21,
  },
];

/** The points the group has spent: the sum of `chainOrders`. */
export const chainPointsUsed = chainOrders.reduce((sum, order) => sum + order.points_used, 0);
