import { paths } from '../app/paths';
import { Seo } from '../components/seo/Seo';

/** Interim page: its issue fills it. */
export default function DashboardPage() {
  return (
    <section className="container content-section">
      <Seo title="Dashboard" path={paths.dashboard} />
      <h1>Dashboard</h1>
    </section>
  );
}
