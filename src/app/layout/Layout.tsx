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

/** Header, the page, footer and the floating parts shared by every page (spec section 2). */
export function Layout() {
  const location = useLocation();
  useScrollOnNavigate();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
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
