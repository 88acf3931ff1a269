import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import type { LoginState } from '../features/auth/guards';
import { useSession } from '../features/auth/useSession';
import { LazyOilChartPanel } from '../features/dashboard/lazyCharts';

const backHere: LoginState = { from: paths.oilChart };

/**
 * Public and prerendered. A signed-in vendor sees their oil sold by month; everyone else an
 * invitation to sign in. Until the session is known (server render and hydration) it is the
 * signed-out view, so the prerendered HTML and the first client render agree.
 */
export default function OilChartPage() {
  const { known, user } = useSession();
  const signedIn = known && user !== null;
  return (
    <section className="content-section oil-chart-page">
      <Seo
        title="Oil sold by month"
        description="GreenDrop vendors: see how much used cooking oil you sold each month, in KG and rupees."
        path={paths.oilChart}
      />
      <div className="container">
        <p className="eyebrow">For vendors</p>
        <h1>Oil sold by month</h1>
        {signedIn ? (
          <>
            <p className="lead">The used cooking oil GreenDrop collected from {user.firm_name || 'you'}, and what it was paid, month by month.</p>
            <Suspense
              fallback={
                <p className="vendor-loading" role="status">
                  Loading chart...
                </p>
              }
            >
              <LazyOilChartPanel />
            </Suspense>
          </>
        ) : (
          <div className="oil-chart-invite">
            <p className="lead">
              Every pickup is weighed and recorded. Registered vendors can see the oil they sold to GreenDrop each month, in KG and in rupees, for any period they choose.
            </p>
            <p>Log in with the mobile number and password of your vendor account to see your chart.</p>
            <p className="hero-actions">
              <Link to={paths.login} state={backHere} className="btn btn-brand">
                Vendor Login
              </Link>
              <Link to={paths.register} className="btn btn-outline-brand">
                Register your business
              </Link>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
