import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useSignOut } from '../../features/auth/kit';
import { paths, serviceLinks } from '../../config/paths';
import { site } from '../../config/site';
import { headerName, type Session } from '../../features/auth/useSession';
import { DisclosureMenu } from '../../components/ui/DisclosureMenu';
import { DownloadIcon, UserIcon } from '../../components/ui/icons';

/** About Us with its sub-item News & Blogs (spec section 2, Header). */
export function AboutMenu() {
  return (
    <DisclosureMenu label="About Us">
      <NavLink to={paths.aboutUs} className="disclosure-item" end>
        About Us
      </NavLink>
      <NavLink to={paths.news} className="disclosure-item">
        News &amp; Blogs
      </NavLink>
    </DisclosureMenu>
  );
}

export function ServicesMenu() {
  return (
    <DisclosureMenu label="Our Services">
      <NavLink to={paths.services} className="disclosure-item" end>
        All services
      </NavLink>
      {serviceLinks.map((link) => (
        <NavLink key={link.to} to={link.to} className="disclosure-item">
          {link.label}
        </NavLink>
      ))}
    </DisclosureMenu>
  );
}

export function AppMenu({ align = 'end' }: { align?: 'start' | 'end' }) {
  return (
    <DisclosureMenu
      label={
        <>
          <DownloadIcon size={16} /> Download Our App
        </>
      }
      ariaLabel="Download Our App"
      buttonClassName="btn btn-outline-brand btn-sm"
      align={align}
    >
      {site.apps.map((app) => (
        <a key={app.store} href={app.href} className="disclosure-item" target="_blank" rel="noopener noreferrer">
          Get it on {app.store}
        </a>
      ))}
    </DisclosureMenu>
  );
}

export function BookNowButton({ className = 'btn btn-accent btn-sm' }: { className?: string }) {
  return (
    <Link to={paths.booking} className={className}>
      Book Now
    </Link>
  );
}

/** Vendor Login, or when signed in the name cut to 10 characters holding Dashboard and Logout. */
export function AccountMenu({ session, align = 'end' }: { session: Session; align?: 'start' | 'end' }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!session.user) {
    return (
      <Link to={paths.login} className="btn btn-brand btn-sm">
        Vendor Login
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
      ariaLabel={`Account: ${session.user.name}`}
      buttonClassName="btn btn-brand btn-sm"
      align={align}
    >
      <Link to={paths.dashboard} className="disclosure-item">
        Dashboard
      </Link>
      <Link to={paths.records} className="disclosure-item">
        Disposal register
      </Link>
      <button
        type="button"
        className="disclosure-item"
        onClick={() => {
          signOut();
          navigate(paths.home);
        }}
      >
        Logout
      </button>
    </DisclosureMenu>
  );
}
