import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { DisclosureMenu } from '../../components/ui/DisclosureMenu';
import { useT } from '../../i18n/useT';

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
