/**
 * The vendor charts with their date range picker: loaded lazily (see ../lazyCharts.ts), so neither
 * the chart code nor react-datepicker is in any file a public page downloads.
 */
import { useState } from 'react';
import { Notice } from '../../../components/ui/Notice';
import { useAsync, type AsyncState } from '../../../lib/useAsync';
import { dataOf, getCarbonCredits, getOilSoldDetails, type DateRange } from '../api';
import { DateRangePicker } from '../DateRangePicker';
import { lastSixMonths, toDateRange } from '../dateRange';
import { describeError } from '../errors';
import { GreenPointsChart } from './GreenPointsChart';
import { OilSoldChart } from './OilSoldChart';

/** Contract section 3: the default range is the last 6 months (from the 1st of the month 5 months ago to today). */
function useDefaultRange(): [DateRange, (range: DateRange) => void] {
  // Client-only component (never prerendered): reading the clock once for the initial state is safe.
  return useState<DateRange>(() => toDateRange(lastSixMonths(new Date())) as DateRange);
}

function ChartState<T>({ state, what, onRetry, children }: { state: AsyncState<T>; what: string; onRetry: () => void; children: (data: T) => React.ReactNode }) {
  if (state.status === 'loading') {
    return (
      <p className="vendor-loading chart-placeholder" role="status">
        Loading {what}...
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <Notice variant="danger">
        The {what} could not be loaded. {describeError(state.error)}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={onRetry}>
          Try again
        </button>
      </Notice>
    );
  }
  return <>{children(state.data)}</>;
}

function useOilSold(range: DateRange) {
  return useAsync(async () => ({ range, rows: dataOf(await getOilSoldDetails(range)) }), [range.dateFrom, range.dateUpto]);
}

/** Dashboard: oil sold (KG and rupees) and green points earned, by month, for the picked range. */
export function DashboardCharts() {
  const [range, setRange] = useDefaultRange();
  const oil = useOilSold(range);
  const credits = useAsync(async () => ({ range, rows: dataOf(await getCarbonCredits(range)) }), [range.dateFrom, range.dateUpto]);
  return (
    <div className="vendor-charts">
      <DateRangePicker value={range} onChange={setRange} />
      <section className="chart-card" aria-labelledby="oil-chart-heading">
        <h3 id="oil-chart-heading">Oil sold</h3>
        <ChartState state={oil} what="oil sold figures" onRetry={oil.reload}>
          {(data) => <OilSoldChart range={data.range} rows={data.rows} />}
        </ChartState>
      </section>
      <section className="chart-card" aria-labelledby="points-chart-heading">
        <h3 id="points-chart-heading">Green points earned</h3>
        <ChartState state={credits} what="green points figures" onRetry={credits.reload}>
          {(data) => <GreenPointsChart range={data.range} rows={data.rows} />}
        </ChartState>
      </section>
    </div>
  );
}

/** /oil-chart: oil sold by month for the picked range. */
export function OilChartPanel() {
  const [range, setRange] = useDefaultRange();
  const oil = useOilSold(range);
  return (
    <div className="vendor-charts">
      <DateRangePicker value={range} onChange={setRange} />
      <section className="chart-card" aria-label="Oil sold by month">
        <ChartState state={oil} what="oil sold figures" onRetry={oil.reload}>
          {(data) => <OilSoldChart range={data.range} rows={data.rows} />}
        </ChartState>
      </section>
    </div>
  );
}
