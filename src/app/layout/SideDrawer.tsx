import { useEffect, useRef } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { AboutMenu } from './AboutMenu';
import { AccountMenu } from './AccountMenu';
import { AppMenu } from './AppMenu';
import { BookNowButton } from './BookNowButton';
import { ServicesMenu } from './ServicesMenu';
import '../../styles/overlay.scss';
import { useT } from '../../i18n/useT';

export interface SideDrawerProps {
  show: boolean;
  onHide: () => void;
}

/** Below 1400 px wide the menu items live in this side drawer, opened by More Items. */
export default function SideDrawer({ show, onHide }: SideDrawerProps) {
  const t = useT('common');
  const location = useLocation();
  const shownAt = useRef(location.key);
  // Following a link in the drawer closes it.
  useEffect(() => {
    if (location.key !== shownAt.current) {
      shownAt.current = location.key;
      onHide();
    }
  }, [location.key, onHide]);

  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="drawer-title" className="side-drawer">
      <Offcanvas.Header closeButton closeLabel={t('nav.closeMenu')}>
        <Offcanvas.Title id="drawer-title" as="h2" className="visually-hidden">
          {t('nav.moreItems')}
        </Offcanvas.Title>
        <Logo />
      </Offcanvas.Header>
      <Offcanvas.Body>
        <nav aria-label={t('nav.moreItems')} className="drawer-nav">
          <AboutMenu />
          <ServicesMenu />
          <NavLink to={paths.contact} className="nav-link-button">
            {t('nav.contactUs')}
          </NavLink>
          <div className="drawer-actions">
            <BookNowButton className="btn btn-accent" />
            <LanguageSwitch className="btn btn-outline-brand" />
            <AccountMenu align="start" />
            <AppMenu align="start" />
          </div>
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
