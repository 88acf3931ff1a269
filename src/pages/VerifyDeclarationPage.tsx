import { useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { DeclarationCheckView } from '../features/declaration/DeclarationCheck';
import { useT } from '../i18n/useT';

/**
 * /verify-declaration/{id}?code=…: public, never indexed, never prerendered (each declaration is
 * its own address), beside the certificate's /verify.
 */
export default function VerifyDeclarationPage() {
  const t = useT('declaration');
  const id = useParams().id ?? '';
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  return (
    <div className="vendor-page verify-page">
      <Seo title={t('check.title')} description={t('check.description')} path={`${paths.verifyDeclaration}/${encodeURIComponent(id)}`} noindex />
      <div className="vendor-head">
        <div className="container vendor-head-inner">
          <div>
            <p className="eyebrow">{t('check.eyebrow')}</p>
            <h1>{t('check.title')}</h1>
          </div>
        </div>
      </div>
      <div className="container vendor-body">
        <DeclarationCheckView id={id} code={code} />
      </div>
    </div>
  );
}
