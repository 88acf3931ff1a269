import { Notice } from '../../components/ui/Notice';
import type { AsyncState } from '../../lib/useAsync';
import type { Cart } from '../../types/api';
import type { CartChange } from '../dashboard';
import { describeError } from '../dashboard';
import { useVendorText } from '../dashboard';

export interface CartItemsProps {
  state: AsyncState<Cart>;
  pendingProductId: number | null;
  failure: { error: unknown } | null;
  onDismissFailure: () => void;
  onChange: (change: CartChange, productId: number) => void;
  onRetry: () => void;
}

/** The cart, each item with + and - and remove. */
export function CartItems({ state, pendingProductId, failure, onDismissFailure, onChange, onRetry }: CartItemsProps) {
  const { t, fmt } = useVendorText();
  if (state.status === 'loading') {
    return (
      <p className="vendor-loading" role="status">
        {t('cart.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <Notice variant="danger">
        {t('cart.loadFailed', { reason: describeError(state.error, t) })}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={onRetry}>
          {t('action.retry')}
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
          {describeError(failure.error, t)}
        </Notice>
      ) : null}
      {cart.items.length === 0 ? (
        <p className="vendor-empty">{t('cart.empty')}</p>
      ) : (
        <ul className="cart-items" aria-busy={busy}>
          {cart.items.map((item) => (
            <li key={item.product_id} className="cart-item">
              <div className="cart-item-name">
                <span>{item.name}</span>
                <span className="cart-item-points">{fmt.points(item.points * item.quantity)}</span>
              </div>
              <div className="cart-item-actions">
                <div className="qty" role="group" aria-label={t('cart.quantityOf', { name: item.name })}>
                  <button type="button" className="qty-button" aria-label={t('cart.oneLess', { name: item.name })} disabled={busy} onClick={() => onChange('quantity/decrement', item.product_id)}>
                    −
                  </button>
                  <output className="qty-value" aria-live="polite" aria-label={t('cart.quantityValue', { name: item.name })}>
                    {item.quantity}
                  </output>
                  <button type="button" className="qty-button" aria-label={t('cart.oneMore', { name: item.name })} disabled={busy} onClick={() => onChange('quantity/increment', item.product_id)}>
                    +
                  </button>
                </div>
                <button
                  type="button"
                  className="btn btn-link btn-sm cart-remove"
                  aria-label={t('cart.removeLabel', { name: item.name })}
                  disabled={busy}
                  onClick={() => onChange('remove-product', item.product_id)}
                >
                  {t('cart.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
