import { Notice } from '../../../components/ui/Notice';
import type { AsyncState } from '../../../lib/useAsync';
import type { Cart } from '../../../types/api';
import type { CartChange } from '../api';
import { describeError } from '../errors';
import { formatPoints } from '../format';

export interface CartItemsProps {
  state: AsyncState<Cart>;
  pendingProductId: number | null;
  failure: string | null;
  onDismissFailure: () => void;
  onChange: (change: CartChange, productId: number) => void;
  onRetry: () => void;
}

/** Contract section 3: the cart with + and - and remove. */
export function CartItems({ state, pendingProductId, failure, onDismissFailure, onChange, onRetry }: CartItemsProps) {
  if (state.status === 'loading') {
    return (
      <p className="vendor-loading" role="status">
        Loading your cart...
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <Notice variant="danger">
        Your cart could not be loaded. {describeError(state.error)}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={onRetry}>
          Try again
        </button>
      </Notice>
    );
  }
  const cart = state.data;
  const busy = pendingProductId !== null;
  return (
    <>
      {failure ? (
        <Notice variant="danger" onClose={onDismissFailure}>
          {failure}
        </Notice>
      ) : null}
      {cart.items.length === 0 ? (
        <p className="vendor-empty">Your cart is empty. Add products from the catalogue.</p>
      ) : (
        <ul className="cart-items" aria-busy={busy}>
          {cart.items.map((item) => (
            <li key={item.product_id} className="cart-item">
              <div className="cart-item-name">
                <span>{item.name}</span>
                <span className="cart-item-points">{formatPoints(item.points * item.quantity)} points</span>
              </div>
              <div className="cart-item-actions">
                <div className="qty" role="group" aria-label={`Quantity of ${item.name}`}>
                  <button type="button" className="qty-button" aria-label={`One less ${item.name}`} disabled={busy} onClick={() => onChange('quantity/decrement', item.product_id)}>
                    −
                  </button>
                  <output className="qty-value" aria-live="polite" aria-label={`${item.name} quantity`}>
                    {item.quantity}
                  </output>
                  <button type="button" className="qty-button" aria-label={`One more ${item.name}`} disabled={busy} onClick={() => onChange('quantity/increment', item.product_id)}>
                    +
                  </button>
                </div>
                <button
                  type="button"
                  className="btn btn-link btn-sm cart-remove"
                  aria-label={`Remove ${item.name}`}
                  disabled={busy}
                  onClick={() => onChange('remove-product', item.product_id)}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
