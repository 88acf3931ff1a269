import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/useSession';
import { useT } from '../../i18n/useT';

/**
 * Book Now: a link styled as a button to the home page's oil collection request form; a signed-in
 * vendor, who needs no registration, goes to the dashboard's request form instead. Only this link
 * renders again when the session becomes known after hydration.
 */
export function BookNowButton({ className = 'btn btn-accent btn-sm' }: { className?: string }) {
  const t = useT('common');
  const { user } = useSession();
  return (
    <Link to={user ? paths.requestCollection : paths.booking} className={className}>
      {t('action.bookNow')}
    </Link>
  );
}
