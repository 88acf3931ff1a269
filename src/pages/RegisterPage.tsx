import { paths } from '../app/paths';
import { Seo } from '../components/seo/Seo';

/** Interim page: its issue fills it. */
export default function RegisterPage() {
  return (
    <section className="container content-section">
      <Seo title="Register" path={paths.register} />
      <h1>Register</h1>
    </section>
  );
}
