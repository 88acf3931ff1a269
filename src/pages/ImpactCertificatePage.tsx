import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { useSession } from '../features/auth/useSession';
import { OutletScopeProvider } from '../features/dashboard/outlet';
import { OutletSwitcher } from '../features/dashboard/OutletSwitcher';
import { ImpactCertificateView } from '../features/impact/ImpactCertificateView';
import { useT } from '../i18n/useT';
import { VendorPageHead } from '../features/alerts/NotificationBell';

/** /dashboard/impact: the vendor's impact certificate for a financial year (signed-in only: the route table's gate). */
function ImpactCertificateContent() {
  const { user } = useSession();
  const t = useT('impact');
  return (
    <div className="vendor-page impact-page">
      <Seo title={t('page.title')} path={paths.impactCertificate} noindex />
      <VendorPageHead user={user} className="impact-screen-only">
        <div>
          <p className="eyebrow">
            <Link to={paths.dashboard}>{t('page.dashboard')}</Link> / {t('page.title')}
          </p>
          <h1>{t('page.title')}</h1>
          {user?.firm_name ? <p className="vendor-firm">{user.firm_name}</p> : null}
          <OutletSwitcher />
          <p className="impact-intro">{t('page.intro')}</p>
        </div>
      </VendorPageHead>
      <div className="container vendor-body">
        <ImpactCertificateView user={user} />
      </div>
    </div>
  );
}

/** The page for the outlet chosen in the switcher (it offers "All outlets" to an owner; docs/contract.md section 5). */
export default function ImpactCertificatePage() {
  const { user } = useSession();
  return (
    <OutletScopeProvider user={user} allowAll>
      <ImpactCertificateContent />
    </OutletScopeProvider>
  );
}
