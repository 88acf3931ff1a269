import { authDelete, authGet, authPostForm, getJson, SPEC_CALL } from '../../lib/http';
import type { Answer, ApiStatus } from '../../types/api';
import { ApiStatusError } from './errors';

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

export const getCarbonCredits = (range: DateRange) => authPostForm<Answer<'getCarbonCredits'>>('/WebData/getCarbonCredits', { ...range }, SPEC_CALL);
export const getOilSoldDetails = (range: DateRange) => authPostForm<Answer<'getOilSoldDetails'>>('/WebData/getOilSoldDetails', { ...range });
export const getCarbonCreditStats = () => authPostForm<Answer<'getCarbonCreditStats'>>('/WebData/carbonCreditStats');
export const getCollectionRequests = () => authPostForm<Answer<'getAllCollectionRequests'>>('/WebData/getAllCollReq');
/** The pickups actually made in the range, oldest first. */
export const getCollectionRecords = (range: DateRange) => authPostForm<Answer<'getCollectionRecords'>>('/WebData/getCollectionRecords', { ...range });

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
export const submitCollectionRequest = (input: CollectionRequestInput, idempotencyKey: string) =>
  authPostForm<Answer<'submitCollectionRequest'>>('/collectionrequests/submit', { ...input, idempotency_key: idempotencyKey });

/** Calls off a Pending request; the server refuses any other (status Error, with its reason). */
export const cancelCollectionRequest = (id: number) => authPostForm<Answer<'cancelCollectionRequest'>>('/collectionrequests/cancel', { id });

export type ProductPage = Answer<'getProducts'>['products'];
export const getProducts = async (page: number) => (await getJson<Answer<'getProducts'>>(`/products?page=${page}`)).products;

export const getCart = () => authGet<Answer<'getCart'>>('/cart');
export type CartChange = 'add-product' | 'quantity/increment' | 'quantity/decrement' | 'remove-product';
export const changeCart = (change: CartChange, productId: number) => authPostForm<Answer<'addToCart'>>(`/cart/${change}`, { product_id: productId });

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
export const placeOrder = (addressId: number, idempotencyKey: string) =>
  authPostForm<Answer<'placeOrder'>>('/cart/place-order', { address_id: addressId, idempotency_key: idempotencyKey });

/** The orders placed from the cart, newest first. */
export const getOrders = () => authGet<Answer<'getOrders'>>('/orders');
