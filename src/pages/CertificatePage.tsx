import { Link, useParams } from 'react-router-dom';
import { paths } from '../config/paths';
import { receiptFromPath } from '../lib/receiptFromPath';
import { Seo } from '../components/seo/Seo';
import { useSession } from '../features/auth/useSession';
import { OutletScopeProvider } from '../features/dashboard/outlet';
import { OutletSwitcher } from '../features/dashboard/OutletSwitcher';
import { CertificateView } from '../features/records/certificate/CertificateView';
import { useT } from '../i18n/useT';
import { VendorPageHead } from '../features/alerts/NotificationBell';

/** /dashboard/records/{receipt_no}: one pickup's certificate of collection (signed-in only: the route table's gate). */
function CertificateContent() {
  const t = useT('certificate');
  const { user } = useSession();
  const receiptNo = receiptFromPath(useParams()['*'] ?? '');
  return (
    <div className="vendor-page certificate-page">
      <Seo title={t('cert.open', { receipt: receiptNo })} path={paths.certificate(receiptNo)} noindex />
      <VendorPageHead user={user}>
        <p className="eyebrow">
          <Link to={paths.records}>{t('cert.eyebrow')}</Link> / {receiptNo}
        </p>
        <OutletSwitcher />
      </VendorPageHead>
      <div className="container vendor-body">
        <CertificateView receiptNo={receiptNo} user={user} />
      </div>
    </div>
  );
}

/** The page for the outlet chosen in the switcher (it acts for one outlet; docs/contract.md section 5). */
export default function CertificatePage() {
  const { user } = useSession();
  return (
    <OutletScopeProvider user={user}>
      <CertificateContent />
    </OutletScopeProvider>
  );
}
