import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuthTokens } from '../../features/auth/SessionProvider';
import { paths } from '../../config/paths';
import { headerName, useSession } from '../../features/auth/useSession';
import { DisclosureMenu } from '../../components/ui/DisclosureMenu';
import { UserIcon } from '../../components/ui/icons';
import { useT } from '../../i18n/useT';

/**
 * Vendor Login, or when signed in the name cut to 10 characters holding Dashboard, the disposal
 * register, the green points cart and Logout.
 * The session is read here, not in the header: it becomes known once the page has hydrated, and
 * only this menu should render again then, not the whole header.
 */
export function AccountMenu({ align = 'end' }: { align?: 'start' | 'end' }) {
  const t = useT('common');
  const session = useSession();
  const tokens = useAuthTokens();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Logout returns home first and ends the session once home is shown: ended at once, the gated
  // page the vendor is on would send them to /login before the navigation home arrived.
  const [signingOut, setSigningOut] = useState(false);
  useEffect(() => {
    if (!signingOut || pathname !== paths.home) return;
    setSigningOut(false);
    // Signed in, the store's code is already here (src/boot.tsx or the sign-in loaded it).
    if (tokens) void import('../../features/auth/store').then(({ signOutVendor }) => signOutVendor(tokens));
  }, [signingOut, pathname, tokens]);
  if (!session.user) {
    return (
      <Link to={paths.login} className="btn btn-brand btn-sm">
        {t('nav.vendorLogin')}
      </Link>
    );
  }
  return (
    <DisclosureMenu
      label={
        <>
          <UserIcon size={16} /> {headerName(session.user.name)}
        </>
      }
      ariaLabel={t('nav.account', { name: session.user.name })}
      buttonClassName="btn btn-brand btn-sm"
      align={align}
    >
      <Link to={paths.dashboard} className="disclosure-item">
        {t('nav.dashboard')}
      </Link>
      <Link to={paths.records} className="disclosure-item">
        {t('nav.records')}
      </Link>
      <Link to={paths.cart} className="disclosure-item">
        {t('nav.cart')}
      </Link>
      <button
        type="button"
        className="disclosure-item"
        onClick={() => {
          setSigningOut(true);
          navigate(paths.home);
        }}
      >
        {t('nav.logout')}
      </button>
    </DisclosureMenu>
  );
}
