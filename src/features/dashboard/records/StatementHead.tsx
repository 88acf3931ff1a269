import { site } from '../../../config/site';
import type { User } from '../../../types/api';
import { useRecordsCopy } from './copy';

/**
 * The top of the printed statement, which the screen does not need: who issues it, whom it is for
 * and the period. records.scss shows it only in print.
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
