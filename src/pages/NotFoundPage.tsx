import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { useT } from '../i18n/useT';

export default function NotFoundPage() {
  const t = useT('common');
  return (
    <section className="container page-error">
      <Seo title={t('notFound.title')} path={paths.home} noindex />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to={paths.home} className="btn btn-brand me-2">
          {t('notFound.home')}
        </Link>
        <Link to={paths.services} className="btn btn-outline-brand me-2">
          {t('link.ourServices')}
        </Link>
        <Link to={paths.contact} className="btn btn-outline-brand">
          {t('notFound.contact')}
        </Link>
      </p>
    </section>
  );
}
