import { NavLink } from 'react-router-dom';
import { paths, serviceLinks } from '../../config/paths';
import { DisclosureMenu } from '../../components/ui/DisclosureMenu';
import { useT } from '../../i18n/useT';

/** The header's Our Services menu: all services first, then each service's own page. */
export function ServicesMenu() {
  const t = useT('common');
  return (
    <DisclosureMenu label={t('nav.ourServices')}>
      <NavLink to={paths.services} className="disclosure-item" end>
        {t('nav.allServices')}
      </NavLink>
      {serviceLinks.map((link) => (
        <NavLink key={link.to} to={link.to} className="disclosure-item">
          {t(link.labelId)}
        </NavLink>
      ))}
    </DisclosureMenu>
  );
}
