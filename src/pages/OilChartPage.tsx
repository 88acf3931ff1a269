import { paths } from '../app/paths';
import { Seo } from '../components/seo/Seo';

/** Interim page: its issue fills it. */
export default function OilChartPage() {
  return (
    <section className="container content-section">
      <Seo title="Oil sold by month" path={paths.oilChart} />
      <h1>Oil sold by month</h1>
    </section>
  );
}
