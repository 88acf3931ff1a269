import { useState } from 'react';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { useIdempotencyKeys } from '../../lib/idempotency';
import type { Cart } from '../../types/api';
import { dataOf, placeOrder, useSingleOutlet, type OrderResult } from '../dashboard';
import { ApiStatusError, describeError } from '../dashboard';
import { useVendorText } from '../dashboard';
import { orderBlocker } from './orderRules';
import { RichText } from '../../i18n/RichText';

export interface PlaceOrderProps {
  cart: Cart | null;
  addressId: number | null;
  balance: number | null;
  onPlaced: (result: OrderResult) => void;
}

/** Total points against the balance, and "Place order", disabled with its reason (empty cart, no address, points short). */
export function PlaceOrder({ cart, addressId, balance, onPlaced }: PlaceOrderProps) {
  const outlet = useSingleOutlet();
  const { t, fmt } = useVendorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [placed, setPlaced] = useState<OrderResult | null>(null);
  const keys = useIdempotencyKeys();
  const blocker = orderBlocker({ cart, addressId, balance });

  async function order() {
    if (busy || blocker || addressId === null) return;
    setBusy(true);
    setFailure(null);
    setPlaced(null);
    try {
      // The same cart to the same address is the same order: a retry after a lost answer reuses
      // the key, so the server places it once; a changed cart or address is a new order.
      const order = { addressId, items: cart?.items.map((item) => [item.product_id, item.quantity]) ?? [] };
      const result = dataOf(await placeOrder(addressId, keys.keyFor(order), outlet));
      keys.forget();
      setPlaced(result);
      onPlaced(result);
    } catch (error) {
      console.error(error);
      if (error instanceof ApiStatusError) keys.forget();
      setFailure(t('order.failed', { reason: describeError(error, t) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="place-order">
      <dl className="order-totals">
        <div>
          <dt>{t('order.total')}</dt>
          <dd>{fmt.points(cart?.total_points ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('order.balance')}</dt>
          <dd>{balance === null ? '…' : fmt.points(balance)}</dd>
        </div>
      </dl>
      {placed ? (
        <Notice variant="success" onClose={() => setPlaced(null)}>
          <RichText
            namespace="vendor"
            id="order.placed"
            values={{ orderId: placed.order_id, used: fmt.whole(placed.points_used), balance: fmt.whole(placed.balance) }}
            components={{ 0: <strong />, 1: <strong /> }}
          />
        </Notice>
      ) : null}
      {failure ? (
        <Notice variant="danger" onClose={() => setFailure(null)}>
          {failure}
        </Notice>
      ) : null}
      <button type="button" className="btn btn-accent btn-lg w-100" disabled={busy || blocker !== null} aria-describedby={blocker ? 'order-blocker' : undefined} onClick={order}>
        {busy ? (
          <>
            <Spinner />
            {t('order.placing')}
          </>
        ) : (
          t('order.place')
        )}
      </button>
      {blocker ? (
        <p id="order-blocker" className="order-blocker">
          {t(blocker.id, blocker.values)}
        </p>
      ) : null}
    </div>
  );
}
