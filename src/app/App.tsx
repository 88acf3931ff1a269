import { useEffect } from 'react';
import { SessionProvider } from '../features/auth/SessionProvider';
import { useLocation, useNavigate, useRoutes } from 'react-router-dom';
import type { AuthStore } from '../features/auth/store';
import { onSessionEnded } from '../features/auth/sessionStatus';
import type { LoginState } from '../features/auth/landingPath';
import { storeTrackingValues } from '../features/tracking/trackingCookies';
import { paths } from '../config/paths';
import { LocaleProvider, useLocale } from '../i18n/LocaleProvider';
import { localeOfPath, pathWithinLocale, type Locale } from '../i18n/locale';
import { findPageRoute, prefetchPage, routesFor } from './routes';
import { SessionKeeper } from '../features/auth/useSession';
import { RootErrorBoundary } from './RootErrorBoundary';

/**
 * A session that ends by itself sends the vendor to /login, saying why, and back here after signing
 * in. On a signed-in-only page its gate does that (RequireAuth.tsx). Elsewhere a refused call (401) does
 * it too, since the vendor was doing something that needs the session; a token that merely runs
 * out while they read a public page changes only the header.
 */
function SessionEndedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () =>
      onSessionEnded((reason) => {
        if (findPageRoute(location.pathname)?.access === 'signed-in' || reason === 'expired') return;
        const state: LoginState = { sessionEnded: true, from: location.pathname + location.search };
        navigate(paths.login, { replace: true, state });
      }),
    [navigate, location.pathname, location.search],
  );
  return null;
}

/** utm values in the address (on every navigation, not only the landing) are kept in cookies. */
function TrackingCapture() {
  const { search } = useLocation();
  useEffect(() => {
    if (search) storeTrackingValues(search);
  }, [search]);
  return null;
}

/** A page's code starts downloading when the pointer rests on (or focus reaches) a link to it, so the click finds it loaded. */
function PrefetchOnIntent() {
  const locale = useLocale();
  useEffect(() => {
    const seen = new Set<string>();
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || seen.has(link.pathname)) return;
      seen.add(link.pathname);
      // A link to the other language leads to another app (a page load): nothing to warm here.
      if (localeOfPath(link.pathname) === locale) prefetchPage(pathWithinLocale(link.pathname), locale);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [locale]);
  return null;
}

function AppRoutes() {
  return useRoutes(routesFor(useLocale()));
}

export interface AppProps {
  /** The session's store when there is a session cookie; without one the page starts signed out and loads it when needed. */
  store?: AuthStore;
  /** The page's language (English by default); the router around the app has the matching basename ('/hi' for Hindi). */
  locale?: Locale;
}

/** Providers and the route table; the router itself comes from the entry (browser, server or test). */
export function App({ store, locale = 'en' }: AppProps) {
  return (
    <LocaleProvider locale={locale}>
      <RootErrorBoundary>
          <SessionProvider store={store}>
            <SessionKeeper />
            <SessionEndedRedirect />
            <TrackingCapture />
            <PrefetchOnIntent />
            <AppRoutes />
          </SessionProvider>
      </RootErrorBoundary>
    </LocaleProvider>
  );
}
