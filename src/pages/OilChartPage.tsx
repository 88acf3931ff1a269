import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import type { LoginState } from '../features/auth/landingPath';
import { useSession } from '../features/auth/useSession';
import { LazyOilChartPanel } from '../features/dashboard/lazyCharts';
import { useT } from '../i18n/useT';

const backHere: LoginState = { from: paths.oilChart };

/**
 * Public and prerendered. A signed-in vendor sees their oil sold by month; everyone else an
 * invitation to sign in. Until the session is known (server render and hydration) it is the
 * signed-out view, so the prerendered HTML and the first client render agree.
 */
export default function OilChartPage() {
  const t = useT('vendor');
  const { known, user } = useSession();
  const signedIn = known && user !== null;
  return (
    <section className="content-section oil-chart-page">
      <Seo title={t('oilChart.title')} description={t('oilChart.seoDescription')} path={paths.oilChart} />
      <div className="container">
        <p className="eyebrow">{t('oilChart.eyebrow')}</p>
        <h1>{t('oilChart.title')}</h1>
        {signedIn ? (
          <>
            <p className="lead">{t('oilChart.lead', { firm: user.firm_name || t('oilChart.you') })}</p>
            <Suspense
              fallback={
                <p className="vendor-loading" role="status">
                  {t('oilChart.loading')}
                </p>
              }
            >
              <LazyOilChartPanel />
            </Suspense>
          </>
        ) : (
          <div className="oil-chart-invite">
            <p className="lead">{t('oilChart.invite')}</p>
            <p>{t('oilChart.loginHint')}</p>
            <p className="hero-actions">
              <Link to={paths.login} state={backHere} className="btn btn-brand">
                {t('login.title')}
              </Link>
              <Link to={paths.register} className="btn btn-outline-brand">
                {t('oilChart.register')}
              </Link>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
