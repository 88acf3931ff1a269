import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Notice } from '../../components/ui/Notice';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { indianToday } from '../../lib/indiaTime';
import { useAsync } from '../../lib/useAsync';
import type { User } from '../../types/api';
import { dataOf, getCollectionRecords, useOutlet, type DateRange } from '../dashboard';
import { DateRangePicker } from '../dateRangePicker';
import { currentFinancialYear } from '../dashboard';
import { describeError } from '../dashboard';
import { useFormats, useVendorText } from '../dashboard';
import { getDisputes } from '../disputes';
import { getPayments } from './api';
import { PaymentsStatement } from './PaymentsStatement';
import { reconcile } from './reconcile';
import { usePaymentsWords } from './words';
import './payments.scss';

/**
 * /dashboard/payments: the payments made to the vendor in a period they pick (by default the current
 * Indian financial year, as the register), each with the pickups it covers, and what is still due.
 */
export function PaymentsView({ user }: { user: User | null }) {
  const words = usePaymentsWords();
  const { t } = words;
  const { t: vendorT } = useVendorText();
  const fmt = useFormats();
  // Client-only (a signed-in page, never prerendered): the clock may be read for the initial state.
  const [today] = useState(() => indianToday());
  const [range, setRange] = useState<DateRange>(() => currentFinancialYear(today));
  const { outletId } = useOutlet();
  const state = useAsync(async () => {
    // The pickups are the register's for the range. Payments are asked for up to today, not only to
    // the range's end, so a pickup of the range paid after it ended counts as paid (see reconcile.ts).
    // The disputes too: one settled with an adjustment changes what is due (issue 35).
    const [records, payments, disputes] = await Promise.all([
      getCollectionRecords(range, outletId).then(dataOf),
      getPayments({ dateFrom: range.dateFrom, dateUpto: range.dateUpto > today ? range.dateUpto : today }, outletId).then(dataOf),
      getDisputes(outletId).then(dataOf),
    ]);
    return { range, outletId, reconciliation: reconcile(range, records, payments, disputes) };
  }, [range.dateFrom, range.dateUpto, outletId]);

  const loaded = state.status === 'success' ? state.data : null;
  const empty = loaded !== null && loaded.reconciliation.payments.length === 0 && loaded.reconciliation.months.length === 0;
  // One live region for the whole view, there before its words change, so each outcome is announced.
  const announcement =
    state.status === 'loading'
      ? t('loading')
      : loaded === null
        ? ''
        : empty
          ? t('empty.title', { period: words.period(loaded.range, fmt) })
          : loaded.reconciliation.due.length > 0
            ? words.dueLine(fmt.rupees(loaded.reconciliation.totals.due), loaded.reconciliation.due.length)
            : t('due.none');

  return (
    <section className="vendor-panel payments-register" aria-label={t('page.title')}>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className="payments-toolbar payments-screen-only">
        <DateRangePicker value={range} onChange={setRange} />
      </div>
      {state.status === 'loading' ? (
        <p className="vendor-loading" aria-hidden="true">
          {t('loading')}
        </p>
      ) : state.status === 'error' ? (
        <Notice variant="danger">
          {t('failed', { reason: describeError(state.error, vendorT) })}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={state.reload}>
            {t('retry')}
          </button>
        </Notice>
      ) : empty ? (
        <div className="vendor-empty payments-empty">
          <p>
            <strong>{t('empty.title', { period: words.period(state.data.range, fmt) })}</strong>
          </p>
          <p>{t('empty.help', { days: String(site.payment.perPickupWithinWorkingDays), monthlyDays: String(site.payment.monthlyWithinDays) })}</p>
          <Link to={paths.dashboard}>{t('empty.link')}</Link>
        </div>
      ) : (
        <PaymentsStatement range={state.data.range} reconciliation={state.data.reconciliation} user={user} fmt={fmt} generatedOn={today} />
      )}
    </section>
  );
}
