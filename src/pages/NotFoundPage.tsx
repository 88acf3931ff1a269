import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { useT } from '../i18n/useT';

export default function NotFoundPage() {
  const t = useT('common');
  const tp = useT('pages');
  return (
    <section className="container page-error">
      <Seo title={tp('notFound.title')} path={paths.home} noindex />
      <h1>{tp('notFound.title')}</h1>
      <p>{tp('notFound.text')}</p>
      <p>
        <Link to={paths.home} className="btn btn-brand me-2">
          {tp('notFound.home')}
        </Link>
        <Link to={paths.services} className="btn btn-outline-brand me-2">
          {t('link.ourServices')}
        </Link>
        <Link to={paths.contact} className="btn btn-outline-brand">
          {tp('notFound.contact')}
        </Link>
      </p>
    </section>
  );
}
