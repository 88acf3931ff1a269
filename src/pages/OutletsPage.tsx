import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { useSession } from '../features/auth/useSession';
import { OutletsView } from '../features/outlets';
import { useT } from '../i18n/useT';
import { VendorPageHead } from '../features/alerts/NotificationBell';

/** /dashboard/outlets: a restaurant group's outlets and who may act for each (signed-in only: the route table's gate). */
export default function OutletsPage() {
  const t = useT('outlets');
  const { user } = useSession();
  return (
    <div className="vendor-page outlets-page">
      <Seo title={t('page.title')} path={paths.outlets} noindex />
      <VendorPageHead user={user}>
        <div>
          <p className="eyebrow">
            <Link to={paths.dashboard}>{t('page.eyebrowDashboard')}</Link> / {t('page.title')}
          </p>
          <h1>{t('page.title')}</h1>
          {user?.organisation?.name || user?.firm_name ? <p className="vendor-firm">{user.organisation?.name ?? user.firm_name}</p> : null}
          <p className="outlets-intro">{t('page.intro')}</p>
        </div>
      </VendorPageHead>
      <div className="container vendor-body">{user ? <OutletsView user={user} /> : null}</div>
    </div>
  );
}
