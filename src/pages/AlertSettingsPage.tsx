import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { useSession } from '../features/auth/useSession';
import { AlertSettingsView } from '../features/alerts/AlertSettingsView';
import { VendorPageHead } from '../features/alerts/NotificationBell';
import { OutletScopeProvider } from '../features/dashboard/outlet';
import { OutletSwitcher } from '../features/dashboard/OutletSwitcher';
import { useT } from '../i18n/useT';

/** /dashboard/alerts: what the person is told, where and when (signed-in only: the route table's gate). */
function AlertSettingsContent() {
  const t = useT('alerts');
  const vendorT = useT('vendor');
  const { user } = useSession();
  return (
    <div className="vendor-page alert-settings-page">
      <Seo title={t('settings.title')} path={paths.alertSettings} noindex />
      <VendorPageHead user={user}>
        <div>
          <p className="eyebrow">
            <Link to={paths.dashboard}>{vendorT('dashboard.title')}</Link> / <Link to={paths.notifications}>{t('page.title')}</Link> / {t('settings.title')}
          </p>
          <h1>{t('settings.title')}</h1>
          {user?.firm_name ? <p className="vendor-firm">{user.firm_name}</p> : null}
          <OutletSwitcher />
          <p className="m-0">{t('settings.intro')}</p>
        </div>
      </VendorPageHead>
      <div className="container vendor-body">
        <AlertSettingsView />
      </div>
    </div>
  );
}

export default function AlertSettingsPage() {
  const { user } = useSession();
  return (
    <OutletScopeProvider user={user}>
      <AlertSettingsContent />
    </OutletScopeProvider>
  );
}
