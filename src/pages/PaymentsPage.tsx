import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { useSession } from '../features/auth/useSession';
import { OutletScopeProvider } from '../features/dashboard/outlet';
import { PaymentsView } from '../features/payments/PaymentsView';
import { useT } from '../i18n/useT';
import { VendorPageHead, VendorPageTitle } from '../features/alerts/NotificationBell';

/** /dashboard/payments: what the vendor has been paid and what is still due (signed-in only: the route table's gate). */
function PaymentsContent() {
  const { user } = useSession();
  const t = useT('payments');
  return (
    <div className="vendor-page payments-page">
      <Seo title={t('page.title')} path={paths.payments} noindex />
      <VendorPageHead user={user} className="payments-screen-only">
        <VendorPageTitle title={t('page.title')} user={user}>
          <p className="payments-intro">{t('page.intro')}</p>
          <p className="payments-intro-link">
            <Link to={paths.records}>{t('page.registerLink')}</Link>
          </p>
        </VendorPageTitle>
      </VendorPageHead>
      <div className="container vendor-body">
        <PaymentsView user={user} />
      </div>
    </div>
  );
}

/** The page for the outlet chosen in the switcher (it offers "All outlets" to an owner; docs/contract.md section 5). */
export default function PaymentsPage() {
  const { user } = useSession();
  return (
    <OutletScopeProvider user={user} allowAll>
      <PaymentsContent />
    </OutletScopeProvider>
  );
}
