import { NavLink } from 'react-router-dom';
import { paths, serviceLinks } from '../../config/paths';
import { DisclosureMenu } from '../../components/ui/DisclosureMenu';
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
          {t(serviceLabel[link.to])}
        </NavLink>
      ))}
    </DisclosureMenu>
  );
}
