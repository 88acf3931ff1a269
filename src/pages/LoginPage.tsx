import { paths } from '../app/paths';
import { Seo } from '../components/seo/Seo';

/** Interim page: its issue fills it. */
export default function LoginPage() {
  return (
    <section className="container content-section">
      <Seo title="Vendor Login" path={paths.login} />
      <h1>Vendor Login</h1>
    </section>
  );
}
