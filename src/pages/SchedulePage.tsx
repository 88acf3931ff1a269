import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { useOpeningHours } from '../components/ui/useOpeningHours';
import { useSession } from '../features/auth/useSession';
import { OutletScopeProvider } from '../features/dashboard/outlet';
import { ScheduleView } from '../features/schedule/ScheduleView';
import { useT } from '../i18n/useT';
import { VendorPageHead, VendorPageTitle } from '../features/alerts/NotificationBell';

/** /dashboard/schedule: the vendor's recurring pickup and who is coming (signed-in only: the route table's gate). */
function ScheduleContent() {
  const t = useT('schedule');
  const hours = useOpeningHours();
  const { user } = useSession();
  return (
    <div className="vendor-page schedule-page">
      <Seo title={t('page.title')} path={paths.schedule} noindex />
      <VendorPageHead user={user}>
        <VendorPageTitle title={t('page.title')} user={user}>
          <p className="schedule-intro">{t('page.intro', { hours })}</p>
        </VendorPageTitle>
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
