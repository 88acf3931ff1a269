import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../../components/ui/PageLoading';
import { landingPath, type LoginState } from './landingPath';
import { useSession } from './useSession';

/** The gate of the signed-out-only routes (login, registration and the like): a signed-in vendor goes on to the dashboard, or to the page a gate sent them from. */
export function RequireGuest() {
  const session = useSession();
  const location = useLocation();
  if (!session.known) return <PageLoading />;
  // Signing in on /login lands where the vendor was sent from, whichever of the two gets there first.
  if (session.user) return <Navigate to={landingPath(location.state as LoginState | null)} replace />;
  return <Outlet />;
}
