import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../config/paths';
import { receiptFromPath } from '../lib/receiptFromPath';
import { Seo } from '../components/seo/Seo';
import { VerifyView, type CertificateQuery } from '../features/verification';
import { useT } from '../i18n/useT';

/**
 * /verify and /verify/{receipt_no}?code=…: public, never indexed, never prerendered (each receipt
 * is its own address). The receipt number's slashes are path segments.
 */
export default function VerifyPage() {
  const t = useT('certificate');
  const splat = useParams()['*'] ?? '';
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query: CertificateQuery = { receiptNo: receiptFromPath(splat), code: search.get('code') ?? '' };

  return (
    <div className="vendor-page verify-page">
      <Seo title={t('verify.title')} description={t('verify.description')} path={paths.verifyForm} noindex />
      <div className="vendor-head">
        <div className="container vendor-head-inner">
          <div>
            <p className="eyebrow">{t('verify.eyebrow')}</p>
            <h1>{t('verify.title')}</h1>
            <p className="verify-intro">{t('verify.intro')}</p>
          </div>
        </div>
      </div>
      <div className="container vendor-body">
        <VerifyView query={query} onCheck={(checked) => navigate(paths.verify(checked.receiptNo, checked.code))} />
      </div>
    </div>
  );
}
