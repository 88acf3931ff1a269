import type { Address, CartItem, CollectionRequest, Order, Outlet, OutletMember, User } from '../types/api';
import { indianToday } from '../lib/indiaTime';
import { chainAddresses, chainCollectionRequests, chainManager, chainOrders, chainOutlets, chainOwner, chainPointsUsed, chainSchedules, CHAIN_JOINED_ON } from './data/chain';
import { products } from './data/products';
import { demoAddresses, demoCollectionRequestsOn, demoOrders, demoPointsUsed, demoSchedule, demoVendor } from './data/vendor';
import type { StoredSchedule } from './schedule';
import type { AlertState } from './alerts';
import type { Dispute } from './disputes';
import { demoDeclarations, type Declaration, type DeclarationOtp } from './declarations';
import type { SentAlert } from '../lib/demo';

/**
 * What an outlet has of its own: the requests it sent and its recurring pickup. The demo vendor's
 * one outlet (id 1) keeps them in MockDb's own fields, as databases saved before outlets did;
 * every other outlet in `outletStates` (see `outletState`).
 */
export type OutletState = Pick<MockDb, 'collectionRequests' | 'pickupSchedule'>;

/**
 * What an organisation has of its own: green points spent, the cart, orders and delivery
 * addresses (points belong to the organisation, not the outlet). The demo vendor's (id 1) in
 * MockDb's own fields, every other in `organisationStates` (see `organisationState`).
 */
export type OrganisationState = Pick<MockDb, 'cart' | 'orders' | 'addresses' | 'pointsUsed'>;

/** A sign-in other than the demo vendor's (whose password is `vendorPassword`). */
export interface MockAccount {
  user: User;
  /** Null for a manager added by an owner until they set one with "Forgot password" (the SMS they get says so). */
  password: string | null;
  /** YYYY-MM-DD: the day the person was given the login. */
  addedOn: string;
}

/** The mock API's database: small, persisted in localStorage in the browser, in memory in Node. */
export interface MockDb {
  version: number;
  /** How the OTP is checked: 'local', returned in sendOTP's data for the page to compare; 'server', checked by verifyOTP. */
  otpMode: 'local' | 'server';
  otps: Record<string, string>;
  registrations: Record<string, string>[];
  contacts: Record<string, string>[];
  sessions: { token: string; userId: number; exp: number }[];
  refreshTokens: { token: string; userId: number }[];
  collectionRequests: CollectionRequest[];
  addresses: Address[];
  cart: CartItem[];
  stock: Record<number, number>;
  pointsUsed: number;
  /** Orders from the cart, newest first: the items and the address as they were when ordered. */
  orders: StoredOrder[];
  nextId: number;
  /**
   * The first successful answer of each write that carried an idempotency key, by call, caller and
   * key: a repeat gets this answer again and creates nothing.
   */
  idempotentAnswers: Record<string, object>;
  /** The vendor's recurring pickup (pickup-schedule), or null when there is none. */
  pickupSchedule: StoredSchedule | null;
  /** The demo vendor's password: login/reset changes it. */
  vendorPassword: string;
  /** The OTP login/forgot sent to a vendor's mobile, until it is used, expires or is guessed at too often. */
  passwordResets: Record<string, { otp: string; expiresAt: number; wrongTries: number }>;
  /**
   * The last OTP the mock "sent" (a signup's or a password reset's), which the demo notice shows in
   * place of an SMS: kept here, so that a reload on the OTP step still shows it.
   */
  lastOtp: { phone: string; otp: string } | null;
  /** The accounts other than the demo vendor's: the restaurant group's owner and managers (./data/chain.ts). */
  accounts: MockAccount[];
  /** Outlets other than the demo vendor's, with their approval status; one an owner asks for starts "Pending approval". */
  outlets: (Outlet & { organisation_id: number })[];
  outletStates: Record<string, OutletState>;
  organisationStates: Record<string, OrganisationState>;
  /** Each person's alerts at each outlet, by `userId:outletId` (./alerts.ts), created on first use. */
  alerts: Record<string, AlertState>;
  /** The alerts the mock would have sent, newest first (./alerts.ts, alertSends): the demo notice shows them. */
  sentAlerts: SentAlert[];
  /** Each outlet's disputes (./disputes.ts), newest first, by outlet id; the demo kitchen's seeded on first use. */
  disputes: Record<string, Dispute[]>;
  /** The photos sent with disputes, as data URLs, by dispute id: the last few only (localStorage is small). */
  disputePhotos: Record<string, string>;
  /** Each outlet's ISCC self-declarations (./declarations.ts), by outlet id; the demo's seeded from the day the database was made. */
  declarations: Record<string, Declaration[]>;
  /** The signing OTPs sent, by `userId:outletId`, until used, expired or guessed at too often. */
  declarationOtps: Record<string, DeclarationOtp & { wrongTries: number }>;
  /** The browsers registered for web push: the mock keeps them and pushes nothing. */
  pushSubscriptions: { userId: number; outletId: number; endpoint: string; keys: { p256dh: string; auth: string } }[];
}

/** The demo vendor's organisation and its one outlet: their state lives in MockDb's own fields. */
export const DEMO_ORGANISATION_ID = 1;
export const DEMO_OUTLET_ID = 1;

/** An outlet's requests and schedule, to read or change (in a `db.change` draft). */
export function outletState(d: MockDb, outletId: number): OutletState {
  if (outletId === DEMO_OUTLET_ID) return d;
  d.outletStates[outletId] ??= { collectionRequests: [], pickupSchedule: null };
  return d.outletStates[outletId];
}

/** An organisation's points spent, cart, orders and addresses, to read or change. */
export function organisationState(d: MockDb, organisationId: number): OrganisationState {
  if (organisationId === DEMO_ORGANISATION_ID) return d;
  d.organisationStates[organisationId] ??= { cart: [], orders: [], addresses: [], pointsUsed: 0 };
  return d.organisationStates[organisationId];
}

/** The restaurant group as seeded on `today`. */
function seedChain(): Pick<MockDb, 'accounts' | 'outlets' | 'outletStates' | 'organisationStates'> {
  return {
    accounts: [
      { user: structuredClone(chainOwner.user), password: chainOwner.password, addedOn: CHAIN_JOINED_ON },
      { user: structuredClone(chainManager.user), password: chainManager.password, addedOn: chainManager.addedOn },
    ],
    outlets: chainOutlets.map((outlet) => ({ ...outlet, organisation_id: chainOwner.user.organisation?.id ?? 0 })),
    outletStates: Object.fromEntries(
      chainOutlets.map((outlet) => [outlet.id, { collectionRequests: structuredClone(chainCollectionRequests[outlet.id] ?? []), pickupSchedule: structuredClone(chainSchedules[outlet.id] ?? null) }]),
    ),
    organisationStates: {
      [chainOwner.user.organisation?.id ?? 0]: {
        cart: [],
        orders: chainOrders.map((order) => ({ ...structuredClone(order), address_id: order.address.id })),
        addresses: structuredClone(chainAddresses),
        pointsUsed: chainPointsUsed,
      },
    },
  };
}

/** The people who may act for an outlet, as members lists them: the organisation's owner first. */
export function membersOf(d: MockDb, outletId: number, organisationId: number): OutletMember[] {
  return d.accounts
    .filter(({ user }) => user.organisation?.id === organisationId && (user.role === 'owner' || (user.outlet_ids ?? []).includes(outletId)))
    .map(({ user, addedOn }): OutletMember => ({ mobile: user.mobile, name: user.name, role: user.role ?? 'manager', added_on: addedOn }))
    .sort((a, b) => (a.role === b.role ? a.added_on.localeCompare(b.added_on) : a.role === 'owner' ? -1 : 1));
}

/** An order as the database keeps it: what GET orders answers, and the address's id it was sent to. */
export type StoredOrder = Order & { address_id: number };

/** An order as databases saved before the order history kept it (oldest first, without items or address). */
interface OlderOrder {
  order_id: string;
  points: number;
  address_id: number;
  placed_on: string;
}

const demoStoredOrders = (): StoredOrder[] => demoOrders.map((order) => ({ ...structuredClone(order), address_id: order.address.id }));

/**
 * The orders of a saved database in today's shape. One saved before the order history (no `items`)
 * gets its own orders newest first, each with no items and its address looked up (or left blank),
 * followed by the demo's past orders, which its `pointsUsed` already counts.
 */
function currentOrders(saved: Partial<MockDb>): StoredOrder[] {
  const orders = (saved.orders ?? []) as (StoredOrder | OlderOrder)[];
  if (orders.length > 0 && orders.every((order) => 'items' in order)) return orders as StoredOrder[];
  const upgraded = (orders as OlderOrder[])
    .map((order): StoredOrder => {
      const address = saved.addresses?.find((a) => a.id === order.address_id) ?? { id: order.address_id, line1: '', city: '', state: '', postal_code: '' };
      return { order_id: order.order_id, placed_on: order.placed_on.slice(0, 10), items: [], points_used: order.points, status: 'Placed', address, address_id: order.address_id };
    })
    .reverse();
  return [...upgraded, ...demoStoredOrders()];
}

/** The demo's declarations as of today: its kitchen's lapses within 30 days, one of the group's is well in force (./declarations.ts). */
function seedDeclarations(): Record<string, Declaration[]> {
  return demoDeclarations(indianToday(), {
    demo: { name: demoVendor.user.name, designation: 'Proprietor', place: demoVendor.user.city },
    chain: { name: chainOwner.user.name, designation: 'Director', place: chainOwner.user.city },
  });
}

const STORAGE_KEY = 'greendrop-mock-db';
const VERSION = 1;

function seed(): MockDb {
  return {
    version: VERSION,
    otpMode: 'local',
    otps: {},
    registrations: [],
    contacts: [],
    sessions: [],
    refreshTokens: [],
    collectionRequests: demoCollectionRequestsOn(indianToday()),
    addresses: structuredClone(demoAddresses),
    cart: [],
    stock: Object.fromEntries(products.map((p) => [p.id, p.stock])),
    pointsUsed: demoPointsUsed,
    orders: demoStoredOrders(),
    nextId: 1000,
    idempotentAnswers: {},
    pickupSchedule: structuredClone(demoSchedule),
    vendorPassword: demoVendor.password,
    passwordResets: {},
    lastOtp: null,
    alerts: {},
    sentAlerts: [],
    pushSubscriptions: [],
    disputes: {},
    disputePhotos: {},
    declarations: seedDeclarations(),
    declarationOtps: {},
    ...seedChain(),
  };
}

/** Null in Node, and where the browser blocks storage (reading `localStorage` throws): the demo then forgets its changes on reload. */
const storage: Storage | null = (() => {
  try {
    return typeof window !== 'undefined' && typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    return null;
  }
})();

function load(): MockDb {
  if (!storage) return seed();
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<MockDb> | null;
    // A database saved before a field existed gets that field empty, keeping everything it holds.
    if (saved?.version === VERSION)
      return {
        ...saved,
        idempotentAnswers: saved.idempotentAnswers ?? {},
        pickupSchedule: saved.pickupSchedule ?? null,
        vendorPassword: saved.vendorPassword ?? demoVendor.password,
        passwordResets: saved.passwordResets ?? {},
        lastOtp: saved.lastOtp ?? null,
        alerts: saved.alerts ?? {},
        sentAlerts: saved.sentAlerts ?? [],
        pushSubscriptions: saved.pushSubscriptions ?? [],
        disputes: saved.disputes ?? {},
        disputePhotos: saved.disputePhotos ?? {},
        declarations: saved.declarations ?? seedDeclarations(),
        declarationOtps: saved.declarationOtps ?? {},
        orders: currentOrders(saved),
        // Saved before chains: the restaurant group arrives as seeded.
        ...(saved.accounts ? {} : seedChain()),
      } as MockDb;
  } catch {
    // A damaged saved database is replaced by a fresh one.
  }
  return seed();
}

let state: MockDb = load();

/** Reads the database; `change` runs on it and the result is persisted. */
export const db = {
  get: (): MockDb => state,
  change<T>(change: (draft: MockDb) => T): T {
    const result = change(state);
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Full storage: the change holds until the page is reloaded.
    }
    return result;
  },
  nextId(): number {
    return db.change((d) => ++d.nextId);
  },
  /** Back to the demo data (tests, and the demo's "reset" in the README). */
  reset(): void {
    state = seed();
    storage?.removeItem(STORAGE_KEY);
  },
  user: demoVendor.user,
};
