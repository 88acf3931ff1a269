import { paths } from '../app/paths';
import { Seo } from '../components/seo/Seo';

/** Interim page: its issue fills it. */
export default function ContactPage() {
  return (
    <section className="container content-section">
      <Seo title="Contact Us" path={paths.contact} />
      <h1>Contact Us</h1>
    </section>
  );
}
