import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { useSession } from '../features/auth/useSession';
import { CollectionRequestForm } from '../features/dashboard/CollectionRequestForm';
import { CollectionRequestList } from '../features/dashboard/CollectionRequestList';
import { LazyDashboardCharts } from '../features/dashboard/lazyCharts';
import { PointsSummary } from '../features/dashboard/PointsSummary';
import { useCollectionRequests } from '../features/dashboard/useCollectionRequests';
import { usePointsStats } from '../features/dashboard/usePointsStats';
import { useT } from '../i18n/useT';
import { RichText } from '../i18n/RichText';

/** /dashboard: points, collection requests and charts (signed-in only: the route table's gate). */
export default function DashboardPage() {
  const t = useT('vendor');
  const { user } = useSession();
  const points = usePointsStats();
  const requests = useCollectionRequests();

  return (
    <div className="vendor-page">
      <Seo title={t('dashboard.title')} path={paths.dashboard} noindex />
      <header className="vendor-head">
        <div className="container vendor-head-inner">
          <div>
            <p className="eyebrow">{t('dashboard.eyebrow')}</p>
            <h1>{user ? user.name : t('dashboard.title')}</h1>
            {user?.firm_name ? <p className="vendor-firm">{user.firm_name}</p> : null}
          </div>
          <div className="vendor-head-links">
            <Link to={paths.records} className="btn btn-outline-brand">
              {t('dashboard.openRecords')}
            </Link>
            <Link to={paths.cart} className="btn btn-accent">
              {t('dashboard.openCart')}
            </Link>
          </div>
        </div>
      </header>

      <div className="container vendor-body">
        <section className="vendor-panel" aria-labelledby="points-heading">
          <h2 id="points-heading">{t('dashboard.pointsHeading')}</h2>
          <PointsSummary state={points.state} onRetry={points.reload} />
          <p className="vendor-note">
            <RichText namespace="vendor" id="dashboard.pointsNote" components={{ 0: <Link to={paths.cart} /> }} />
          </p>
        </section>

        <div className="vendor-columns">
          <section className="vendor-panel">
            <CollectionRequestForm onCreated={requests.add} />
          </section>
          <CollectionRequestList state={requests.state} onRetry={requests.reload} />
        </div>

        <section className="vendor-panel" aria-labelledby="charts-heading">
          <h2 id="charts-heading">{t('dashboard.chartsHeading')}</h2>
          <Suspense
            fallback={
              <p className="vendor-loading" role="status">
                {t('dashboard.chartsLoading')}
              </p>
            }
          >
            <LazyDashboardCharts />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
