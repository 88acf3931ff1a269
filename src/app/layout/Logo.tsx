import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';

export function Logo({ inverse = false }: { inverse?: boolean }) {
  const t = useT('common');
  return (
    <Link to={paths.home} className={`logo${inverse ? ' logo-inverse' : ''}`} aria-label={t('logo.label', { name: site.name })}>
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="#14532d" />
        <path d="M32 12c-9 12-14 20-14 27a14 14 0 0 0 28 0c0-7-5-15-14-27z" fill="#f59e0b" />
        <path d="M27 40c2 5 8 6 11 2" stroke="#fef3c7" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
      <span className="logo-text">
        Green<span>Drop</span>
      </span>
    </Link>
  );
}
