import type { LocaleFormats } from '../dashboard';
import { useRecordsCopy } from './copy';
import type { RegisterTotals } from './registerRows';

/** The period's totals as four figures, on screen and on paper. */
export function RecordsSummary({ totals, fmt }: { totals: RegisterTotals; fmt: LocaleFormats }) {
  const copy = useRecordsCopy();
  const figures = [
    [copy.summary.pickups, fmt.number(totals.pickups)],
    [copy.summary.quantity, copy.summary.quantityValue(fmt.number(totals.quantity_kg))],
    [copy.summary.amount, fmt.rupees(totals.amount_inr)],
    [copy.summary.points, fmt.number(totals.green_points)],
  ];
  return (
    <dl className="records-summary" aria-label={copy.summary.label}>
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
