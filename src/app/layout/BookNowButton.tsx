import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/useT';

/** Book Now: a link styled as a button to the home page's oil collection request form. */
export function BookNowButton({ className = 'btn btn-accent btn-sm' }: { className?: string }) {
  const t = useT('common');
  return (
    <Link to={paths.booking} className={className}>
      {t('action.bookNow')}
    </Link>
  );
}
