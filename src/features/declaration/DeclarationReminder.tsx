import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/useT';
import { indianToday } from '../../lib/indiaTime';
import { useAsync } from '../../lib/useAsync';
import { ALL_OUTLETS, dataOf, useOutlet, useVendorText } from '../dashboard';
import { getDeclaration } from './api';
import { standingOf } from './validity';

/**
 * The dashboard's reminder: shown when the outlet's declaration ends within 30 days, has ended or
 * was never signed, with the way to sign it. Nothing while it loads, for "All outlets" (a
 * declaration is one outlet's), or when the read fails: the declaration's own page says why.
 */
export function DeclarationReminder() {
  const t = useT('declaration');
  const { fmt } = useVendorText();
  const { outletId } = useOutlet();
  const all = outletId === ALL_OUTLETS;
  const outlet = all ? undefined : outletId;
  // A signed-in page, never prerendered: the clock may be read for the initial state.
  const [today] = useState(() => indianToday());
  const state = useAsync(async () => dataOf(await getDeclaration(outlet)), [outlet], !all);
  if (all || state.status !== 'success') return null;
  const standing = standingOf(state.data, today);
  if (standing.kind === 'current') return null;
  const words =
    standing.kind === 'due'
      ? standing.daysLeft === 0
        ? t('reminder.dueToday', { date: fmt.longDate(standing.validUntil) })
        : t('reminder.due', { date: fmt.longDate(standing.validUntil), days: standing.daysLeft })
      : standing.kind === 'lapsed'
        ? t('reminder.lapsed', { date: fmt.longDate(standing.endedOn) })
        : t('reminder.none');
  return (
    <div className="alert alert-warning declaration-reminder" role="status">
      <p className="mb-1">
        <strong>{words}</strong> {t('reminder.why')}
      </p>
      <Link to={paths.declaration} className="alert-link">
        {t('reminder.link')}
      </Link>
    </div>
  );
}
