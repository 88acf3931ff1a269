import { Suspense, useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MenuIcon } from '../../components/ui/icons';
import { Logo } from './Logo';
import { AboutMenu } from './AboutMenu';
import { AccountMenu } from './AccountMenu';
import { AppMenu } from './AppMenu';
import { BookNowButton } from './BookNowButton';
import { ServicesMenu } from './ServicesMenu';
import { TopBar } from './TopBar';
import { useT } from '../../i18n/useT';
import { lazyModule } from '../../lib/lazyModule';
import type { SideDrawerProps } from './SideDrawer';

// The drawer (react-bootstrap Offcanvas) downloads on first use, off every page's critical path.
const SideDrawer = lazyModule<SideDrawerProps>('SideDrawer', () => import('./SideDrawer')).Component;

/**
 * Once the page scrolls, only the main bar stays at the top: the top bar scrolls away above it
 * (the header sticks at minus the top bar's height, kept in `--topbar-height` on the header). The
 * height is measured after hydration and whenever the top bar changes size, written on the element
 * itself: no render, and nothing moves at load (until it is known, the whole header sticks).
 */
function useTopBarScrollsAway() {
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = headerRef.current;
    const topBar = header?.querySelector<HTMLElement>('.topbar');
    if (!header || !topBar) return;
    const measure = () => header.style.setProperty('--topbar-height', `${topBar.offsetHeight}px`);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(topBar);
    return () => observer.disconnect();
  }, []);
  return headerRef;
}

/**
 * The site header. From 1400 px wide the whole menu shows; below it, a More Items button
 * opens the side drawer. The switch is CSS only, so prerendered HTML is right before any script.
 */
export function Header() {
  const t = useT('common');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const headerRef = useTopBarScrollsAway();

  return (
    <header className="site-header" ref={headerRef}>
      <TopBar />
      <nav className="mainnav" aria-label={t('nav.main')}>
        <div className="container mainnav-inner">
          <Logo />
          <div className="nav-desktop">
            <AboutMenu />
            <ServicesMenu />
            <NavLink to={paths.contact} className="nav-link-button">
              {t('nav.contactUs')}
            </NavLink>
          </div>
          <div className="nav-actions">
            <BookNowButton />
            <div className="nav-desktop">
              <AccountMenu />
              <AppMenu />
            </div>
            <button
              type="button"
              className="btn btn-outline-brand btn-sm nav-compact"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onPointerEnter={() => setDrawerWanted(true)}
              onFocus={() => setDrawerWanted(true)}
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
            >
              <MenuIcon size={16} /> {t('nav.moreItems')}
            </button>
          </div>
        </div>
      </nav>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <SideDrawer show={drawerOpen} onHide={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
