import { Notice } from '../../components/ui/Notice';
import type { Order, OrderStatus } from '../../types/api';
import { describeError } from '../dashboard';
import { outletNameOf, useOutlet, useVendorText } from '../dashboard';
import type { VendorMessageId } from '../dashboard';
import type { OrdersState } from './useOrders';

/** The API's status values are data: only their display is translated (an unknown one shows as sent). */
const statusMessage: Record<OrderStatus, VendorMessageId> = {
  Placed: 'orders.status.placed',
  Dispatched: 'orders.status.dispatched',
  Delivered: 'orders.status.delivered',
};

function OrderCard({ order }: { order: Order }) {
  const { t, fmt } = useVendorText();
  const headingId = `order-${order.order_id}`;
  const status = Object.hasOwn(statusMessage, order.status) ? t(statusMessage[order.status]) : order.status;
  const { address } = order;
  // A chain's order names the outlet that placed it (points and the cart are the organisation's).
  const { several, outlets } = useOutlet();
  const placedBy = several && order.outlet_id !== undefined ? outletNameOf(outlets, order.outlet_id) : null;
  return (
    <li className="order-card">
      <article aria-labelledby={headingId}>
        <div className="order-card-head">
          <h3 id={headingId}>{t('orders.order', { orderId: order.order_id })}</h3>
          <span className={`status-badge order-status-${order.status.toLowerCase()}`}>{status}</span>
        </div>
        <ul className="order-items" aria-label={t('orders.items', { orderId: order.order_id })}>
          {order.items.map((item, index) => (
            <li key={`${item.name}-${index}`}>
              <span>{t('orders.item', { quantity: fmt.whole(item.quantity), name: item.name })}</span>
              <span className="order-item-points">{fmt.points(item.points * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="order-facts">
          <div>
            <dt>{t('orders.placedOn')}</dt>
            <dd>
              <time dateTime={order.placed_on}>{fmt.date(order.placed_on)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('orders.pointsUsed')}</dt>
            <dd>{fmt.whole(order.points_used)}</dd>
          </div>
          {placedBy ? (
            <div>
              <dt>{t('orders.placedBy')}</dt>
              <dd>{placedBy}</dd>
            </div>
          ) : null}
          <div className="order-address">
            <dt>{t('orders.address')}</dt>
            <dd>
              {address.line1}, {address.city}, {address.state} {address.postal_code}
            </dd>
          </div>
        </dl>
      </article>
    </li>
  );
}

/** The vendor's past orders, newest first: number, date, items, points used, status, delivery address. */
export function OrderHistory({ orders }: { orders: OrdersState }) {
  const { t } = useVendorText();
  const { state } = orders;
  if (state.status === 'loading') {
    return (
      <p className="vendor-loading" role="status">
        {t('orders.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <Notice variant="danger">
        {t('orders.loadFailed', { reason: describeError(state.error, t) })}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={orders.reload}>
          {t('action.retry')}
        </button>
      </Notice>
    );
  }
  return (
    <>
      {orders.refreshFailure ? (
        <Notice variant="danger">
          {t('orders.refreshFailed', { reason: describeError(orders.refreshFailure, t) })}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void orders.refresh()}>
            {t('action.retry')}
          </button>
        </Notice>
      ) : null}
      {state.data.length === 0 ? (
        <p className="vendor-empty">{t('orders.empty')}</p>
      ) : (
        <ol className="order-list">
          {state.data.map((order) => (
            <OrderCard key={order.order_id} order={order} />
          ))}
        </ol>
      )}
    </>
  );
}
