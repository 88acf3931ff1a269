import type { CarbonCreditMonth } from '../../../types/api';
import type { DateRange } from '../api';
import { fillMonths, monthLabel, shortMonthLabel } from '../dateRange';
import { formatPoints } from '../format';
import { BarChart } from './BarChart';

export interface GreenPointsChartProps {
  range: DateRange;
  rows: CarbonCreditMonth[];
}

const pointsText = (points: number) => `${formatPoints(points)} points`;

/** Contract section 3: green points earned by month, with the figures as a table for screen readers. */
export function GreenPointsChart({ range, rows }: GreenPointsChartProps) {
  const months = fillMonths(range, rows, (month) => ({ month, points: 0 }));
  const total = months.reduce((sum, m) => sum + m.points, 0);
  const period = months.length > 0 ? `${monthLabel(months[0].month)} to ${monthLabel(months[months.length - 1].month)}` : '';
  if (total === 0) return <p className="vendor-empty">No green points earned between {period || 'these dates'}.</p>;
  return (
    <figure className="chart-figure">
      <BarChart
        title="Green points earned by month"
        description={`${months.length} months from ${period}: ${pointsText(total)} earned in all.`}
        valueAxisLabel="Points"
        tone="leaf"
        data={months.map((m) => ({ label: shortMonthLabel(m.month), fullLabel: monthLabel(m.month), value: m.points, valueText: pointsText(m.points) }))}
      />
      <figcaption className="chart-total">
        {period}: <strong>{pointsText(total)}</strong> earned
      </figcaption>
      <table className="visually-hidden">
        <caption>Green points earned by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Points earned</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              <td>{formatPoints(m.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
