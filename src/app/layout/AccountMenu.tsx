import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { headerName, useSession } from '../../features/auth/useSession';
import { UserIcon } from '../../components/ui/icons';
import { useT } from '../../i18n/useT';
import { lazyModule } from '../../lib/lazyModule';

/**
 * A signed-out visitor's page carries none of the signed-in menu's code: a chunk of its own (so that
 * it can fail, and be retried, on its own), which a page with a session cookie starts loading beside
 * the session store (src/boot.tsx).
 */
export const signedInMenu = lazyModule<{ name: string; align: 'start' | 'end'; outlets?: boolean }>('SignedInMenu', () => import('./SignedInMenu'));
const SignedInMenu = signedInMenu.Component;

/**
 * Vendor Login, or when signed in the name cut to 10 characters holding Dashboard, the pages of the
 * vendor area and Logout (SignedInMenu).
 * The session is read here, not in the header: it becomes known once the page has hydrated, and
 * only this menu should render again then, not the whole header.
 */
export function AccountMenu({ align = 'end' }: { align?: 'start' | 'end' }) {
  const t = useT('common');
  const session = useSession();
  if (!session.user) {
    return (
      <Link to={paths.login} className="btn btn-brand btn-sm">
        {t('nav.vendorLogin')}
      </Link>
    );
  }
  // Until its code is here (a moment at most), the menu's button as it will look, not yet pressable.
  const fallback = (
    <button type="button" className="btn btn-brand btn-sm" aria-label={t('nav.account', { name: session.user.name })} disabled>
      <UserIcon size={16} /> {headerName(session.user.name)}
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <SignedInMenu name={session.user.name} align={align} outlets={session.user.role === 'owner' && (session.user.outlet_ids?.length ?? 0) > 1} />
    </Suspense>
  );
}
