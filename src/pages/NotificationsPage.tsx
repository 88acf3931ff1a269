import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { useSession } from '../features/auth/useSession';
import { VendorPageHead, VendorPageTitle } from '../features/alerts/NotificationBell';
import { NotificationsView } from '../features/alerts/NotificationsView';
import { OutletScopeProvider } from '../features/dashboard/outlet';
import { useT } from '../i18n/useT';

/** /dashboard/notifications: the person's notifications at the outlet chosen (signed-in only: the route table's gate). */
function NotificationsContent() {
  const t = useT('alerts');
  const { user } = useSession();
  return (
    <div className="vendor-page notifications-page">
      <Seo title={t('page.title')} path={paths.notifications} noindex />
      <VendorPageHead user={user}>
        <VendorPageTitle title={t('page.title')} user={user}>
          <p className="m-0">{t('page.intro')}</p>
          <p className="mt-2 mb-0">
            <Link to={paths.alertSettings}>{t('settings.link')}</Link>
          </p>
        </VendorPageTitle>
      </VendorPageHead>
      <div className="container vendor-body">{user ? <NotificationsView user={user} /> : null}</div>
    </div>
  );
}

export default function NotificationsPage() {
  const { user } = useSession();
  return (
    <OutletScopeProvider user={user}>
      <NotificationsContent />
    </OutletScopeProvider>
  );
}
