import type { OilSoldMonth } from '../../../types/api';
import type { DateRange } from '../api';
import { fillMonths } from '../dateRange';
import { useVendorText } from '../i18n';
import { BarChart } from './BarChart';
import { RichText } from '../../../i18n/RichText';

export interface OilSoldChartProps {
  range: DateRange;
  rows: OilSoldMonth[];
  /** Draw the rupees chart beside the KG chart (dashboard) or leave it out. */
  withRupees?: boolean;
}

/** Oil sold by month, in KG and in rupees, with the figures as a table for screen readers. */
export function OilSoldChart({ range, rows, withRupees = true }: OilSoldChartProps) {
  const { t, fmt } = useVendorText();
  const months = fillMonths(range, rows, (month) => ({ month, quantity_kg: 0, amount_inr: 0 }));
  const totalKg = months.reduce((sum, m) => sum + m.quantity_kg, 0);
  const totalInr = months.reduce((sum, m) => sum + m.amount_inr, 0);
  const period = months.length > 0 ? t('charts.period', { from: fmt.monthLabel(months[0].month), to: fmt.monthLabel(months[months.length - 1].month) }) : '';
  if (totalKg === 0 && totalInr === 0) return <p className="vendor-empty">{period ? t('charts.oilEmpty', { period }) : t('charts.oilEmptyNoPeriod')}</p>;
  const busiest = months.reduce((best, m) => (m.quantity_kg > best.quantity_kg ? m : best), months[0]);
  const monthCount = String(months.length);
  return (
    <figure className="chart-figure">
      <div className={withRupees ? 'chart-pair' : undefined}>
        <BarChart
          title={t('charts.kgTitle')}
          description={t('charts.kgDescription', { months: monthCount, period, total: fmt.kg(totalKg), most: fmt.kg(busiest.quantity_kg), month: fmt.monthLabel(busiest.month) })}
          valueAxisLabel={t('charts.kgAxis')}
          categoryAxisLabel={t('charts.month')}
          compactUnits={fmt.compactUnits}
          data={months.map((m) => ({ label: fmt.shortMonthLabel(m.month), fullLabel: fmt.monthLabel(m.month), value: m.quantity_kg, valueText: fmt.kg(m.quantity_kg) }))}
        />
        {withRupees ? (
          <BarChart
            title={t('charts.rupeesTitle')}
            description={t('charts.rupeesDescription', { months: monthCount, period, total: fmt.wholeRupees(totalInr) })}
            valueAxisLabel={t('charts.rupeesAxis')}
            categoryAxisLabel={t('charts.month')}
            compactUnits={fmt.compactUnits}
            valuePrefix="₹"
            tone="amber"
            data={months.map((m) => ({ label: fmt.shortMonthLabel(m.month), fullLabel: fmt.monthLabel(m.month), value: m.amount_inr, valueText: fmt.wholeRupees(m.amount_inr) }))}
          />
        ) : null}
      </div>
      <figcaption className="chart-total">
        <RichText namespace="vendor" id="charts.oilTotal" values={{ period, kg: fmt.kg(totalKg), rupees: fmt.wholeRupees(totalInr) }} components={{ 0: <strong />, 1: <strong /> }} />
      </figcaption>
      <table className="visually-hidden">
        <caption>{t('charts.oilByMonth')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('charts.month')}</th>
            <th scope="col">{t('charts.oilSoldKg')}</th>
            <th scope="col">{t('charts.amountRupees')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{fmt.monthLabel(m.month)}</th>
              <td>{fmt.kg(m.quantity_kg)}</td>
              <td>{fmt.wholeRupees(m.amount_inr)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
