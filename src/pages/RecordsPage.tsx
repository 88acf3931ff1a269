import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { useSession } from '../features/auth/useSession';
import { OutletScopeProvider } from '../features/dashboard/outlet';
import { OutletSwitcher } from '../features/dashboard/OutletSwitcher';
import { useRecordsCopy } from '../features/records/copy';
import { RecordsView } from '../features/records/RecordsView';
import { useT } from '../i18n/useT';
import { VendorPageHead } from '../features/alerts/NotificationBell';

/** /dashboard/records: the vendor's used-oil disposal register (signed-in only: the route table's gate). */
function RecordsContent() {
  const { user } = useSession();
  const recordsCopy = useRecordsCopy();
  const t = useT('vendor');
  return (
    <div className="vendor-page records-page">
      <Seo title={recordsCopy.pageTitle} path={paths.records} noindex />
      <VendorPageHead user={user} className="records-screen-only">
        <div>
          <p className="eyebrow">
            <Link to={paths.dashboard}>{recordsCopy.eyebrowDashboard}</Link> / {recordsCopy.pageTitle}
          </p>
          <h1>{recordsCopy.pageTitle}</h1>
          {user?.firm_name ? <p className="vendor-firm">{user.firm_name}</p> : null}
          <OutletSwitcher />
          <p className="records-intro">{recordsCopy.intro}</p>
          <p className="records-intro">
            <Link to={paths.payments}>{t('records.paymentsLink')}</Link>
          </p>
        </div>
      </VendorPageHead>
      <div className="container vendor-body">
        <RecordsView user={user} />
      </div>
    </div>
  );
}

/** The page for the outlet chosen in the switcher (it offers "All outlets" to an owner; docs/contract.md section 5). */
export default function RecordsPage() {
  const { user } = useSession();
  return (
    <OutletScopeProvider user={user} allowAll>
      <RecordsContent />
    </OutletScopeProvider>
  );
}
