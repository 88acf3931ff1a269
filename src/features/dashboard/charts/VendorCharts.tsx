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
import { useVendorText } from '../i18n';
import type { VendorMessageId } from '../messages';
import { GreenPointsChart } from './GreenPointsChart';
import { OilSoldChart } from './OilSoldChart';

/** Contract section 3: the default range is the last 6 months (from the 1st of the month 5 months ago to today). */
function useDefaultRange(): [DateRange, (range: DateRange) => void] {
  // Client-only component (never prerendered): reading the clock once for the initial state is safe.
  return useState<DateRange>(() => toDateRange(lastSixMonths(new Date())) as DateRange);
}

interface ChartStateProps<T> {
  state: AsyncState<T>;
  /** "Loading oil sold figures..." */
  loading: VendorMessageId;
  /** "The oil sold figures could not be loaded. {reason}" */
  failed: VendorMessageId;
  onRetry: () => void;
  children: (data: T) => React.ReactNode;
}

function ChartState<T>({ state, loading, failed, onRetry, children }: ChartStateProps<T>) {
  const { t } = useVendorText();
  if (state.status === 'loading') {
    return (
      <p className="vendor-loading chart-placeholder" role="status">
        {t(loading)}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <Notice variant="danger">
        {t(failed, { reason: describeError(state.error, t) })}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={onRetry}>
          {t('action.retry')}
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
  const { t } = useVendorText();
  const [range, setRange] = useDefaultRange();
  const oil = useOilSold(range);
  const credits = useAsync(async () => ({ range, rows: dataOf(await getCarbonCredits(range)) }), [range.dateFrom, range.dateUpto]);
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
