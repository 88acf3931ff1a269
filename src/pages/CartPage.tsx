import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { AddressBook } from '../features/dashboard/cart/AddressBook';
import { CartItems } from '../features/dashboard/cart/CartItems';
import { PlaceOrder } from '../features/dashboard/cart/PlaceOrder';
import { ProductCatalogue } from '../features/dashboard/cart/ProductCatalogue';
import { useCart } from '../features/dashboard/cart/useCart';
import { formatPoints } from '../features/dashboard/format';
import { PointsSummary } from '../features/dashboard/PointsSummary';
import { usePointsStats } from '../features/dashboard/usePointsStats';

/** Contract section 3, /dashboard/cart (signed-in only: the route table's gate). */
export default function CartPage() {
  const points = usePointsStats();
  const cart = useCart();
  const [addressId, setAddressId] = useState<number | null>(null);
  const [catalogueKey, setCatalogueKey] = useState(0);
  const cartData = cart.state.status === 'success' ? cart.state.data : null;
  const balance = points.state.status === 'success' ? points.state.data.balance : null;
  const itemCount = cartData?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;

  return (
    <div className="vendor-page">
      <Seo title="Green points cart" path={paths.cart} noindex />
      <header className="vendor-head">
        <div className="container vendor-head-inner">
          <div>
            <p className="eyebrow">
              <Link to={paths.dashboard}>Dashboard</Link> / Cart
            </p>
            <h1>Green points cart</h1>
            <p className="vendor-firm">Spend the points you earn on every pickup on supplies for your kitchen.</p>
          </div>
          <div className="vendor-head-side">
            <PointsSummary state={points.state} onRetry={points.reload} show="balance" />
            {cartData ? (
              <a href="#cart-heading" className="cart-jump">
                Your cart: {itemCount} {itemCount === 1 ? 'item' : 'items'}, {formatPoints(cartData.total_points)} points
              </a>
            ) : null}
          </div>
        </div>
      </header>

      <div className="container vendor-body cart-layout">
        <ProductCatalogue cart={cartData} pendingProductId={cart.pendingProductId} onAdd={(id) => cart.change('add-product', id)} refreshKey={catalogueKey} />
        <aside className="cart-aside" aria-label="Your order">
          <section className="vendor-panel" aria-labelledby="cart-heading">
            <h2 id="cart-heading" tabIndex={-1}>
              Your cart
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
            <h2 id="address-heading">Delivery address</h2>
            <AddressBook selectedId={addressId} onSelect={setAddressId} />
          </section>
          <section className="vendor-panel" aria-labelledby="order-heading">
            <h2 id="order-heading">Place your order</h2>
            <PlaceOrder
              cart={cartData}
              addressId={addressId}
              balance={balance}
              onPlaced={(result) => {
                cart.empty();
                points.spend(result.points_used, result.balance);
                setCatalogueKey((key) => key + 1);
              }}
            />
          </section>
        </aside>
      </div>
    </div>
  );
}
