import { useEffect } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { AuthProvider } from '../features/auth/kit';
import { useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { onSessionEnded, type AuthStore } from '../features/auth/store';
import type { LoginState } from '../features/auth/guards';
import { storeTrackingValues } from '../features/tracking/trackingCookies';
import { paths } from './paths';
import { routes } from './routes';

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
        <AppRoutes />
      </AuthProvider>
    </HelmetProvider>
  );
}
