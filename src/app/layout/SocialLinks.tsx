import { site } from '../../config/site';
import { SocialIcon } from '../../components/ui/icons';
import { useT } from '../../i18n/useT';

/** The site's social network profiles as icon links, each opening in a new tab (top bar and footer). */
export function SocialLinks() {
  const t = useT('common');
  return (
    <ul className="social-links">
      {site.social.map((link) => (
        <li key={link.name}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={t('social.link', { brand: site.shortName, network: link.name })}>
            <SocialIcon name={link.name} size={16} />
          </a>
        </li>
      ))}
    </ul>
  );
}
