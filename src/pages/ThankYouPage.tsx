import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { useT } from '../i18n/useT';

/** A full-width thank-you image with header and footer. */
export default function ThankYouPage() {
  const t = useT('pages');
  return (
    <>
      <Seo title={t('thankYou.title')} path={paths.thankYou} noindex />
      <h1 className="visually-hidden">{t('thankYou.title')}</h1>
      <img className="thank-you-image" src="/illustrations/thank-you.svg" alt={t('thankYou.imageAlt')} width={1600} height={500} />
      <div className="container content-section text-center">
        <p className="lead">{t('thankYou.text')}</p>
        <Link to={paths.home} className="btn btn-brand">
          {t('thankYou.back')}
        </Link>
      </div>
    </>
  );
}
