import { authDelete, authGet, authPostForm, getJson, SPEC_CALL } from '../../lib/http';
import type { Address, ApiStatus, Cart, CarbonCreditMonth, CarbonCreditStats, CollectionRecord, CollectionRequest, OilSoldMonth, Order, Product } from '../../types/api';
import { ApiStatusError } from './errors';

/** Calls of the vendor area. All but the product list carry the token; none sends a user id (the user is the token's). */
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

export const getCarbonCredits = (range: DateRange) => authPostForm<Envelope<CarbonCreditMonth[]>>('/WebData/getCarbonCredits', { ...range }, SPEC_CALL);
export const getOilSoldDetails = (range: DateRange) => authPostForm<Envelope<OilSoldMonth[]>>('/WebData/getOilSoldDetails', { ...range });
export const getCarbonCreditStats = () => authPostForm<Envelope<CarbonCreditStats>>('/WebData/carbonCreditStats');
export const getCollectionRequests = () => authPostForm<Envelope<CollectionRequest[]>>('/WebData/getAllCollReq');
/** The pickups actually made in the range, oldest first. */
export const getCollectionRecords = (range: DateRange) => authPostForm<Envelope<CollectionRecord[]>>('/WebData/getCollectionRecords', { ...range });

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
  authPostForm<Envelope<CollectionRequest>>('/collectionrequests/submit', { ...input, idempotency_key: idempotencyKey });

/** Calls off a Pending request; the server refuses any other (status Error, with its reason). */
export const cancelCollectionRequest = (id: number) => authPostForm<Envelope<CollectionRequest>>('/collectionrequests/cancel', { id });

export interface ProductPage {
  data: Product[];
  current_page: number;
  last_page: number;
}
export const getProducts = async (page: number) => (await getJson<{ products: ProductPage }>(`/products?page=${page}`)).products;

export const getCart = () => authGet<Envelope<Cart>>('/cart');
export type CartChange = 'add-product' | 'quantity/increment' | 'quantity/decrement' | 'remove-product';
export const changeCart = (change: CartChange, productId: number) => authPostForm<Envelope<Cart>>(`/cart/${change}`, { product_id: productId });

export const getAddresses = () => authGet<Envelope<Address[]>>('/user-address');
export interface AddressInput {
  line1: string;
  city: string;
  state_id: number;
  postal_code: string;
}
export const addAddress = (input: AddressInput, idempotencyKey: string) => authPostForm<Envelope<Address>>('/user-address', { ...input, idempotency_key: idempotencyKey });
export const deleteAddress = (id: number) => authDelete<{ status: ApiStatus; message?: string }>(`/user-address/${id}`);

export interface OrderResult {
  order_id: string;
  points_used: number;
  balance: number;
}
export const placeOrder = (addressId: number, idempotencyKey: string) =>
  authPostForm<Envelope<OrderResult>>('/cart/place-order', { address_id: addressId, idempotency_key: idempotencyKey });

/** The orders placed from the cart, newest first. */
export const getOrders = () => authGet<Envelope<Order[]>>('/orders');
