import { authDelete, authGet, authPostForm, authReadForm, getJson, keptReadForm, SPEC_CALL, type FormCall } from '../../lib/http';
import type { Answer, ApiStatus } from '../../types/api';
import { ApiStatusError } from './errors';
import { pointsRead, requestsRead, type ReadCall } from './firstReads';

/**
 * The outlet a call is for (docs/contract.md section 5): an outlet's id, or "all" on the reads that
 * list things (an owner's). Undefined sends nothing, and the server uses the person's first outlet:
 * a vendor with one outlet calls exactly as before.
 */
export type OutletParam = number | 'all' | undefined;

/** A GET's address with `outlet_id` when one is given. */
export const withOutlet = (url: string, outlet: OutletParam): string =>
  outlet === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}outlet_id=${encodeURIComponent(String(outlet))}`;

/** Calls of the vendor area. All but the product list carry the token; none sends a user id (the user is the token's). */
/** Any answer of the document's envelope (`{status, message?, data?}`), whatever its data: what dataOf reads. */
export interface Envelope<T> {
  status: ApiStatus;
  message?: string;
  data?: T;
}

/** The envelope's data when its status is Success; otherwise an ApiStatusError with the server's message. */
export function dataOf<T>(envelope: Envelope<T>): T {
  if (envelope.status !== 'Success' || envelope.data === undefined) throw new ApiStatusError(envelope.message);
  return envelope.data;
}

/** Throws an ApiStatusError unless the status is Success (calls whose data is not needed). */
export function expectSuccess(response: { status: ApiStatus; message?: string }): void {
  if (response.status !== 'Success') throw new ApiStatusError(response.message);
}

export interface DateRange {
  /** YYYY-MM-DD */
  dateFrom: string;
  /** YYYY-MM-DD */
  dateUpto: string;
}

export const getCarbonCredits = (range: DateRange, outlet?: OutletParam) =>
  authReadForm<Answer<'getCarbonCredits'>>('/WebData/getCarbonCredits', { ...range, outlet_id: outlet }, SPEC_CALL);
export const getOilSoldDetails = (range: DateRange, outlet?: OutletParam) => authReadForm<Answer<'getOilSoldDetails'>>('/WebData/getOilSoldDetails', { ...range, outlet_id: outlet });
/** The dashboard's first reads (./firstReads.ts), from the network (kept on the device as they come) or as last kept. */
const fromNetwork = <T>({ url, fields }: ReadCall) => authReadForm<T>(url, fields);
const fromDevice = <T>({ url, fields }: ReadCall) => keptReadForm<T>(url, fields);
/** The organisation's points. */
export const getCarbonCreditStats = (outlet?: OutletParam) => fromNetwork<Answer<'getCarbonCreditStats'>>(pointsRead(outlet));
/** The points as last fetched on this device, shown while the network's answer comes. */
export const keptCarbonCreditStats = (outlet?: OutletParam) => fromDevice<Answer<'getCarbonCreditStats'>>(pointsRead(outlet));
export const getCollectionRequests = (outlet?: OutletParam) => fromNetwork<Answer<'getAllCollectionRequests'>>(requestsRead(outlet));
/** The requests as last fetched on this device, shown while the network's answer comes. */
export const keptCollectionRequests = (outlet?: OutletParam) => fromDevice<Answer<'getAllCollectionRequests'>>(requestsRead(outlet));
/** The pickups actually made in the range, oldest first. */
export const getCollectionRecords = (range: DateRange, outlet?: OutletParam) =>
  authReadForm<Answer<'getCollectionRecords'>>('/WebData/getCollectionRecords', { ...range, outlet_id: outlet });

/** The outlets this person may act for, approved or waiting for approval. */
export const getOutlets = () => authGet<Answer<'getOutlets'>>('/outlets');

export interface CollectionRequestInput {
  entered_drums_qty: number;
  entered_volume: number;
  empty_drums_qty: number;
  notes_for_team: string;
}
/*
 * The writes that create something carry an idempotency key (lib/idempotency): the same key when
 * the same action is retried after a failed or unanswered call, so the server creates it once.
 */
export const collectionRequestCall = (input: CollectionRequestInput, idempotencyKey: string, outlet?: number): FormCall => ({
  url: '/collectionrequests/submit',
  fields: { ...input, idempotency_key: idempotencyKey, outlet_id: outlet },
});
export const submitCollectionRequest = (input: CollectionRequestInput, idempotencyKey: string, outlet?: number) => {
  const { url, fields } = collectionRequestCall(input, idempotencyKey, outlet);
  return authPostForm<Answer<'submitCollectionRequest'>>(url, fields);
};

/** Calls off a Pending request of the outlet; the server refuses any other (status Error, with its reason). */
export const cancelCollectionRequest = (id: number, outlet?: number) => authPostForm<Answer<'cancelCollectionRequest'>>('/collectionrequests/cancel', { id, outlet_id: outlet });

export type ProductPage = Answer<'getProducts'>['products'];
export const getProducts = async (page: number) => (await getJson<Answer<'getProducts'>>(`/products?page=${page}`)).products;

/* The cart, the points and the addresses are the organisation's: the outlet is sent for the 403 only. */
export const getCart = (outlet?: number) => authGet<Answer<'getCart'>>(withOutlet('/cart', outlet));
export type CartChange = 'add-product' | 'quantity/increment' | 'quantity/decrement' | 'remove-product';
export const changeCart = (change: CartChange, productId: number, outlet?: number) =>
  authPostForm<Answer<'addToCart'>>(`/cart/${change}`, { product_id: productId, outlet_id: outlet });

export const getAddresses = () => authGet<Answer<'getAddresses'>>('/user-address');
export interface AddressInput {
  line1: string;
  city: string;
  state_id: number;
  postal_code: string;
}
export const addAddress = (input: AddressInput, idempotencyKey: string) => authPostForm<Answer<'addAddress'>>('/user-address', { ...input, idempotency_key: idempotencyKey });
export const deleteAddress = (id: number) => authDelete<Answer<'deleteAddress'>>(`/user-address/${id}`);

export type OrderResult = Extract<Answer<'placeOrder'>, { status: 'Success' }>['data'];
/** The order records the outlet that placed it; the address is where it goes. */
export const placeOrder = (addressId: number, idempotencyKey: string, outlet?: number) =>
  authPostForm<Answer<'placeOrder'>>('/cart/place-order', { address_id: addressId, idempotency_key: idempotencyKey, outlet_id: outlet });

/** The orders placed from the cart by the outlet (or every outlet's, for "all"), newest first. */
export const getOrders = (outlet?: OutletParam) => authGet<Answer<'getOrders'>>(withOutlet('/orders', outlet));
