import { site } from '../../config/site';
import { dateOfDayNumber as isoOf, dayNumberOf, indianDateOf } from '../../lib/indiaTime';
import { VERIFY_CODE_ALPHABET, VERIFY_CODE_LENGTH } from '../../lib/rules';
import type { CarbonCreditMonth, CollectionDestination, CollectionRecord, CollectionRequest, OilSoldMonth, Verification } from '../../types/api';

/**
 * The demo vendor's collection receipts (one CollectionRecord per weighed pickup), and the monthly
 * figures derived from them, so the oil-sold chart, the green points and the register always agree.
 *
 * The story: Spice Route Kitchens joined GreenDrop on 1 December 2025 and is on the weekly
 * Koramangala route (a van every Tuesday). GreenDrop's route planner books each route visit as a
 * request of its own, so those requests are not among the ones the vendor sent (getAllCollReq).
 * Every request the vendor sent that is "Collected" has exactly one receipt, a day or three after
 * it was sent, weighing close to the volume the vendor estimated. Each receipt depends only on its
 * day (and its request), so the same day always shows the same figures.
 */

/** The vendor's first day with GreenDrop; the first route visit is the Tuesday after. */
export const JOINED_ON = '2025-12-01';
const TUESDAY = 2;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A full 35 L drum of used oil weighs about 32 kg. */
const KG_PER_DRUM = 32;
/** Route requests are numbered from here, apart from the vendor's own. */
const ROUTE_REQUEST_BASE = 50_000;

/** The route's vans and their collectors (also the ones a booked pickup names: ./vendor.ts). */
export const vans = [
  { vehicle_no: 'KA 01 AK 4172', collector_name: 'Manjunath Gowda' },
  { vehicle_no: 'KA 05 MN 2309', collector_name: 'Syed Imran' },
  { vehicle_no: 'KA 53 C 8816', collector_name: 'Prakash Naik' },
];

export type Van = (typeof vans)[number];

/**
 * An outlet's weekly route and how its receipts are numbered: each outlet of the demo has its own
 * (./chain.ts), so each has its own history, and no two outlets share a receipt number or an id.
 */
export interface Route {
  /** The outlet's first day with GreenDrop; the first route visit is the route's weekday after it. */
  joinedOn: string;
  /** The route's day of the week (0 Sunday to 6 Saturday). */
  weekday: number;
  /** The oil of a route visit in an average month, in kg. */
  kgPerVisit: number;
  /** The depot's receipt book: GD/BLR, GD/PNQ. */
  receiptBook: string;
  /** The outlet's serials within a day of its receipt book: `first` to `first + routeSlots - 1` for route visits, `first + bookedSlot` for a booked pickup. */
  serials: { first: number; routeSlots: number; bookedSlot: number };
  vans: readonly Van[];
  /** Added to every receipt's, route request's and payment's id, and to each day's seed. */
  idOffset: number;
}

/** The demo vendor's route: Koramangala, every Tuesday since 1 December 2025. */
export const demoRoute: Route = {
  joinedOn: JOINED_ON,
  weekday: TUESDAY,
  kgPerVisit: 150,
  receiptBook: 'GD/BLR',
  serials: { first: 0, routeSlots: 15, bookedSlot: 19 },
  vans,
  idOffset: 0,
};

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** mulberry32: a small seeded generator, so every day's receipt is the same on every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rupees per kg in a month: drifting up slowly, in steps of 50 paise (market rates of 2026). */
function ratePerKg(isoDate: string): number {
  const months = (Number(isoDate.slice(0, 4)) - 2023) * 12 + Number(isoDate.slice(5, 7)) - 1;
  const rate = 56 + months * 0.25 + (((months * 5) % 7) - 3) * 0.3;
  return Math.round(Math.min(72, Math.max(55, rate)) * 2) / 2;
}

/** Busiest in the October-November festival and wedding season, quietest in the July monsoon. */
function season(isoDate: string): number {
  const month = Number(isoDate.slice(5, 7));
  return 1 + 0.22 * Math.cos((2 * Math.PI * (month - 11)) / 12);
}

/** The receipt book restarts every financial year (April): GD/BLR/26-27/004518. */
function receiptNo(book: string, day: number, serialOffset: number): string {
  const date = isoOf(day);
  const year = Number(date.slice(0, 4));
  const fyStart = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  const dayOfYear = day - (dayNumberOf(`${fyStart}-04-01`) ?? day);
  const serial = 1200 + dayOfYear * 37 + serialOffset;
  return `${book}/${String(fyStart % 100).padStart(2, '0')}-${String((fyStart + 1) % 100).padStart(2, '0')}/${String(serial).padStart(6, '0')}`;
}

/** FNV-1a over a text: the seed of a receipt's verification code (and of a demo payment's reference). */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * The code printed on a receipt's certificate. The real API keeps its codes secret and random; the
 * demo works each one out from the receipt number and a salt, so the same receipt always has it.
 */
export function verifyCodeOf(receiptNo: string): string {
  const random = seeded(hashOf(`greendrop-certificate:${receiptNo}`));
  let code = '';
  for (let i = 0; i < VERIFY_CODE_LENGTH; i++) code += VERIFY_CODE_ALPHABET[Math.floor(random() * VERIFY_CODE_ALPHABET.length)];
  return code;
}

/**
 * An empty 35 L HDPE drum with its lid, as the demo's collectors carry them: the tare of a weighing
 * is the drums' count times this (the collectors weigh the full drums and subtract their own).
 */
export const DRUM_TARE_KG = 1.8;

/**
 * Each van's platform scale: its id, and the day of the year its legal-metrology stamp is renewed.
 * A weighing instrument used in trade in India is verified and stamped by the state's Legal
 * Metrology department and re-verified every twelve months (Legal Metrology Act, 2009, sections
 * 16 and 24; Legal Metrology (General) Rules, 2011, rule 27 and the Eighth Schedule).
 */
export function scaleOf(vehicleNo: string): { id: string; stampedOnDay: { month: number; day: number } } {
  const digits = vehicleNo.replace(/\D/g, '').slice(-4);
  const random = seeded(hashOf(`greendrop-scale:${vehicleNo}`));
  return { id: `GD-WS-${digits}`, stampedOnDay: { month: 1 + Math.floor(random() * 12), day: 1 + Math.floor(random() * 28) } };
}

/** The scale's last stamp on or before `isoDate`: its day of the year, this year or last. */
export function scaleStampedOn(vehicleNo: string, isoDate: string): string {
  const { month, day } = scaleOf(vehicleNo).stampedOnDay;
  const year = Number(isoDate.slice(0, 4));
  const thisYear = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return thisYear <= isoDate ? thisYear : `${year - 1}${thisYear.slice(4)}`;
}

/**
 * Where the mock serves the photo of a scale's display at a weighing (handlers.ts draws it: the
 * weight it showed), relative to the API's base: the handlers put the API's path in front
 * (this module reads no build setting, so the browser tests' Node can load it).
 */
export const scalePhotoPath = (receiptNo: string) => `/media/scale-display/${scalePhotoName(receiptNo)}.svg`;
/** A receipt number as a file name: its slashes as hyphens (GD/BLR/26-27/009194: GD-BLR-26-27-009194). */
export const scalePhotoName = (receiptNo: string) => receiptNo.replace(/\//g, '-');

function receipt(route: Route, day: number, requestId: number, kg: number, drums: number, booked: boolean, estimateKg: number | null = null): CollectionRecord {
  const random = seeded(day * 7919 + (booked ? 104729 : 0) + route.idOffset);
  const collected_on = isoOf(day);
  const van = route.vans[(day + (booked ? 1 : 0)) % route.vans.length];
  const rate = ratePerKg(collected_on);
  const quantity_kg = round(kg, 1);
  // Most oil goes to a partner biodiesel plant; the rest, in the share site.destinations gives, to soap makers.
  const destination: CollectionDestination = random() < site.destinations['Other authorised use'] ? 'Other authorised use' : 'Biodiesel plant';
  // The collector tests with a TPC meter when there is time: always on booked pickups, most route stops.
  const tested = booked || random() < 0.75;
  const tpc = round(19 + random() * 12, 1);
  const { first, routeSlots, bookedSlot } = route.serials;
  const receipt_no = receiptNo(route.receiptBook, day, first + (booked ? bookedSlot : Math.floor(random() * routeSlots)));
  // Drawn after every figure above, so those stay what they were before weighings were kept.
  const photographed = random() < 0.5;
  return {
    id: route.idOffset + day * 10 + (booked ? 1 : 0),
    request_id: requestId,
    collected_on,
    receipt_no,
    quantity_kg,
    drums,
    rate_inr_per_kg: rate,
    amount_inr: round(quantity_kg * rate, 2),
    tpc_percent: tested ? tpc : null,
    ...van,
    destination,
    green_points: Math.round(quantity_kg * site.figures.greenPointsPerKg),
    verify_code: verifyCodeOf(receipt_no),
    weighing: {
      gross_kg: round(quantity_kg + drums * DRUM_TARE_KG, 1),
      tare_kg: round(drums * DRUM_TARE_KG, 1),
      net_kg: quantity_kg,
      scale_id: scaleOf(van.vehicle_no).id,
      scale_stamped_on: scaleStampedOn(van.vehicle_no, collected_on),
      // The collector photographs the display on every booked pickup, and on a route stop when there is time.
      photo_url: booked || photographed ? scalePhotoPath(receipt_no) : null,
    },
    vendor_estimate_kg: estimateKg,
    dispute_status: null,
  };
}

/** A pickup of the weekly route (the route planner's request), not one the vendor booked. */
export const isRouteVisit = (record: CollectionRecord): boolean => record.request_id % OUTLET_ID_SPAN >= ROUTE_REQUEST_BASE;

/** How far apart two outlets' ids are (Route.idOffset is a multiple of it). */
export const OUTLET_ID_SPAN = 1_000_000;

function routeReceipt(route: Route, day: number, visit: number): CollectionRecord {
  const random = seeded(day * 31 + 7 + route.idOffset);
  const kg = route.kgPerVisit * season(isoOf(day)) * (0.82 + random() * 0.36);
  return receipt(route, day, route.idOffset + ROUTE_REQUEST_BASE + visit, kg, Math.max(1, Math.ceil(kg / KG_PER_DRUM)), false);
}

function bookedReceipt(request: CollectionRequest, route: Route = demoRoute): CollectionRecord | null {
  const requested = dayNumberOf(indianDateOf(new Date(request.requested_on)));
  if (requested === null) return null;
  let day = requested + 1 + (request.id % 3);
  if (new Date(day * DAY_MS).getUTCDay() === route.weekday) day += 1;
  // The weighed figure differs a little from the vendor's estimate.
  const kg = request.entered_volume * (0.96 + seeded(request.id * 131)() * 0.06);
  return receipt(route, day, request.id, kg, Math.max(1, request.entered_drums_qty), true, request.entered_volume);
}

/** A request as getAllCollReq answers it: once Collected, with the receipt number of its pickup. */
export function withReceipt(request: CollectionRequest, route: Route = demoRoute): CollectionRequest {
  if (request.status !== 'Collected') return request;
  const record = bookedReceipt(request, route);
  return record ? { ...request, receipt_no: record.receipt_no } : request;
}

/**
 * The receipts collected from `from` to `upto` (YYYY-MM-DD, inclusive), oldest first: the route
 * visits since joining and one per "Collected" request among `requests`. Nothing after `today`.
 */
export function collectionRecords(requests: CollectionRequest[], from: string, upto: string, today: string, route: Route = demoRoute): CollectionRecord[] {
  const first = dayNumberOf(from);
  const last = Math.min(dayNumberOf(upto) ?? -Infinity, dayNumberOf(today) ?? -Infinity);
  const joined = dayNumberOf(route.joinedOn) as number;
  if (first === null || first > last) return [];
  const records: CollectionRecord[] = [];
  const firstVisit = joined + ((route.weekday - new Date(joined * DAY_MS).getUTCDay() + 7) % 7);
  for (let day = firstVisit, visit = 1; day <= last; day += 7, visit += 1) {
    if (day >= first) records.push(routeReceipt(route, day, visit));
  }
  for (const request of requests) {
    if (request.status !== 'Collected') continue;
    const record = bookedReceipt(request, route);
    const day = record ? dayNumberOf(record.collected_on) : null;
    if (record && day !== null && day >= first && day <= last) records.push(record);
  }
  return records.sort((a, b) => a.collected_on.localeCompare(b.collected_on) || a.id - b.id);
}

/** Oil sold and green points earned per month: the sums of the receipts, so the charts agree with the register. */
export function monthlyTotals(records: CollectionRecord[]): { oil: OilSoldMonth[]; credits: CarbonCreditMonth[] } {
  const months = new Map<string, { quantity_kg: number; amount_inr: number; points: number }>();
  for (const record of records) {
    const month = record.collected_on.slice(0, 7);
    const sum = months.get(month) ?? { quantity_kg: 0, amount_inr: 0, points: 0 };
    sum.quantity_kg += record.quantity_kg;
    sum.amount_inr += record.amount_inr;
    sum.points += record.green_points;
    months.set(month, sum);
  }
  const rows = [...months.entries()];
  return {
    oil: rows.map(([month, sum]) => ({ month, quantity_kg: round(sum.quantity_kg, 2), amount_inr: round(sum.amount_inr, 2) })),
    credits: rows.map(([month, sum]) => ({ month, points: sum.points })),
  };
}

/** A firm's name as a certificate's check shows it to anyone: each word's first letter, the rest masked. */
export function maskFirmName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => [...word].map((char, i) => (i === 0 ? char : '*')).join(''))
    .join(' ');
}

/** What certificates/verify answers for a receipt of the demo vendor's with its right code, else null. */
export function verification(records: CollectionRecord[], receiptNo: string, code: string, firmName: string): Verification | null {
  const record = records.find((candidate) => candidate.receipt_no === receiptNo && candidate.verify_code === code);
  if (!record) return null;
  const { receipt_no, collected_on, quantity_kg, destination, collector_name, vehicle_no } = record;
  const { gross_kg, tare_kg, net_kg, scale_id, scale_stamped_on } = record.weighing;
  return {
    receipt_no,
    collected_on,
    quantity_kg,
    destination,
    collector_name,
    vehicle_no,
    firm_name_masked: maskFirmName(firmName),
    // The weighing without its photo; and whether it is questioned, with no details.
    weighing: { gross_kg, tare_kg, net_kg, scale_id, scale_stamped_on },
    under_dispute: record.dispute_status === 'Open' || record.dispute_status === 'Under review',
  };
}
