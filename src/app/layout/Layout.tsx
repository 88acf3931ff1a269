import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../../components/ui/PageLoading';
import { AppReady } from './AppReady';
import { PageErrorBoundary } from './PageErrorBoundary';
import { useScrollOnNavigate } from './useScrollOnNavigate';
import { DemoNotice } from './DemoNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTopButton } from './ScrollToTopButton';
import { useT } from '../../i18n/useT';

/**
 * Header, the page, footer and the floating parts shared by every page. The
 * common messages are loaded before the app first renders (src/boot.tsx), so the shell hydrates
 * with the root, as one piece with no boundary of its own, and the page's Suspense below it.
 */
export function Layout() {
  const location = useLocation();
  const t = useT('common');
  useScrollOnNavigate();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <DemoNotice />
      <Header />
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <AppReady />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <ScrollToTopButton />
    </>
  );
}
