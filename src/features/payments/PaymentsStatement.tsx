import { Link } from 'react-router-dom';
import { site } from '../../config/site';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/useT';
import { downloadFile } from '../../lib/downloadFile';
import type { User } from '../../types/api';
import { FactList } from '../../components/ui/FactList';
import { CompanyLines } from '../dashboard';
import { ALL_OUTLETS, outletNameOf, useOutlet, useOutletFacts, vendorFacts } from '../dashboard';
import type { DateRange } from '../dashboard';
import type { LocaleFormats } from '../dashboard';
import { paymentsCsv, paymentsCsvFileName } from './paymentsCsv';
import type { Reconciliation } from './reconcile';
import { usePaymentsWords, type PaymentsWords } from './words';

interface PartProps {
  words: PaymentsWords;
  fmt: LocaleFormats;
  period: string;
}

/** The top of the printed statement: who pays, whom, and the period. payments.scss shows it only in print. */
function StatementHead({ user, words, period }: { user: User | null; words: PaymentsWords; period: string }) {
  const vendorT = useT('vendor');
  const facts = [...vendorFacts(user, { vendor: vendorT('statement.vendor'), address: vendorT('statement.address'), mobile: vendorT('statement.mobile') }), ...useOutletFacts()];
  return (
    <div className="payments-head payments-print-only">
      <CompanyLines nameClassName="payments-company-name" contact={`${site.email} · ${vendorT('statement.tollFree')} ${site.tollFreeDisplay}`} />
      <h2 className="payments-head-title">{words.t('statement.title')}</h2>
      <FactList className="payments-facts" facts={[...facts, [vendorT('statement.period'), period]]} />
    </div>
  );
}

function Summary({ reconciliation, words, fmt }: Omit<PartProps, 'period'> & { reconciliation: Reconciliation }) {
  const { totals } = reconciliation;
  const figures: [string, string, string][] = [
    ['collected', words.t('summary.collected'), fmt.rupees(totals.collected)],
    // A dispute settled with an adjustment adds to what is owed (issue 35).
    ...(totals.adjusted !== 0 ? [['adjusted', words.t('summary.adjusted'), fmt.rupees(totals.adjusted)] as [string, string, string]] : []),
    ['paid', words.t('summary.paid'), fmt.rupees(totals.paid)],
    ['due', words.t('summary.due'), fmt.rupees(totals.due)],
    ['received', words.t('summary.received'), fmt.rupees(totals.received)],
  ];
  return (
    <dl className="payments-summary" aria-label={words.t('summary.label')}>
      {figures.map(([key, term, value]) => (
        <div key={key} className={`payments-summary-${key}`}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ReceiptLink({ receiptNo, words }: { receiptNo: string; words: PaymentsWords }) {
  return (
    <Link to={paths.certificate(receiptNo)} aria-label={words.t('certificateLink', { receipt: receiptNo })} className="payments-receipt">
      {receiptNo}
    </Link>
  );
}

/**
 * "All outlets": each outlet's payments received in the period, in the switcher's order; they add
 * up to the total received (each payment is one outlet's: contract section 5).
 */
export function receivedByOutlet(payments: Reconciliation['payments'], outletIds: readonly number[]): { outletId: number; paise: number }[] {
  const sums = new Map<number, number>();
  for (const { payment } of payments) sums.set(payment.outlet_id ?? 0, (sums.get(payment.outlet_id ?? 0) ?? 0) + Math.round(payment.amount_inr * 100));
  const rank = (id: number) => (outletIds.includes(id) ? outletIds.indexOf(id) : outletIds.length + id);
  return [...sums.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([outletId, paise]) => ({ outletId, paise }));
}

function PaymentsTable({ reconciliation, words, fmt, period }: PartProps & { reconciliation: Reconciliation }) {
  const { t } = words;
  const vendorT = useT('vendor');
  const { outletId, outlets } = useOutlet();
  const allOutlets = outletId === ALL_OUTLETS;
  if (reconciliation.payments.length === 0) return <p className="vendor-empty">{t('payments.none')}</p>;
  const { totals } = reconciliation;
  return (
    <div className="payments-table-wrap">
      <table className="payments-table payments-list">
        <caption className="visually-hidden">{t('payments.caption', { period })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payments.colPaidOn')}</th>
            <th scope="col" className="num">
              {t('payments.colAmount')}
            </th>
            <th scope="col">{t('payments.colMethod')}</th>
            <th scope="col">{t('payments.colReference')}</th>
            <th scope="col">{t('payments.colReceipts')}</th>
            {allOutlets ? <th scope="col">{vendorT('outlet.column')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {reconciliation.payments.map(({ payment, receipts, adjustments, forEarlier }) => (
            <tr key={payment.id}>
              <th scope="row" data-label={t('payments.colPaidOn')} className="payments-date">
                <time dateTime={payment.paid_on}>{fmt.date(payment.paid_on)}</time>
              </th>
              <td data-label={t('payments.colAmount')} className="num payments-amount">
                {fmt.rupees(payment.amount_inr)}
              </td>
              <td data-label={t('payments.colMethod')}>{words.method(payment.method)}</td>
              <td data-label={t('payments.colReference')} className="payments-reference">
                {payment.reference}
              </td>
              <td data-label={t('payments.colReceipts')} className="payments-covered">
                <ul className="payments-receipts">
                  {receipts.map(({ receiptNo, record }) => (
                    <li key={receiptNo}>
                      <ReceiptLink receiptNo={receiptNo} words={words} />{' '}
                      <span className="payments-muted">{record ? t('payments.collectedOn', { date: fmt.date(record.collected_on) }) : t('payments.collectedBefore')}</span>
                    </li>
                  ))}
                  {adjustments.map(({ disputeId, receiptNo, amount }) => (
                    <li key={`adjustment-${disputeId}`} className="payments-adjustment">
                      {t('payments.adjustment', { amount: fmt.rupees(amount) })} <ReceiptLink receiptNo={receiptNo} words={words} />
                    </li>
                  ))}
                </ul>
                {forEarlier !== 0 ? <p className="payments-earlier">{t('payments.forEarlier', { amount: fmt.rupees(forEarlier) })}</p> : null}
              </td>
              {allOutlets ? <td data-label={vendorT('outlet.column')}>{outletNameOf(outlets, payment.outlet_id)}</td> : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {allOutlets
            ? receivedByOutlet(reconciliation.payments, outlets.map((outlet) => outlet.id)).map(({ outletId: id, paise }) => (
                <tr key={id} className="payments-total payments-outlet-total">
                  <th scope="row">{vendorT('outlet.subtotal', { name: outletNameOf(outlets, id) })}</th>
                  <td data-label={t('payments.colAmount')} className="num">
                    {fmt.rupees(paise / 100)}
                  </td>
                  <td colSpan={4} />
                </tr>
              ))
            : null}
          <tr className="payments-total">
            <th scope="row">{t('payments.totalReceived')}</th>
            <td data-label={t('payments.colAmount')} className="num">
              {fmt.rupees(totals.received)}
            </td>
            <td colSpan={allOutlets ? 4 : 3} className="payments-total-note">
              {totals.receivedForEarlier !== 0 ? t('payments.forEarlier', { amount: fmt.rupees(totals.receivedForEarlier) }) : null}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function DueSection({ reconciliation, words, fmt, period }: PartProps & { reconciliation: Reconciliation }) {
  const { t } = words;
  const { totals, due, dueAdjustments, paidLater } = reconciliation;
  const terms = t('due.terms', { days: String(site.payment.perPickupWithinWorkingDays), monthlyDays: String(site.payment.monthlyWithinDays) });
  return (
    <section className="payments-section" aria-labelledby="payments-due-heading">
      <h2 id="payments-due-heading">{t('due.heading')}</h2>
      <p className="payments-due-line">{due.length + dueAdjustments.length > 0 ? words.dueLine(fmt.rupees(totals.due), due.length, dueAdjustments.length) : t('due.none')}</p>
      {due.length + dueAdjustments.length > 0 ? (
        <div className="payments-table-wrap">
          <table className="payments-table payments-due">
            <caption className="visually-hidden">{t('due.caption', { period })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('due.colDate')}</th>
                <th scope="col">{t('due.colReceipt')}</th>
                <th scope="col" className="num">
                  {t('due.colQuantity')}
                </th>
                <th scope="col" className="num">
                  {t('due.colAmount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {due.map((record) => (
                <tr key={record.id}>
                  <th scope="row" data-label={t('due.colDate')} className="payments-date">
                    <time dateTime={record.collected_on}>{fmt.date(record.collected_on)}</time>
                  </th>
                  <td data-label={t('due.colReceipt')}>
                    <ReceiptLink receiptNo={record.receipt_no} words={words} />
                  </td>
                  <td data-label={t('due.colQuantity')} className="num">
                    {fmt.number(record.quantity_kg)}
                  </td>
                  <td data-label={t('due.colAmount')} className="num">
                    {fmt.rupees(record.amount_inr)}
                  </td>
                </tr>
              ))}
              {dueAdjustments.map(({ dispute, record, amount }) => (
                <tr key={`adjustment-${dispute.id}`} className="payments-adjustment">
                  <th scope="row" data-label={t('due.colDate')} className="payments-date">
                    <time dateTime={record.collected_on}>{fmt.date(record.collected_on)}</time>
                  </th>
                  <td data-label={t('due.colReceipt')}>
                    <ReceiptLink receiptNo={record.receipt_no} words={words} /> <span className="payments-muted">{t('due.adjustment', { date: fmt.date(dispute.updated_on) })}</span>
                  </td>
                  <td data-label={t('due.colQuantity')} className="num">
                    {dispute.adjusted_kg === null ? '' : fmt.number(dispute.adjusted_kg)}
                  </td>
                  <td data-label={t('due.colAmount')} className="num">
                    {fmt.rupees(amount)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="payments-total">
                <th scope="row" colSpan={3}>
                  {t('due.total')}
                </th>
                <td data-label={t('due.colAmount')} className="num">
                  {fmt.rupees(totals.due)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
      {paidLater.length > 0 ? <p className="payments-note">{words.paidLater(fmt.rupees(totals.paidLater), paidLater.length)}</p> : null}
      <p className="payments-note">{terms}</p>
    </section>
  );
}

function MonthsSection({ reconciliation, words, fmt, period }: PartProps & { reconciliation: Reconciliation }) {
  const { t } = words;
  const { months, totals } = reconciliation;
  if (months.length === 0) return null;
  // The adjustments' column only when the period has one: most periods have none.
  const adjusted = totals.adjusted !== 0;
  const figures = (row: { pickups: number; collected: number; adjusted: number; paid: number; due: number }) => (
    <>
      <td data-label={t('months.colPickups')} className="num">
        {fmt.number(row.pickups)}
      </td>
      <td data-label={t('months.colCollected')} className="num">
        {fmt.rupees(row.collected)}
      </td>
      {adjusted ? (
        <td data-label={t('months.colAdjusted')} className="num">
          {fmt.rupees(row.adjusted)}
        </td>
      ) : null}
      <td data-label={t('months.colPaid')} className="num">
        {fmt.rupees(row.paid)}
      </td>
      <td data-label={t('months.colDue')} className="num">
        {fmt.rupees(row.due)}
      </td>
    </>
  );
  return (
    <section className="payments-section" aria-labelledby="payments-months-heading">
      <h2 id="payments-months-heading">{t('months.heading')}</h2>
      <div className="payments-table-wrap">
        <table className="payments-table payments-months">
          <caption className="visually-hidden">{t('months.caption', { period })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('months.colMonth')}</th>
              <th scope="col" className="num">
                {t('months.colPickups')}
              </th>
              <th scope="col" className="num">
                {t('months.colCollected')}
              </th>
              {adjusted ? (
                <th scope="col" className="num">
                  {t('months.colAdjusted')}
                </th>
              ) : null}
              <th scope="col" className="num">
                {t('months.colPaid')}
              </th>
              <th scope="col" className="num">
                {t('months.colDue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month} className={month.due > 0 ? 'has-due' : undefined}>
                <th scope="row" className="payments-month">
                  {fmt.month(month.month)}
                </th>
                {figures(month)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="payments-total">
              <th scope="row">{t('months.total')}</th>
              {figures(totals)}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="payments-note">{t(adjusted ? 'months.noteAdjusted' : 'months.note')}</p>
    </section>
  );
}

export interface PaymentsStatementProps {
  range: DateRange;
  reconciliation: Reconciliation;
  user: User | null;
  fmt: LocaleFormats;
  /** YYYY-MM-DD */
  generatedOn: string;
}

/** One loaded period: the printable statement, with its CSV and print actions. */
export function PaymentsStatement({ range, reconciliation, user, fmt, generatedOn }: PaymentsStatementProps) {
  const words = usePaymentsWords();
  const { t } = words;
  const period = words.period(range, fmt);
  const part = { words, fmt, period };
  const vendorT = useT('vendor');
  const { outletId, outlets } = useOutlet();
  const csvOutlets = outletId === ALL_OUTLETS ? { header: vendorT('outlet.column'), name: (id: number | undefined) => outletNameOf(outlets, id) } : undefined;
  return (
    <>
      <StatementHead user={user} words={words} period={period} />
      <div className="payments-actions payments-screen-only">
        <button type="button" className="btn btn-brand" onClick={() => downloadFile(paymentsCsvFileName(range), paymentsCsv(reconciliation, words.csv, csvOutlets), 'text/csv;charset=utf-8')}>
          {t('downloadCsv')}
        </button>
        <button type="button" className="btn btn-outline-brand" aria-label={t('printLabel')} onClick={() => window.print()}>
          {t('print')}
        </button>
      </div>
      <Summary reconciliation={reconciliation} words={words} fmt={fmt} />
      <section className="payments-section" aria-labelledby="payments-list-heading">
        <h2 id="payments-list-heading">{t('payments.heading')}</h2>
        <PaymentsTable reconciliation={reconciliation} {...part} />
      </section>
      <DueSection reconciliation={reconciliation} {...part} />
      <MonthsSection reconciliation={reconciliation} {...part} />
      <p className="payments-generated payments-print-only">{t('statement.generated', { company: site.shortName, date: fmt.longDate(generatedOn) })}</p>
    </>
  );
}
