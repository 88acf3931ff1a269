import type { Address, CartItem, CollectionRequest } from '../types/api';
import { products } from './data/products';
import { demoAddresses, demoCollectionRequests, demoPointsUsed, demoSchedule, demoVendor } from './data/vendor';
import type { StoredSchedule } from './schedule';

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
  orders: { order_id: string; points: number; address_id: number; placed_on: string }[];
  nextId: number;
  /**
   * The first successful answer of each write that carried an idempotency key, by call, caller and
   * key: a repeat gets this answer again and creates nothing.
   */
  idempotentAnswers: Record<string, object>;
  /** The vendor's recurring pickup (pickup-schedule), or null when there is none. */
  pickupSchedule: StoredSchedule | null;
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
    collectionRequests: structuredClone(demoCollectionRequests),
    addresses: structuredClone(demoAddresses),
    cart: [],
    stock: Object.fromEntries(products.map((p) => [p.id, p.stock])),
    pointsUsed: demoPointsUsed,
    orders: [],
    nextId: 1000,
    idempotentAnswers: {},
    pickupSchedule: structuredClone(demoSchedule),
  };
}

const storage: Storage | null = typeof window !== 'undefined' && typeof localStorage !== 'undefined' ? localStorage : null;

function load(): MockDb {
  if (!storage) return seed();
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<MockDb> | null;
    // A database saved before a field existed gets that field empty, keeping everything it holds.
    if (saved?.version === VERSION) return { ...saved, idempotentAnswers: saved.idempotentAnswers ?? {}, pickupSchedule: saved.pickupSchedule ?? null } as MockDb;
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
    storage?.setItem(STORAGE_KEY, JSON.stringify(state));
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
  password: demoVendor.password,
};
