import { useAsync } from '../../../lib/useAsync';
import { dataOf, getCarbonCredits } from '../api';
import { useOutlet } from '../outlet';
import { sumByMonth } from './monthSums';
import { DateRangePicker } from '../../dateRangePicker';
import { useVendorText } from '../i18n';
import { useDefaultRange, useOilSold } from './chartData';
import { ChartState } from './ChartState';
import { GreenPointsChart } from './GreenPointsChart';
import { OilSoldChart } from './OilSoldChart';

/** Dashboard: oil sold (KG and rupees) and green points earned, by month, for the picked range. */
export function DashboardCharts() {
  const { t } = useVendorText();
  const [range, setRange] = useDefaultRange();
  const oil = useOilSold(range);
  const { outletId } = useOutlet();
  const credits = useAsync(async () => ({ range, rows: sumByMonth(dataOf(await getCarbonCredits(range, outletId)), ['points']) }), [range.dateFrom, range.dateUpto, outletId]);
  return (
    <div className="vendor-charts">
      <DateRangePicker value={range} onChange={setRange} />
      <section className="chart-card" aria-labelledby="oil-chart-heading">
        <h3 id="oil-chart-heading">{t('charts.oilHeading')}</h3>
        <ChartState state={oil} loading="charts.oilLoading" failed="charts.oilFailed" onRetry={oil.reload}>
          {(data) => <OilSoldChart range={data.range} rows={data.rows} />}
        </ChartState>
      </section>
      <section className="chart-card" aria-labelledby="points-chart-heading">
        <h3 id="points-chart-heading">{t('charts.pointsHeading')}</h3>
        <ChartState state={credits} loading="charts.pointsLoading" failed="charts.pointsFailed" onRetry={credits.reload}>
          {(data) => <GreenPointsChart range={data.range} rows={data.rows} />}
        </ChartState>
      </section>
    </div>
  );
}
