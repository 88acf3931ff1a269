import { Seo } from '../components/seo/Seo';
import { paths } from '../config/paths';
import { useSession } from '../features/auth/useSession';
import { VendorPageHead, VendorPageTitle } from '../features/alerts/NotificationBell';
import { AuditPackView } from '../features/auditPack/AuditPackView';
import { OutletScopeProvider } from '../features/dashboard/outlet';
import { useT } from '../i18n/useT';

/** /dashboard/audit-pack: a financial year's records as one document for an auditor (signed-in only: the route table's gate). */
function AuditPackContent() {
  const t = useT('certificate');
  const { user } = useSession();
  return (
    <div className="vendor-page audit-pack-page">
      <Seo title={t('pack.pageTitle')} path={paths.auditPack} noindex />
      <VendorPageHead user={user} className="audit-pack-screen-only">
        <VendorPageTitle title={t('pack.pageTitle')} user={user}>
          <p className="m-0">{t('pack.intro')}</p>
        </VendorPageTitle>
      </VendorPageHead>
      <div className="container vendor-body">
        <AuditPackView user={user} />
      </div>
    </div>
  );
}

/** The page for the outlet chosen in the switcher; an owner may choose "All outlets" for the organisation's pack. */
export default function AuditPackPage() {
  const { user } = useSession();
  return (
    <OutletScopeProvider user={user} allowAll>
      <AuditPackContent />
    </OutletScopeProvider>
  );
}
