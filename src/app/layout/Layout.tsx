import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../../components/ui/PageLoading';
import { AppReady } from './AppReady';
import { PageErrorBoundary } from './PageErrorBoundary';
import { useScrollOnNavigate } from './useScrollOnNavigate';
import { Header } from './Header';
import { useT } from '../../i18n/useT';
import { preloadPageCatalog } from '../../i18n/catalogs';
import { LoadedLater } from '../../i18n/LoadedLater';
import { apiMocking } from '../../config/env';
import { lazyModule } from '../../lib/lazyModule';
import { releaseDeferredParts, useHasScrolled, whenNearViewport } from '../../lib/useNearViewport';
import { noteNavigation, useDeviceStatus } from '../../lib/deviceStatus';

/**
 * The demo notice exists only while the mock API runs: a build without it (apiMocking is a
 * build-time constant) ships none of its code, and a mock build loads it beside the page. It
 * renders nothing until the mock API has started, so the prerendered HTML holds only its empty boundary.
 */
const DemoNotice = apiMocking ? lazyModule<object>('DemoNotice', () => import('./DemoNotice').then(({ DemoNotice: notice }) => ({ default: notice }))).Component : null;

/**
 * The scroll-to-top button shows only once the page has scrolled: it is not in the prerendered
 * page, and its code arrives at the first scroll.
 */
const ScrollToTopButton = lazyModule<object>('ScrollToTopButton', () => import('./ScrollToTopButton').then(({ ScrollToTopButton: button }) => ({ default: button })), {
  failureClassName: 'part-load-failed-floating',
}).Component;

/**
 * The footer is below every page's first screen: prerendered with the page, its code and messages
 * arrive (and it hydrates) as the visitor comes near it, at once on a page the app renders itself,
 * so no page's first load carries them. A link pressed before then works as a plain link (the
 * prerendered page it names loads as a new document; lib/earlyInteraction keeps React out of it).
 */
const SITE_FOOTER = 'site-footer';
const Footer = lazyModule<{ part: string }>(
  'Footer',
  () => Promise.all([import('./Footer'), preloadPageCatalog('footer')]).then(([{ Footer: footer }]) => ({ default: footer })),
  { when: () => whenNearViewport(SITE_FOOTER) },
).Component;

/** Offline, and a new release ready: its code and words load only when there is something to say (lib/deviceStatus). */
const DeviceNotices = lazyModule<object>('DeviceNotices', () =>
  Promise.all([import('./DeviceNotices'), preloadPageCatalog('device')]).then(([{ DeviceNotices: notices }]) => ({ default: notices })),
).Component;

function DeviceNoticesWhenNeeded() {
  const { offline, update, reads } = useDeviceStatus();
  const { key } = useLocation();
  // Before the page's own effects start its calls (they run before this layout's), so their reads are this page's.
  noteNavigation(key);
  return offline || update || reads[key] ? (
    <Suspense fallback={null}>
      <DeviceNotices />
    </Suspense>
  ) : null;
}

function ScrollToTopOnceScrolled() {
  return useHasScrolled() ? (
    <Suspense fallback={null}>
      <ScrollToTopButton />
    </Suspense>
  ) : null;
}

/**
 * Header, the page, footer and the floating parts shared by every page. The
 * common messages are loaded before the app first renders (src/boot.tsx), so the shell hydrates
 * with the root, as one piece with no boundary of its own, and the page's Suspense below it.
 */
export function Layout() {
  const location = useLocation();
  const t = useT('common');
  useScrollOnNavigate();
  // Once the app navigates, the parts of the prerendered page that hydrate as the visitor comes near
  // them load now: React completes no navigation before they have hydrated.
  const [firstLocation] = useState(location.key);
  if (location.key !== firstLocation) releaseDeferredParts();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      {DemoNotice ? (
        <Suspense fallback={null}>
          <DemoNotice />
        </Suspense>
      ) : null}
      <DeviceNoticesWhenNeeded />
      <Header />
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <AppReady />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <div id={SITE_FOOTER} data-hydrates-later="">
        <Suspense fallback={null}>
          <LoadedLater>
            <Footer part={SITE_FOOTER} />
          </LoadedLater>
        </Suspense>
      </div>
      <ScrollToTopOnceScrolled />
    </>
  );
}
