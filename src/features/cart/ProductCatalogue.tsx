import { useSearchParams } from 'react-router-dom';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { useAsync } from '../../lib/useAsync';
import type { Cart, Product } from '../../types/api';
import { getProducts } from '../dashboard';
import { describeError } from '../dashboard';
import { useVendorText } from '../dashboard';
import { RichText } from '../../i18n/RichText';

export interface ProductCatalogueProps {
  cart: Cart | null;
  pendingProductId: number | null;
  onAdd: (productId: number) => void;
  /** Changes after an order, when stock has changed. */
  refreshKey: number;
}

/**
 * The page number from ?page=: written in plain digits, 1 to 99,999 (a catalogue of a few hundred
 * products has a few dozen pages); 1 for anything else, such as "1e308" or "2.0", which Number()
 * would read as a page and the API would be asked for as it is.
 */
export function pageFromSearch(value: string | null): number {
  return value !== null && /^[1-9]\d{0,4}$/.test(value) ? Number(value) : 1;
}

function ProductCard({ product, inCart, busy, onAdd, disabled }: { product: Product; inCart: number; busy: boolean; disabled: boolean; onAdd: () => void }) {
  const { t, fmt } = useVendorText();
  const outOfStock = product.stock <= 0;
  const allInCart = !outOfStock && product.stock - inCart <= 0;
  return (
    <li className="product-card">
      <img src={product.image} alt="" width={240} height={240} loading="lazy" decoding="async" />
      <div className="product-card-body">
        <h3>{product.name}</h3>
        <p className="product-description">{product.description}</p>
        <p className="product-points">
          <RichText namespace="vendor" id="catalogue.points" values={{ points: fmt.whole(product.points) }} components={{ 0: <strong /> }} />
        </p>
        <p className={`product-stock${outOfStock ? ' is-out' : ''}`}>{outOfStock ? t('catalogue.outOfStock') : t('catalogue.inStock', { count: fmt.whole(product.stock) })}</p>
        {inCart > 0 ? <p className="product-in-cart">{t('catalogue.inCart', { count: fmt.whole(inCart) })}</p> : null}
        <button
          type="button"
          className="btn btn-brand btn-sm"
          disabled={outOfStock || allInCart || disabled}
          aria-label={outOfStock ? t('catalogue.outOfStockLabel', { name: product.name }) : t('catalogue.addLabel', { name: product.name })}
          onClick={onAdd}
        >
          {busy ? (
            <>
              <Spinner />
              {t('catalogue.adding')}
            </>
          ) : outOfStock ? (
            t('catalogue.outOfStock')
          ) : allInCart ? (
            t('catalogue.allInCart')
          ) : (
            t('catalogue.add')
          )}
        </button>
      </div>
    </li>
  );
}

function Pagination({ page, lastPage, onPage }: { page: number; lastPage: number; onPage: (page: number) => void }) {
  const { t } = useVendorText();
  if (lastPage <= 1) return null;
  const pages = Array.from({ length: lastPage }, (_, i) => i + 1);
  return (
    <nav className="pager" aria-label={t('catalogue.pages')}>
      <button type="button" className="pager-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('catalogue.previous')}
      </button>
      {pages.map((n) => (
        <button
          key={n}
          type="button"
          className={`pager-button${n === page ? ' is-current' : ''}`}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('catalogue.page', { page: String(n) })}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className="pager-button" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {t('catalogue.next')}
      </button>
    </nav>
  );
}

/** The catalogue priced in green points, paged (GET products?page=N). */
export function ProductCatalogue({ cart, pendingProductId, onAdd, refreshKey }: ProductCatalogueProps) {
  const { t } = useVendorText();
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const products = useAsync(() => getProducts(page), [page, refreshKey]);
  const goTo = (next: number) => {
    setSearch(next === 1 ? {} : { page: String(next) });
    document.getElementById('catalogue-heading')?.scrollIntoView({ block: 'start' });
  };
  const quantity = (productId: number) => cart?.items.find((item) => item.product_id === productId)?.quantity ?? 0;

  return (
    <section className="vendor-panel catalogue" aria-labelledby="catalogue-heading" aria-busy={products.status === 'loading'}>
      <h2 id="catalogue-heading">{t('catalogue.heading')}</h2>
      {products.status === 'loading' ? (
        <p className="vendor-loading" role="status">
          {t('catalogue.loading')}
        </p>
      ) : products.status === 'error' ? (
        <Notice variant="danger">
          {t('catalogue.loadFailed', { reason: describeError(products.error, t) })}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={products.reload}>
            {t('action.retry')}
          </button>
        </Notice>
      ) : products.data.data.length === 0 ? (
        <p className="vendor-empty">
          {t('catalogue.emptyPage')}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => goTo(1)}>
            {t('catalogue.firstPage')}
          </button>
        </p>
      ) : (
        <>
          <ul className="product-grid">
            {products.data.data.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                inCart={quantity(product.id)}
                busy={pendingProductId === product.id}
                disabled={cart === null || pendingProductId !== null}
                onAdd={() => onAdd(product.id)}
              />
            ))}
          </ul>
          <Pagination page={products.data.current_page} lastPage={products.data.last_page} onPage={goTo} />
        </>
      )}
    </section>
  );
}
