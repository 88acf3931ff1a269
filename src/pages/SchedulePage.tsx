import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { useOpeningHours } from '../components/ui/useOpeningHours';
import { useSession } from '../features/auth/useSession';
import { OutletScopeProvider } from '../features/dashboard/outlet';
import { OutletSwitcher } from '../features/dashboard/OutletSwitcher';
import { ScheduleView } from '../features/schedule/ScheduleView';
import { useT } from '../i18n/useT';
import { VendorPageHead } from '../features/alerts/NotificationBell';

/** /dashboard/schedule: the vendor's recurring pickup and who is coming (signed-in only: the route table's gate). */
function ScheduleContent() {
  const t = useT('schedule');
  const hours = useOpeningHours();
  const { user } = useSession();
  return (
    <div className="vendor-page schedule-page">
      <Seo title={t('page.title')} path={paths.schedule} noindex />
      <VendorPageHead user={user}>
        <div>
          <p className="eyebrow">
            <Link to={paths.dashboard}>{t('page.eyebrowDashboard')}</Link> / {t('page.title')}
          </p>
          <h1>{t('page.title')}</h1>
          {user?.firm_name ? <p className="vendor-firm">{user.firm_name}</p> : null}
          <OutletSwitcher />
          <p className="schedule-intro">{t('page.intro', { hours })}</p>
        </div>
      </VendorPageHead>
      <div className="container vendor-body">
        <ScheduleView />
      </div>
    </div>
  );
}

/** The page for the outlet chosen in the switcher (it acts for one outlet; docs/contract.md section 5). */
export default function SchedulePage() {
  const { user } = useSession();
  return (
    <OutletScopeProvider user={user}>
      <ScheduleContent />
    </OutletScopeProvider>
  );
}
