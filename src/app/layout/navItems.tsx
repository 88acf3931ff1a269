import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuthTokens } from '../../features/auth/SessionProvider';
import { signOutVendor } from '../../features/auth/store';
import { paths, serviceLinks } from '../../config/paths';
import { site } from '../../config/site';
import { headerName, useSession } from '../../features/auth/useSession';
import { DisclosureMenu } from '../../components/ui/DisclosureMenu';
import { DownloadIcon, UserIcon } from '../../components/ui/icons';
import type { MessageId } from '../../i18n/catalogs';
import { useT } from '../../i18n/useT';

/** The Our Services menu's items in the page's language, by link target (config/paths.ts keeps their order). */
const serviceLabel: Record<(typeof serviceLinks)[number]['to'], MessageId<'common'>> = {
  [paths.collection]: 'nav.service.collection',
  [paths.biodiesel]: 'nav.service.biodiesel',
  [paths.compliance]: 'nav.service.compliance',
  [paths.esg]: 'nav.service.esg',
  [paths.household]: 'nav.service.household',
  [paths.franchise]: 'nav.service.franchise',
  [paths.calculator]: 'nav.service.calculator',
};

/** The header's About Us menu, with its sub-item News & Blogs. */
export function AboutMenu() {
  const t = useT('common');
  return (
    <DisclosureMenu label={t('nav.aboutUs')}>
      <NavLink to={paths.aboutUs} className="disclosure-item" end>
        {t('nav.aboutUs')}
      </NavLink>
      <NavLink to={paths.news} className="disclosure-item">
        {t('nav.newsAndBlogs')}
      </NavLink>
    </DisclosureMenu>
  );
}

export function ServicesMenu() {
  const t = useT('common');
  return (
    <DisclosureMenu label={t('nav.ourServices')}>
      <NavLink to={paths.services} className="disclosure-item" end>
        {t('nav.allServices')}
      </NavLink>
      {serviceLinks.map((link) => (
        <NavLink key={link.to} to={link.to} className="disclosure-item">
          {t(serviceLabel[link.to])}
        </NavLink>
      ))}
    </DisclosureMenu>
  );
}

export function AppMenu({ align = 'end' }: { align?: 'start' | 'end' }) {
  const t = useT('common');
  return (
    <DisclosureMenu
      label={
        <>
          <DownloadIcon size={16} /> {t('nav.downloadApp')}
        </>
      }
      ariaLabel={t('nav.downloadApp')}
      buttonClassName="btn btn-outline-brand btn-sm"
      align={align}
    >
      {site.apps.map((app) => (
        <a key={app.store} href={app.href} className="disclosure-item" target="_blank" rel="noopener noreferrer">
          {t('app.getItOn', { store: app.store })}
        </a>
      ))}
    </DisclosureMenu>
  );
}

export function BookNowButton({ className = 'btn btn-accent btn-sm' }: { className?: string }) {
  const t = useT('common');
  return (
    <Link to={paths.booking} className={className}>
      {t('action.bookNow')}
    </Link>
  );
}

/**
 * Vendor Login, or when signed in the name cut to 10 characters holding Dashboard and Logout.
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
    signOutVendor(tokens);
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
