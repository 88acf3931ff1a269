import type { OilSoldMonth } from '../../../types/api';
import type { DateRange } from '../api';
import { fillMonths, monthLabel, shortMonthLabel } from '../dateRange';
import { formatKg, formatRupees } from '../format';
import { BarChart } from './BarChart';

export interface OilSoldChartProps {
  range: DateRange;
  rows: OilSoldMonth[];
  /** Draw the rupees chart beside the KG chart (dashboard) or leave it out. */
  withRupees?: boolean;
}

/** Contract section 3: oil sold by month, in KG and in rupees, with the figures as a table for screen readers. */
export function OilSoldChart({ range, rows, withRupees = true }: OilSoldChartProps) {
  const months = fillMonths(range, rows, (month) => ({ month, quantity_kg: 0, amount_inr: 0 }));
  const totalKg = months.reduce((sum, m) => sum + m.quantity_kg, 0);
  const totalInr = months.reduce((sum, m) => sum + m.amount_inr, 0);
  const period = months.length > 0 ? `${monthLabel(months[0].month)} to ${monthLabel(months[months.length - 1].month)}` : '';
  if (totalKg === 0 && totalInr === 0) return <p className="vendor-empty">No oil sold between {period || 'these dates'}.</p>;
  const busiest = months.reduce((best, m) => (m.quantity_kg > best.quantity_kg ? m : best), months[0]);
  return (
    <figure className="chart-figure">
      <div className={withRupees ? 'chart-pair' : undefined}>
        <BarChart
          title="Oil sold by month, in KG"
          description={`${months.length} months from ${period}: ${formatKg(totalKg)} in all; the most was ${formatKg(busiest.quantity_kg)} in ${monthLabel(busiest.month)}.`}
          valueAxisLabel="KG"
          data={months.map((m) => ({ label: shortMonthLabel(m.month), fullLabel: monthLabel(m.month), value: m.quantity_kg, valueText: formatKg(m.quantity_kg) }))}
        />
        {withRupees ? (
          <BarChart
            title="Amount paid by month, in rupees"
            description={`${months.length} months from ${period}: ${formatRupees(totalInr)} in all.`}
            valueAxisLabel="Rupees (₹)"
            valuePrefix="₹"
            tone="amber"
            data={months.map((m) => ({ label: shortMonthLabel(m.month), fullLabel: monthLabel(m.month), value: m.amount_inr, valueText: formatRupees(m.amount_inr) }))}
          />
        ) : null}
      </div>
      <figcaption className="chart-total">
        {period}: <strong>{formatKg(totalKg)}</strong> sold for <strong>{formatRupees(totalInr)}</strong>
      </figcaption>
      <table className="visually-hidden">
        <caption>Oil sold by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Oil sold (KG)</th>
            <th scope="col">Amount (₹)</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              <td>{formatKg(m.quantity_kg)}</td>
              <td>{formatRupees(m.amount_inr)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
