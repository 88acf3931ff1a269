import { paths } from '../app/paths';
import { Seo } from '../components/seo/Seo';

/** Interim page: its issue fills it. */
export default function CartPage() {
  return (
    <section className="container content-section">
      <Seo title="Green points cart" path={paths.cart} />
      <h1>Green points cart</h1>
    </section>
  );
}
