import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { useSession } from '../features/auth/useSession';
import { OutletScopeProvider } from '../features/dashboard/outlet';
import { OutletSwitcher } from '../features/dashboard/OutletSwitcher';
import { Seo } from '../components/seo/Seo';
import { AddressBook } from '../features/cart/AddressBook';
import { CartItems } from '../features/cart/CartItems';
import { OrderHistory } from '../features/cart/OrderHistory';
import { PlaceOrder } from '../features/cart/PlaceOrder';
import { ProductCatalogue } from '../features/cart/ProductCatalogue';
import { useCart } from '../features/cart/useCart';
import { useOrders } from '../features/cart/useOrders';
import { useVendorText } from '../features/dashboard/i18n';
import { PointsSummary } from '../features/dashboard/PointsSummary';
import { usePointsStats } from '../features/dashboard/usePointsStats';
import { VendorPageHead } from '../features/alerts/NotificationBell';

/** /dashboard/cart: the points catalogue, the cart, Place order and the past orders (signed-in only: the route table's gate). */
function CartContent() {
  const { user } = useSession();
  const { t, fmt } = useVendorText();
  const points = usePointsStats();
  const cart = useCart();
  const orders = useOrders();
  const [addressId, setAddressId] = useState<number | null>(null);
  const [catalogueKey, setCatalogueKey] = useState(0);
  const cartData = cart.state.status === 'success' ? cart.state.data : null;
  const balance = points.state.status === 'success' ? points.state.data.balance : null;
  const itemCount = cartData?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;

  return (
    <div className="vendor-page">
      <Seo title={t('cart.title')} path={paths.cart} noindex />
      <VendorPageHead user={user}>
        <div>
          <p className="eyebrow">
            <Link to={paths.dashboard}>{t('dashboard.title')}</Link> / {t('cart.crumb')}
          </p>
          <h1>{t('cart.title')}</h1>
          <p className="vendor-firm">{t('cart.intro')}</p>
          <OutletSwitcher />
        </div>
        <div className="vendor-head-side">
          <PointsSummary state={points.state} onRetry={points.reload} show="balance" />
          {cartData ? (
            <a href="#cart-heading" className="cart-jump">
              {t(itemCount === 1 ? 'cart.jumpOne' : 'cart.jump', { count: String(itemCount), points: fmt.whole(cartData.total_points) })}
            </a>
          ) : null}
        </div>
      </VendorPageHead>

      <div className="container vendor-body cart-layout">
        <ProductCatalogue cart={cartData} pendingProductId={cart.pendingProductId} onAdd={(id) => cart.change('add-product', id)} refreshKey={catalogueKey} />
        <aside className="cart-aside" aria-label={t('cart.asideLabel')}>
          <section className="vendor-panel" aria-labelledby="cart-heading">
            <h2 id="cart-heading" tabIndex={-1}>
              {t('cart.heading')}
            </h2>
            <CartItems
              state={cart.state}
              pendingProductId={cart.pendingProductId}
              failure={cart.failure}
              onDismissFailure={cart.dismissFailure}
              onChange={cart.change}
              onRetry={cart.reload}
            />
          </section>
          <section className="vendor-panel" aria-labelledby="address-heading">
            <h2 id="address-heading">{t('cart.addressHeading')}</h2>
            <AddressBook selectedId={addressId} onSelect={setAddressId} />
          </section>
          <section className="vendor-panel" aria-labelledby="order-heading">
            <h2 id="order-heading">{t('cart.orderHeading')}</h2>
            <PlaceOrder
              cart={cartData}
              addressId={addressId}
              balance={balance}
              onPlaced={(result) => {
                cart.empty();
                points.spend(result.points_used, result.balance);
                setCatalogueKey((key) => key + 1);
                void orders.refresh();
              }}
            />
          </section>
        </aside>
      </div>

      <div className="container vendor-body">
        <section className="vendor-panel" aria-labelledby="orders-heading">
          <h2 id="orders-heading">{t('orders.heading')}</h2>
          <OrderHistory orders={orders} />
        </section>
      </div>
    </div>
  );
}

/** The page for the outlet chosen in the switcher (it acts for one outlet; docs/contract.md section 5). */
export default function CartPage() {
  const { user } = useSession();
  return (
    <OutletScopeProvider user={user}>
      <CartContent />
    </OutletScopeProvider>
  );
}
