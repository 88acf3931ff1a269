/** The shapes of what the API receives and answers, field names as the server spells them. */

export type ApiStatus = 'Success' | 'Error';

export interface StatusResponse {
  status: ApiStatus;
  message?: string;
}

export interface State {
  id: number;
  name: string;
}

export interface SeoTagEntry {
  tag_name: string;
  /** The element's attributes: an object, or a JSON string of one. */
  a_json: Record<string, string> | string | null;
  content: string | null;
}

export interface Newsfeed {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Site-relative or absolute image URL. */
  image: string;
  /** ISO 8601 date-time. */
  published_at: string;
  /** HTML written by the company's editors; sanitise before rendering. */
  description: string;
}

export interface User {
  id: number;
  name: string;
  firm_name: string;
  mobile: string;
  email: string;
  address: string;
  city: string;
  state: string;
  postal_code: string;
}

export type CollectionStatus = 'Pending' | 'Scheduled' | 'Collected' | 'Cancelled';

export interface CollectionRequest {
  id: number;
  /** ISO 8601 date-time. */
  requested_on: string;
  entered_drums_qty: number;
  /** Kilograms. */
  entered_volume: number;
  empty_drums_qty: number;
  notes_for_team: string;
  status: CollectionStatus;
  /** Once Scheduled: the day (YYYY-MM-DD) and slot the collector comes. */
  scheduled_for?: string;
  time_slot?: TimeSlot;
  collector_name?: string;
  vehicle_no?: string;
  /** Once Scheduled: 4 digits the collector must say at the door; shown only to the vendor. */
  handover_code?: string;
  /** Once Collected: the receipt of the weighed pickup (its certificate in the register). */
  receipt_no?: string;
}

/** A pickup's time slot, within the company's working hours: morning 9-12, afternoon 12-3, evening 3-6. */
export type TimeSlot = 'morning' | 'afternoon' | 'evening';
export type ScheduleFrequency = 'weekly' | 'fortnightly' | 'monthly';

/** The vendor's recurring pickup. */
export interface Schedule {
  frequency: ScheduleFrequency;
  /** 1 = Monday ... 7 = Sunday, for weekly and fortnightly; null for monthly. */
  weekday: number | null;
  /** 1-28, for monthly; null otherwise. */
  day_of_month: number | null;
  time_slot: TimeSlot;
  /** The next three pickup dates (YYYY-MM-DD), skipped dates, Sundays and holidays left out. */
  next_dates: string[];
  /** Dates (YYYY-MM-DD) the vendor skipped. */
  skipped: string[];
}

/** One transfer to the vendor, covering the pickups listed. */
export interface Payment {
  id: number;
  /** YYYY-MM-DD */
  paid_on: string;
  amount_inr: number;
  method: 'UPI' | 'NEFT' | 'Cheque';
  /** The UPI or bank reference, as the vendor's bank statement shows it. */
  reference: string;
  receipt_nos: string[];
}

export interface OilSoldMonth {
  /** YYYY-MM */
  month: string;
  quantity_kg: number;
  amount_inr: number;
}

/** Where collected oil went. */
export type CollectionDestination = 'Biodiesel plant' | 'Other authorised use';

/** One weighed pickup, as the collector's receipt records it. */
export interface CollectionRecord {
  id: number;
  request_id: number;
  /** YYYY-MM-DD */
  collected_on: string;
  receipt_no: string;
  quantity_kg: number;
  drums: number;
  rate_inr_per_kg: number;
  amount_inr: number;
  /** Total polar compounds, in percent; null when the oil was not tested at pickup. */
  tpc_percent: number | null;
  vehicle_no: string;
  collector_name: string;
  destination: CollectionDestination;
  green_points: number;
  /**
   * Six characters from A-Z and 2-9 without O and I (never confused with 0 and 1), printed on the
   * pickup's certificate and encoded in its QR code: with the receipt number, anyone can check it.
   */
  verify_code: string;
}

/** What GET certificates/verify tells anyone holding a certificate: the pickup, and nothing about money. */
export interface Verification {
  receipt_no: string;
  /** YYYY-MM-DD */
  collected_on: string;
  quantity_kg: number;
  destination: CollectionDestination;
  collector_name: string;
  vehicle_no: string;
  /** The firm's name with all but the first letter of each word masked: S** A******* C*******. */
  firm_name_masked: string;
}

export interface CarbonCreditMonth {
  /** YYYY-MM */
  month: string;
  points: number;
}

export interface CarbonCreditStats {
  earned: number;
  used: number;
  balance: number;
}

export interface Product {
  id: number;
  name: string;
  description: string;
  image: string;
  /** Price in green points. */
  points: number;
  stock: number;
}

export interface CartItem {
  product_id: number;
  name: string;
  points: number;
  quantity: number;
}

export interface Cart {
  items: CartItem[];
  total_points: number;
}

export interface Address {
  id: number;
  line1: string;
  city: string;
  state: string;
  postal_code: string;
}

export type OrderStatus = 'Placed' | 'Dispatched' | 'Delivered';

/** One order placed from the green points cart, as GET orders lists it (newest first). */
export interface Order {
  order_id: string;
  /** YYYY-MM-DD */
  placed_on: string;
  /** What was ordered: `points` is the price of one at the time, as in the cart (a line costs points × quantity). */
  items: { name: string; quantity: number; points: number }[];
  points_used: number;
  status: OrderStatus;
  /** The delivery address as it was when the order was placed. */
  address: Address;
}

/** GET {api}/serviceability?pincode=: whether GreenDrop collects at a pincode, and on what terms. */
export type Serviceability =
  | {
      served: true;
      city: string;
      state: string;
      depot: string;
      first_pickup_days: number;
      rate_inr_per_kg: { min: number; max: number };
    }
  /** nearest_city: the served city nearest to the pincode, when the pincode is known. */
  | { served: false; nearest_city?: string };
