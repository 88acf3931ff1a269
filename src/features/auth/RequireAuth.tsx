import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { APP_SOURCE, paths } from '../../config/paths';
import { PageLoading } from '../../components/ui/PageLoading';
import type { LoginState } from './landingPath';
import { useSession } from './useSession';

/** The gate of the signed-in-only routes: a visitor who is not signed in goes to /login, which remembers the path they asked for. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session.known) return <PageLoading />;
  if (!session.user) {
    // The installed app opens here (its start_url): a visitor not signed in gets the home page.
    if (new URLSearchParams(location.search).get('source') === APP_SOURCE) return <Navigate to={paths.home} replace />;
    // A session that ended by itself (expired, refused) says so on /login; a sign-out does not.
    const state: LoginState = { from: location.pathname + location.search + location.hash, ...(session.endedBy ? { sessionEnded: true } : {}) };
    return <Navigate to={paths.login} replace state={state} />;
  }
  // Another vendor's session (signed in from another tab) gets fresh pages: no form, draft or key of the last vendor's stays on screen.
  return <Outlet key={session.owner ?? ''} />;
}
