import type { CarbonCreditMonth } from '../../../types/api';
import type { DateRange } from '../api';
import { fillMonths } from '../dateRange';
import { useVendorText } from '../i18n';
import { BarChart } from './BarChart';
import { RichText } from '../../../i18n/RichText';

export interface GreenPointsChartProps {
  range: DateRange;
  rows: CarbonCreditMonth[];
}

/** Green points earned by month, with the figures as a table for screen readers. */
export function GreenPointsChart({ range, rows }: GreenPointsChartProps) {
  const { t, fmt } = useVendorText();
  const months = fillMonths(range, rows, (month) => ({ month, points: 0 }));
  const total = months.reduce((sum, m) => sum + m.points, 0);
  const period = months.length > 0 ? t('charts.period', { from: fmt.monthLabel(months[0].month), to: fmt.monthLabel(months[months.length - 1].month) }) : '';
  if (total === 0) return <p className="vendor-empty">{period ? t('charts.pointsEmpty', { period }) : t('charts.pointsEmptyNoPeriod')}</p>;
  return (
    <figure className="chart-figure">
      <BarChart
        title={t('charts.pointsTitle')}
        description={t('charts.pointsDescription', { months: String(months.length), period, total: fmt.points(total) })}
        valueAxisLabel={t('charts.pointsAxis')}
        categoryAxisLabel={t('charts.month')}
        compactUnits={fmt.compactUnits}
        tone="leaf"
        data={months.map((m) => ({ label: fmt.shortMonthLabel(m.month), fullLabel: fmt.monthLabel(m.month), value: m.points, valueText: fmt.points(m.points) }))}
      />
      <figcaption className="chart-total">
        <RichText namespace="vendor" id="charts.pointsTotal" values={{ period, total: fmt.points(total) }} components={{ 0: <strong /> }} />
      </figcaption>
      <table className="visually-hidden">
        <caption>{t('charts.pointsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('charts.month')}</th>
            <th scope="col">{t('points.earned')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{fmt.monthLabel(m.month)}</th>
              <td>{fmt.whole(m.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
