import type { Cart } from '../../types/api';
import type { VendorMessage } from '../dashboard';

export const ORDER_MESSAGES = {
  emptyCart: { id: 'order.emptyCart' },
  noAddress: { id: 'order.noAddress' },
  // `missing` is formatted by the catalogue ({missing, number}): Indian grouping in both languages.
  pointsShort: (missing: number): VendorMessage => ({ id: missing === 1 ? 'order.pointsShortOne' : 'order.pointsShort', values: { missing } }),
} as const satisfies Record<string, VendorMessage | ((missing: number) => VendorMessage)>;

export interface OrderCheck {
  cart: Cart | null;
  addressId: number | null;
  /** The points balance; null while it is not known (then the server alone judges it). */
  balance: number | null;
}

/** Why "Place order" is disabled (a vendor message), or null when it can be placed. */
export function orderBlocker({ cart, addressId, balance }: OrderCheck): VendorMessage | null {
  if (!cart || cart.items.length === 0) return ORDER_MESSAGES.emptyCart;
  if (addressId === null) return ORDER_MESSAGES.noAddress;
  if (balance !== null && cart.total_points > balance) return ORDER_MESSAGES.pointsShort(cart.total_points - balance);
  return null;
}
