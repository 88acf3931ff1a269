import { site } from '../../../config/site';
import type { User } from '../../../types/api';
import type { LocaleFormats } from '../format';
import { useRecordsCopy } from './copy';
import type { RegisterTotals } from './registerRows';

/**
 * The parts of the printed statement that the screen does not need (contract section 3): who
 * issues it, whom it is for, the period, and where the figures come from. records.scss shows them
 * only in print.
 */
export function StatementHead({ user, period }: { user: User | null; period: string }) {
  const copy = useRecordsCopy();
  const { street, city, region, postalCode } = site.address;
  return (
    <div className="statement-head records-print-only">
      <div className="statement-company">
        <p className="statement-company-name">{site.legalName}</p>
        <p>
          {street}, {city}, {region} {postalCode}
        </p>
        <p>
          {site.email} · {copy.statement.companyPhone} {site.tollFreeDisplay}
        </p>
      </div>
      <h2 className="statement-title">{copy.statement.title}</h2>
      <dl className="statement-facts">
        {user ? (
          <>
            <div>
              <dt>{copy.statement.vendor}</dt>
              <dd>{[user.name, user.firm_name].filter(Boolean).join(', ')}</dd>
            </div>
            {/* The details below are kept in this browser at sign-in; a browser that lost them prints the name only. */}
            {user.address ? (
              <div>
                <dt>{copy.statement.address}</dt>
                <dd>
                  {[user.address, user.city].filter(Boolean).join(', ')}, {user.state} {user.postal_code}
                </dd>
              </div>
            ) : null}
            {user.mobile ? (
              <div>
                <dt>{copy.statement.mobile}</dt>
                <dd>+91 {user.mobile}</dd>
              </div>
            ) : null}
          </>
        ) : null}
        <div>
          <dt>{copy.statement.period}</dt>
          <dd>{period}</dd>
        </div>
      </dl>
    </div>
  );
}

export function StatementFoot({ generatedOn }: { generatedOn: string }) {
  const copy = useRecordsCopy();
  return (
    <div className="statement-foot">
      <p className="records-note">{copy.tpcNote}</p>
      <p className="statement-generated records-print-only">{copy.statement.generated(site.shortName, generatedOn)}</p>
    </div>
  );
}

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
