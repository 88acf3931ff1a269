import { site } from '../../config/site';
import { useRecordsCopy } from './copy';

/** Below the register: where the figures come from and, in print only, when the statement was made. */
export function StatementFoot({ generatedOn }: { generatedOn: string }) {
  const copy = useRecordsCopy();
  return (
    <div className="statement-foot">
      <p className="records-note">{copy.tpcNote}</p>
      <p className="statement-generated records-print-only">{copy.statement.generated(site.shortName, generatedOn)}</p>
    </div>
  );
}
