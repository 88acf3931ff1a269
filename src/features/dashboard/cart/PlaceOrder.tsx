import { useState } from 'react';
import { Notice } from '../../../components/ui/Notice';
import { Spinner } from '../../../components/ui/Spinner';
import type { Cart } from '../../../types/api';
import { dataOf, placeOrder, type OrderResult } from '../api';
import { describeError } from '../errors';
import { formatPoints } from '../format';
import { orderBlocker } from '../orderRules';

export interface PlaceOrderProps {
  cart: Cart | null;
  addressId: number | null;
  balance: number | null;
  onPlaced: (result: OrderResult) => void;
}

/** Contract section 3: total points against the balance, and "Place order", disabled with its reason. */
export function PlaceOrder({ cart, addressId, balance, onPlaced }: PlaceOrderProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [placed, setPlaced] = useState<OrderResult | null>(null);
  const blocker = orderBlocker({ cart, addressId, balance });

  async function order() {
    if (busy || blocker || addressId === null) return;
    setBusy(true);
    setFailure(null);
    setPlaced(null);
    try {
      const result = dataOf(await placeOrder(addressId));
      setPlaced(result);
      onPlaced(result);
    } catch (error) {
      console.error(error);
      setFailure(`Your order was not placed. ${describeError(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="place-order">
      <dl className="order-totals">
        <div>
          <dt>Total</dt>
          <dd>{formatPoints(cart?.total_points ?? 0)} points</dd>
        </div>
        <div>
          <dt>Your balance</dt>
          <dd>{balance === null ? '…' : `${formatPoints(balance)} points`}</dd>
        </div>
      </dl>
      {placed ? (
        <Notice variant="success" onClose={() => setPlaced(null)}>
          Order <strong>{placed.order_id}</strong> placed: {formatPoints(placed.points_used)} points used. Your new balance is{' '}
          <strong>{formatPoints(placed.balance)} points</strong>.
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
            Placing order...
          </>
        ) : (
          'Place order'
        )}
      </button>
      {blocker ? (
        <p id="order-blocker" className="order-blocker">
          {blocker}
        </p>
      ) : null}
    </div>
  );
}
