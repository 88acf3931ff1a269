import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PageLoading } from '../../components/ui/PageLoading';
import { useSession } from './useSession';

export interface LoginState {
  /** Where the vendor was going when a gate sent them to /login. */
  from?: string;
  /** Set when a call answered 401. */
  sessionEnded?: boolean;
}

/** Where to go after signing in: the gated path the vendor was sent from, if it is one of ours. */
export function landingPath(state: LoginState | null | undefined): string {
  const from = state?.from;
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\') || from.startsWith(paths.login)) return paths.dashboard;
  return from;
}

/** Spec section 2: signed-in only; an unauthenticated visitor is sent to /login, remembering the path. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session.known) return <PageLoading />;
  if (!session.user) {
    // A session that ended by itself (expired, refused) says so on /login; a sign-out does not.
    const state: LoginState = { from: location.pathname + location.search + location.hash, ...(session.endedBy ? { sessionEnded: true } : {}) };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/** Spec section 2: signed-out only; a signed-in user is sent to /dashboard. */
export function RequireGuest() {
  const session = useSession();
  const location = useLocation();
  if (!session.known) return <PageLoading />;
  // Signing in on /login lands where the vendor was sent from, whichever of the two gets there first.
  if (session.user) return <Navigate to={landingPath(location.state as LoginState | null)} replace />;
  return <Outlet />;
}
