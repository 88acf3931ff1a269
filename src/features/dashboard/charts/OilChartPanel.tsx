import { DateRangePicker } from '../../dateRangePicker';
import { useVendorText } from '../i18n';
import { useDefaultRange, useOilSold } from './chartData';
import { ChartState } from './ChartState';
import { OilSoldChart } from './OilSoldChart';

/** /oil-chart: oil sold by month for the picked range. */
export function OilChartPanel() {
  const { t } = useVendorText();
  const [range, setRange] = useDefaultRange();
  const oil = useOilSold(range);
  return (
    <div className="vendor-charts">
      <DateRangePicker value={range} onChange={setRange} />
      <section className="chart-card" aria-label={t('charts.oilByMonth')}>
        <ChartState state={oil} loading="charts.oilLoading" failed="charts.oilFailed" onRetry={oil.reload}>
          {(data) => <OilSoldChart range={data.range} rows={data.rows} />}
        </ChartState>
      </section>
    </div>
  );
}
