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

/** Spec section 2: signed-in only; an unauthenticated visitor is sent to /login, remembering the path. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session.known) return <PageLoading />;
  if (!session.user) {
    const state: LoginState = { from: location.pathname + location.search + location.hash };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/** Spec section 2: signed-out only; a signed-in user is sent to /dashboard. */
export function RequireGuest() {
  const session = useSession();
  if (!session.known) return <PageLoading />;
  if (session.user) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
