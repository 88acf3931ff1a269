import { paths } from '../app/paths';
import { Seo } from '../components/seo/Seo';

/** Interim page: its issue fills it. */
export default function ResponsiveModalPage() {
  return (
    <section className="container content-section">
      <Seo title="Register in a window" path={paths.responsiveModal} />
      <h1>Register in a window</h1>
    </section>
  );
}
