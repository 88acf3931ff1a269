import type { Cart } from '../../types/api';
import { formatPoints } from './format';

export const ORDER_MESSAGES = {
  emptyCart: 'Add a product to your cart.',
  noAddress: 'Choose a delivery address.',
  pointsShort: (missing: number) => `You need ${formatPoints(missing)} more green ${missing === 1 ? 'point' : 'points'}.`,
} as const;

export interface OrderCheck {
  cart: Cart | null;
  addressId: number | null;
  /** The points balance; null while it is not known (then the server alone judges it). */
  balance: number | null;
}

/** Contract section 3: why "Place order" is disabled, or null when it can be placed. */
export function orderBlocker({ cart, addressId, balance }: OrderCheck): string | null {
  if (!cart || cart.items.length === 0) return ORDER_MESSAGES.emptyCart;
  if (addressId === null) return ORDER_MESSAGES.noAddress;
  if (balance !== null && cart.total_points > balance) return ORDER_MESSAGES.pointsShort(cart.total_points - balance);
  return null;
}
