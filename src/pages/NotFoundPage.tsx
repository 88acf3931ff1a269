import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';

export default function NotFoundPage() {
  return (
    <section className="container page-error">
      <Seo title="Page not found" path={paths.home} noindex />
      <h1>Page not found</h1>
      <p>The page you asked for does not exist. It may have moved when we rebuilt the site.</p>
      <p>
        <Link to={paths.home} className="btn btn-brand me-2">
          Home
        </Link>
        <Link to={paths.services} className="btn btn-outline-brand me-2">
          Our services
        </Link>
        <Link to={paths.contact} className="btn btn-outline-brand">
          Contact us
        </Link>
      </p>
    </section>
  );
}
