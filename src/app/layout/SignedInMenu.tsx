import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuthTokens } from '../../features/auth/SessionProvider';
import { paths } from '../../config/paths';
import { headerName } from '../../features/auth/useSession';
import { DisclosureMenu } from '../../components/ui/DisclosureMenu';
import { UserIcon } from '../../components/ui/icons';
import { useT } from '../../i18n/useT';

/**
 * A signed-in vendor's menu in the header: the name cut to 10 characters, holding Dashboard, the
 * disposal register, the recurring pickup, payments, the impact certificate, the ISCC self-declaration, the green points cart,
 * for the owner of several outlets their outlets and people (`outlets`), and Logout. Part of the session's chunk (vite.config.ts),
 * which only a signed-in vendor's page loads (AccountMenu renders it).
 */
export default function SignedInMenu({ name, align, outlets = false }: { name: string; align: 'start' | 'end'; outlets?: boolean }) {
  // Its own small catalogue: a visitor who never signs in downloads none of these words.
  const t = useT('account');
  const tokens = useAuthTokens();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Logout returns home first and ends the session once home is shown: ended at once, the gated
  // page the vendor is on would send them to /login before the navigation home arrived.
  const [signingOut, setSigningOut] = useState(false);
  useEffect(() => {
    if (!signingOut || pathname !== paths.home) return;
    setSigningOut(false);
    if (!tokens) return;
    // This device stops showing their notifications: the server is told with the session's token,
    // read before it goes. Imported here, in the session's chunk, not by the shell's store.
    const token = tokens.value.auth?.token ?? null;
    void import('../../features/alerts')
      .then(({ forgetDevicePush }) => forgetDevicePush(token))
      .catch(() => undefined);
    // Signed in, the store's code is already here (src/boot.tsx or the sign-in loaded it).
    void import('../../features/auth/store').then(({ signOutVendor }) => signOutVendor(tokens));
  }, [signingOut, pathname, tokens]);
  return (
    <DisclosureMenu
      label={
        <>
          <UserIcon size={16} /> {headerName(name)}
        </>
      }
      ariaLabel={t('menu.account', { name })}
      buttonClassName="btn btn-brand btn-sm"
      align={align}
    >
      <Link to={paths.dashboard} className="disclosure-item">
        {t('menu.dashboard')}
      </Link>
      <Link to={paths.records} className="disclosure-item">
        {t('menu.records')}
      </Link>
      <Link to={paths.schedule} className="disclosure-item">
        {t('menu.schedule')}
      </Link>
      <Link to={paths.payments} className="disclosure-item">
        {t('menu.payments')}
      </Link>
      <Link to={paths.disputes} className="disclosure-item">
        {t('menu.disputes')}
      </Link>
      <Link to={paths.impactCertificate} className="disclosure-item">
        {t('menu.impact')}
      </Link>
      <Link to={paths.declaration} className="disclosure-item">
        {t('menu.declaration')}
      </Link>
      <Link to={paths.auditPack} className="disclosure-item">
        {t('menu.auditPack')}
      </Link>
      <Link to={paths.cart} className="disclosure-item">
        {t('menu.cart')}
      </Link>
      {outlets ? (
        <Link to={paths.outlets} className="disclosure-item">
          {t('menu.outlets')}
        </Link>
      ) : null}
      <button
        type="button"
        className="disclosure-item"
        onClick={() => {
          setSigningOut(true);
          navigate(paths.home);
        }}
      >
        {t('menu.logout')}
      </button>
    </DisclosureMenu>
  );
}
