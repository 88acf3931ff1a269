import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/useT';
import type { User } from '../../types/api';
import { outletForPage, OutletSwitcher } from '../dashboard';
import { useUnreadCount } from './unread';
import './alerts.scss';

/** A bell, drawn (no icon font): a stroke in the text's colour. */
function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The vendor area's bell (issue 34, item 5): a link to the inbox with the unread count of the outlet
 * the page acts for (as a page acting for one outlet chooses it: "All outlets" is not a place
 * notifications go). The count's place is kept from the first render, so nothing moves when it
 * arrives; a change of it is said to a screen reader.
 */
export function NotificationBell({ user }: { user: User | null }) {
  const t = useT('alerts');
  const [params] = useSearchParams();
  const outlet = outletForPage(user, params.get('outlet'), false);
  const unread = useUnreadCount(user?.id ?? null, outlet);
  const label = unread ? t('bell.labelUnread', { count: unread }) : t('bell.label');
  return (
    <div className="vendor-bell">
      <Link to={outlet === undefined ? paths.notifications : `${paths.notifications}?outlet=${outlet}`} className="vendor-bell-link" aria-label={label}>
        <BellIcon />
        <span className={unread ? 'vendor-bell-count' : 'vendor-bell-count is-empty'} aria-hidden="true">
          {unread ? (unread > 99 ? '99+' : unread) : ''}
        </span>
      </Link>
      <span className="visually-hidden" role="status" aria-live="polite">
        {unread === null ? '' : unread === 0 ? t('bell.statusNone') : t('bell.status', { count: unread })}
      </span>
    </div>
  );
}

/**
 * The head of every vendor page: its band, the bell in its corner, and what the page puts in it
 * (its crumbs, heading, outlet switcher, links). One place, so no vendor page goes without the bell.
 */
export function VendorPageHead({ user, className, children }: { user: User | null; className?: string; children: React.ReactNode }) {
  return (
    <header className={className ? `vendor-head ${className}` : 'vendor-head'}>
      <div className="container vendor-head-inner">
        <NotificationBell user={user} />
        {children}
      </div>
    </header>
  );
}

export interface VendorPageTitleProps {
  title: string;
  user: User | null;
  /** The page acts for an outlet the person picks (not the outlets page, which lists them all). */
  switcher?: boolean;
  /** The page's own words under its heading: an introduction, links. */
  children?: React.ReactNode;
}

/** The usual top of a vendor page, inside its head: the way back to the dashboard, the heading, the firm, the outlet switcher, then the page's own words. */
export function VendorPageTitle({ title, user, switcher = true, children }: VendorPageTitleProps) {
  const vendorT = useT('vendor');
  return (
    <div>
      <p className="eyebrow">
        <Link to={paths.dashboard}>{vendorT('dashboard.title')}</Link> / {title}
      </p>
      <h1>{title}</h1>
      {user?.firm_name ? <p className="vendor-firm">{user.firm_name}</p> : null}
      {switcher ? <OutletSwitcher /> : null}
      {children}
    </div>
  );
}
