import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { useSession } from '../features/auth/useSession';
import { VendorPageHead, VendorPageTitle } from '../features/alerts/NotificationBell';
import { OutletScopeProvider } from '../features/dashboard/outlet';
import { DisputesView } from '../features/disputes';
import { useT } from '../i18n/useT';

/** /dashboard/disputes: the vendor's disputes of pickups and the company's answers (signed-in only: the route table's gate). */
function DisputesContent() {
  const t = useT('certificate');
  const { user } = useSession();
  return (
    <div className="vendor-page disputes-page">
      <Seo title={t('disputes.title')} path={paths.disputes} noindex />
      <VendorPageHead user={user}>
        <VendorPageTitle title={t('disputes.title')} user={user}>
          <p className="m-0">{t('disputes.intro')}</p>
          <p className="mt-2 mb-0">
            <Link to={paths.payments}>{t('disputes.paymentsLink')}</Link>
          </p>
        </VendorPageTitle>
      </VendorPageHead>
      <div className="container vendor-body">
        <DisputesView />
      </div>
    </div>
  );
}

/** The page for the outlet chosen in the switcher (an owner may choose "All outlets"; docs/contract.md section 5). */
export default function DisputesPage() {
  const { user } = useSession();
  return (
    <OutletScopeProvider user={user} allowAll>
      <DisputesContent />
    </OutletScopeProvider>
  );
}
