import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { useSession } from '../features/auth/useSession';
import { VendorPageHead } from '../features/alerts/NotificationBell';
import { OutletScopeProvider, useSingleOutlet } from '../features/dashboard/outlet';
import { OutletSwitcher } from '../features/dashboard/OutletSwitcher';
import { DeclarationView } from '../features/declaration';
import { useT } from '../i18n/useT';

/** /dashboard/declaration: the outlet's ISCC self-declaration (signed-in only: the route table's gate). */
function DeclarationContent() {
  const t = useT('declaration');
  const vendorT = useT('vendor');
  const { user } = useSession();
  const outlet = useSingleOutlet();
  return (
    <div className="vendor-page declaration-page">
      <Seo title={t('page.title')} path={paths.declaration} noindex />
      <VendorPageHead user={user}>
        <div>
          <p className="eyebrow">
            <Link to={paths.dashboard}>{vendorT('dashboard.title')}</Link> / {t('page.title')}
          </p>
          <h1>{t('page.title')}</h1>
          {user?.firm_name ? <p className="vendor-firm">{user.firm_name}</p> : null}
          <OutletSwitcher />
          <p className="m-0">{t('page.intro')}</p>
        </div>
      </VendorPageHead>
      {/* Keyed by the outlet: another outlet's declaration and form start afresh. */}
      <div className="container vendor-body">{user ? <DeclarationView key={outlet ?? 'own'} user={user} /> : null}</div>
    </div>
  );
}

/** The page for the outlet chosen in the switcher: a declaration is one outlet's (docs/contract.md section 5). */
export default function DeclarationPage() {
  const { user } = useSession();
  return (
    <OutletScopeProvider user={user}>
      <DeclarationContent />
    </OutletScopeProvider>
  );
}
