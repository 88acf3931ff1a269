import { useState } from 'react';
import { useAsync, type AsyncState } from '../../lib/useAsync';
import type { Order } from '../../types/api';
import { dataOf, getOrders, useOutlet } from '../dashboard';

export interface OrdersState {
  state: AsyncState<Order[]>;
  reload: () => void;
  /** Asks again after an order is placed; the list shown stays until the answer replaces it. */
  refresh: () => Promise<void>;
  /** The last refresh's failure, shown above the list kept until then. */
  refreshFailure: unknown;
}

/** The vendor's past orders (GET orders, newest first), asked again once an order is placed. */
export function useOrders(): OrdersState {
  const { outletId } = useOutlet();
  const loaded = useAsync(async () => dataOf(await getOrders(outletId)), [outletId]);
  const { reload, ...loadState } = loaded;
  // The latest list asked for after an order, tied to the load it followed (a reload replaces both).
  const [latest, setLatest] = useState<{ from: Order[]; orders: Order[] } | null>(null);
  const [refreshFailure, setRefreshFailure] = useState<unknown>(null);
  const base = loadState.status === 'success' ? loadState.data : null;
  const current = base && latest && latest.from === base ? latest.orders : base;
  const state: AsyncState<Order[]> = current ? { status: 'success', data: current } : loadState;

  return {
    state,
    reload: () => {
      setRefreshFailure(null);
      reload();
    },
    refreshFailure,
    async refresh() {
      // Not shown yet (still loading, or failed): loading again brings the new order too.
      if (!base) {
        reload();
        return;
      }
      setRefreshFailure(null);
      try {
        const orders = dataOf(await getOrders(outletId));
        setLatest({ from: base, orders });
      } catch (error) {
        console.error(error);
        setRefreshFailure(error);
      }
    },
  };
}
