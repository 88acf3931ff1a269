import { Link, useParams } from 'react-router-dom';
import { paths } from '../config/paths';
import { receiptFromPath } from '../lib/receiptFromPath';
import { Seo } from '../components/seo/Seo';
import { useSession } from '../features/auth/useSession';
import { CertificateView } from '../features/records/certificate/CertificateView';
import { useT } from '../i18n/useT';

/** /dashboard/records/{receipt_no}: one pickup's certificate of collection (signed-in only: the route table's gate). */
export default function CertificatePage() {
  const t = useT('certificate');
  const { user } = useSession();
  const receiptNo = receiptFromPath(useParams()['*'] ?? '');
  return (
    <div className="vendor-page certificate-page">
      <Seo title={t('cert.open', { receipt: receiptNo })} path={paths.certificate(receiptNo)} noindex />
      <header className="vendor-head">
        <div className="container vendor-head-inner">
          <p className="eyebrow">
            <Link to={paths.records}>{t('cert.eyebrow')}</Link> / {receiptNo}
          </p>
        </div>
      </header>
      <div className="container vendor-body">
        <CertificateView receiptNo={receiptNo} user={user} />
      </div>
    </div>
  );
}
