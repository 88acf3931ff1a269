import { FactList } from '../../components/ui/FactList';
import type { User } from '../../types/api';
import { CompanyLines } from '../dashboard';
import { useOutletFacts, vendorFacts } from '../dashboard';
import { useRecordsCopy } from './copy';
import { site } from '../../config/site';

/**
 * The top of the printed statement, which the screen does not need: who issues it, whom it is for
 * and the period. records.scss shows it only in print.
 */
export function StatementHead({ user, period }: { user: User | null; period: string }) {
  const copy = useRecordsCopy();
  const { statement } = copy;
  const outlet = useOutletFacts();
  return (
    <div className="statement-head records-print-only">
      <div className="statement-company">
        <CompanyLines nameClassName="statement-company-name" contact={`${site.email} · ${statement.companyPhone} ${site.tollFreeDisplay}`} />
      </div>
      <h2 className="statement-title">{statement.title}</h2>
      <FactList className="statement-facts" facts={[...vendorFacts(user, statement), ...outlet, [statement.period, period]]} />
    </div>
  );
}
