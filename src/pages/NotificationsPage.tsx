import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { useSession } from '../features/auth/useSession';
import { VendorPageHead } from '../features/alerts/NotificationBell';
import { NotificationsView } from '../features/alerts/NotificationsView';
import { OutletScopeProvider } from '../features/dashboard/outlet';
import { OutletSwitcher } from '../features/dashboard/OutletSwitcher';
import { useT } from '../i18n/useT';

/** /dashboard/notifications: the person's notifications at the outlet chosen (signed-in only: the route table's gate). */
function NotificationsContent() {
  const t = useT('alerts');
  const vendorT = useT('vendor');
  const { user } = useSession();
  return (
    <div className="vendor-page notifications-page">
      <Seo title={t('page.title')} path={paths.notifications} noindex />
      <VendorPageHead user={user}>
        <div>
          <p className="eyebrow">
            <Link to={paths.dashboard}>{vendorT('dashboard.title')}</Link> / {t('page.title')}
          </p>
          <h1>{t('page.title')}</h1>
          {user?.firm_name ? <p className="vendor-firm">{user.firm_name}</p> : null}
          <OutletSwitcher />
          <p className="m-0">{t('page.intro')}</p>
          <p className="mt-2 mb-0">
            <Link to={paths.alertSettings}>{t('settings.link')}</Link>
          </p>
        </div>
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
