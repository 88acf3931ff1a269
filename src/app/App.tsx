import { useEffect } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { AuthProvider } from '../features/auth/kit';
import { useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { onSessionEnded, type AuthStore } from '../features/auth/store';
import type { LoginState } from '../features/auth/guards';
import { storeTrackingValues } from '../features/tracking/trackingCookies';
import { paths } from '../config/paths';
import { prefetchPage, routes } from './routes';

/** A 401 from any Auth call ends the session: back to /login, saying why (contract section 2). */
function SessionEndedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () =>
      onSessionEnded(() => {
        const state: LoginState = { sessionEnded: true, from: location.pathname + location.search };
        navigate(paths.login, { replace: true, state });
      }),
    [navigate, location.pathname, location.search],
  );
  return null;
}

/** Spec section 3: utm values from the address are kept in cookies. */
function TrackingCapture() {
  const { search } = useLocation();
  useEffect(() => {
    if (search) storeTrackingValues(search);
  }, [search]);
  return null;
}

/** Issue 6: a page's code starts downloading when the pointer rests on (or focus reaches) a link to it. */
function PrefetchOnIntent() {
  useEffect(() => {
    const seen = new Set<string>();
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || seen.has(link.pathname)) return;
      seen.add(link.pathname);
      prefetchPage(link.pathname);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
  return null;
}

function AppRoutes() {
  return useRoutes(routes);
}

export interface AppProps {
  store: AuthStore;
}

/** Providers and the route table; the router itself comes from the entry (browser, server or test). */
export function App({ store }: AppProps) {
  return (
    <HelmetProvider>
      <AuthProvider store={store}>
        <SessionEndedRedirect />
        <TrackingCapture />
        <PrefetchOnIntent />
        <AppRoutes />
      </AuthProvider>
    </HelmetProvider>
  );
}
