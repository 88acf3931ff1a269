import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { useSession } from '../features/auth/useSession';
import { OutletScopeProvider } from '../features/dashboard/outlet';
import { OutletSwitcher } from '../features/dashboard/OutletSwitcher';
import { useOutlet } from '../features/dashboard/outlet';
import { ALL_OUTLETS } from '../features/dashboard/outletChoice';
import { CollectionRequestForm } from '../features/requests/CollectionRequestForm';
import { CollectionRequestList } from '../features/requests/CollectionRequestList';
import { OutboxPanel } from '../features/outbox';
import type { CollectionRequest } from '../types/api';
import { LazyDashboardCharts } from '../features/dashboard/lazyCharts';
import { NextPickup } from '../features/schedule/NextPickup';
import { PointsSummary } from '../features/dashboard/PointsSummary';
import { ScheduleOffer } from '../features/schedule/ScheduleOffer';
import { useCollectionRequests } from '../features/requests/useCollectionRequests';
import { usePointsStats } from '../features/dashboard/usePointsStats';
import { useT } from '../i18n/useT';
import { RichText } from '../i18n/RichText';
import { VendorPageHead } from '../features/alerts/NotificationBell';
// The reminder alone, not the feature's index: the dashboard does not load the declaration's form, print or styles.
import { DeclarationReminder } from '../features/declaration/DeclarationReminder';

/** /dashboard: points, collection requests and charts (signed-in only: the route table's gate). */
function DashboardContent() {
  const t = useT('vendor');
  const { user } = useSession();
  const points = usePointsStats();
  const requests = useCollectionRequests();
  // Set once the vendor sends a request here: from the second one on, a recurring pickup is offered.
  const [sentHere, setSentHere] = useState(false);
  const requestCount = requests.state.status === 'success' ? requests.state.data.length : 0;
  // "All outlets": the charts and the requests of every outlet; a booking and a schedule are one outlet's.
  const allOutlets = useOutlet().outletId === ALL_OUTLETS;

  return (
    <div className="vendor-page">
      <Seo title={t('dashboard.title')} path={paths.dashboard} noindex />
      <VendorPageHead user={user}>
        <div>
          <p className="eyebrow">{t('dashboard.eyebrow')}</p>
          <h1>{user ? user.name : t('dashboard.title')}</h1>
          {user?.firm_name ? <p className="vendor-firm">{user.firm_name}</p> : null}
          <OutletSwitcher />
          {/* Its words come with the schedule's catalogue: the rest of the page does not wait for them.
              It waits for the requests (a booked visit may come first); if they fail, their list says so. */}
          <Suspense fallback={null}>
            {allOutlets ? null : (
              <NextPickup requests={requests.state.status === 'success' ? requests.state.data : requests.state.status === 'error' ? [] : null} />
            )}
          </Suspense>
        </div>
        <div className="vendor-head-links">
          <Link to={paths.records} className="btn btn-outline-brand">
            {t('dashboard.openRecords')}
          </Link>
          <Link to={paths.impactCertificate} className="btn btn-outline-brand">
            {t('dashboard.openImpact')}
          </Link>
          <Link to={paths.payments} className="btn btn-outline-brand">
            {t('dashboard.openPayments')}
          </Link>
          <Link to={paths.cart} className="btn btn-accent">
            {t('dashboard.openCart')}
          </Link>
        </div>
      </VendorPageHead>

      <div className="container vendor-body">
        {/* The ISCC declaration, when it ends within 30 days or there is none; its words come with its own catalogue. */}
        <Suspense fallback={null}>
          <DeclarationReminder />
        </Suspense>
        <section className="vendor-panel" aria-labelledby="points-heading">
          <h2 id="points-heading">{t('dashboard.pointsHeading')}</h2>
          <PointsSummary state={points.state} onRetry={points.reload} />
          <p className="vendor-note">
            <RichText namespace="vendor" id="dashboard.pointsNote" components={{ 0: <Link to={paths.cart} /> }} />
          </p>
        </section>

        <div className="vendor-columns">
          <section className="vendor-panel">
            {allOutlets ? (
              <p className="vendor-note">{t('outlet.chooseToBook')}</p>
            ) : (
              <>
                <CollectionRequestForm
                  onCreated={(request) => {
                    requests.add(request);
                    setSentHere(true);
                  }}
                />
                <OutboxPanel kind="collection-request" onSent={(_item, answer) => requests.add(answer.data as CollectionRequest)} />
                {sentHere && requestCount >= 2 ? <ScheduleOffer requestCount={requestCount} /> : null}
              </>
            )}
          </section>
          <CollectionRequestList state={requests.state} onRetry={requests.reload} onCancelled={requests.replace} />
        </div>

        <section className="vendor-panel" aria-labelledby="charts-heading">
          <h2 id="charts-heading">{t('dashboard.chartsHeading')}</h2>
          {/* After the points and the requests: on a slow phone the charts' code (the range picker's
              above all) would hold the main thread as the page's own figures arrive. */}
          {points.state.status === 'loading' || requests.state.status === 'loading' ? (
            <p className="vendor-loading" role="status">
              {t('dashboard.chartsLoading')}
            </p>
          ) : (
            <Suspense
              fallback={
                <p className="vendor-loading" role="status">
                  {t('dashboard.chartsLoading')}
                </p>
              }
            >
              <LazyDashboardCharts />
            </Suspense>
          )}
        </section>
      </div>
    </div>
  );
}

/** Read ahead by a signed-in start on this page (src/app/signedInStart.ts). */
export { prefetchDashboard as prefetchReads } from '../features/dashboard/prefetch';

/** The page for the outlet chosen in the switcher (it offers "All outlets" to an owner; docs/contract.md section 5). */
export default function DashboardPage() {
  const { user } = useSession();
  return (
    <OutletScopeProvider user={user} allowAll>
      <DashboardContent />
    </OutletScopeProvider>
  );
}
