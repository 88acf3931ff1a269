import { useState } from 'react';
import { useAsync, type AsyncState } from '../../lib/useAsync';
import type { Cart } from '../../types/api';
import { changeCart, dataOf, getCart, useSingleOutlet, type CartChange } from '../dashboard';

export interface CartState {
  state: AsyncState<Cart>;
  reload: () => void;
  /** The product whose change is on its way (its buttons are busy). */
  pendingProductId: number | null;
  /** The last change's failure (the error, described by the cart), shown until dismissed or the next change. */
  failure: { error: unknown } | null;
  dismissFailure: () => void;
  change: (change: CartChange, productId: number) => Promise<void>;
  /** After an order the server's cart is empty; no need to ask. */
  empty: () => void;
}

/** The green points cart (GET cart; POST cart/add-product, quantity/increment, quantity/decrement, remove-product). */
export function useCart(): CartState {
  const outlet = useSingleOutlet();
  const loaded = useAsync(async () => dataOf(await getCart(outlet)), [outlet]);
  const { reload, ...loadState } = loaded;
  // The latest cart the server returned after a change, tied to the load it followed.
  const [latest, setLatest] = useState<{ from: Cart; cart: Cart } | null>(null);
  const [pendingProductId, setPending] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const base = loadState.status === 'success' ? loadState.data : null;
  const current = base && latest && latest.from === base ? latest.cart : base;
  const state: AsyncState<Cart> = current ? { status: 'success', data: current } : loadState;

  return {
    state,
    reload,
    pendingProductId,
    failure,
    dismissFailure: () => setFailure(null),
    async change(action, productId) {
      if (!base || pendingProductId !== null) return;
      setPending(productId);
      setFailure(null);
      try {
        const cart = dataOf(await changeCart(action, productId, outlet));
        setLatest({ from: base, cart });
      } catch (error) {
        console.error(error);
        setFailure({ error });
      } finally {
        setPending(null);
      }
    },
    empty: () => {
      if (base) setLatest({ from: base, cart: { items: [], total_points: 0 } });
    },
  };
}
