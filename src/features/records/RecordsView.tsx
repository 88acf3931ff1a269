import { useCallback, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { Notice } from '../../components/ui/Notice';
import { FormField } from '../../components/ui/FormField';
import { paths } from '../../config/paths';
import { DISPUTE_WINDOW_DAYS } from '../../config/disputes';
import { useAsync } from '../../lib/useAsync';
import type { CollectionRecord, User } from '../../types/api';
import { ALL_OUTLETS, dataOf, getCollectionRecords, outletNameOf, useOutlet, type DateRange } from '../dashboard';
import { DateRangePicker } from '../dateRangePicker';
import { indianToday } from '../../lib/indiaTime';
import { currentFinancialYear } from '../dashboard';
import { describeError } from '../dashboard';
import type { LanguageTag } from '../../i18n/locale';
import { formatsFor, type LocaleFormats } from '../dashboard';
import { useFormats, useVendorText } from '../dashboard';
import { useRecordsCopy, type RecordsCopy } from './copy';
import { downloadFile } from '../../lib/downloadFile';
import { recordsCsv, recordsCsvFileName } from './recordsCsv';
import { RecordsTable, type OutletColumn } from './RecordsTable';
import { groupByMonth, monthWithinRange, outletSubtotals, totalsOf, type SortOrder } from './registerRows';
import { RecordsSummary } from './RecordsSummary';
import { StatementFoot } from './StatementFoot';
import { StatementHead } from './StatementHead';

const periodOf = (range: DateRange, fmt: LocaleFormats, copy: RecordsCopy) => copy.period(fmt.longDate(range.dateFrom), fmt.longDate(range.dateUpto));

interface RegisterProps {
  range: DateRange;
  records: CollectionRecord[];
  order: SortOrder;
  user: User | null;
  fmt: LocaleFormats;
  generatedOn: string;
}

/** For "All outlets": the outlet column and each outlet's subtotal; undefined for one outlet's register. */
function useOutletColumn(records: readonly CollectionRecord[]): OutletColumn | undefined {
  const { outletId, outlets } = useOutlet();
  const { t } = useVendorText();
  return useMemo(() => {
    if (outletId !== ALL_OUTLETS) return undefined;
    return {
      heading: t('outlet.column'),
      name: (id: number | undefined) => outletNameOf(outlets, id),
      subtotalLabel: (name: string) => t('outlet.subtotal', { name }),
      subtotals: outletSubtotals(records, outlets.map((outlet) => outlet.id)),
    };
  }, [outletId, outlets, records, t]);
}

/** The register of one loaded range, with its statement parts, CSV and print actions. */
function Register({ range, records, order, user, fmt, generatedOn }: RegisterProps) {
  const copy = useRecordsCopy();
  const [printMonth, setPrintMonth] = useState<string | null>(null);
  const groups = useMemo(() => groupByMonth(records, order), [records, order]);
  const totals = useMemo(() => totalsOf(records), [records]);
  const outlets = useOutletColumn(records);
  const printed = printMonth === null ? null : groups.find((group) => group.month === printMonth);

  // After the print dialog closes, Ctrl+P prints the whole range again.
  useEffect(() => {
    const reset = () => setPrintMonth(null);
    window.addEventListener('afterprint', reset);
    return () => window.removeEventListener('afterprint', reset);
  }, []);

  // The chosen statement is in the page before the dialog reads it; the browser makes the PDF.
  const print = useCallback((month: string | null) => {
    flushSync(() => setPrintMonth(month));
    window.print();
  }, []);

  return (
    <>
      <StatementHead user={user} period={periodOf(printed ? monthWithinRange(printed.month, range) : range, fmt, copy)} />
      <div className="records-actions records-screen-only">
        <button type="button" className="btn btn-brand" onClick={() => downloadFile(recordsCsvFileName(range), recordsCsv(records, copy, outlets ? { header: outlets.heading, name: outlets.name } : undefined), 'text/csv;charset=utf-8')}>
          {copy.downloadCsv}
        </button>
        <button type="button" className="btn btn-outline-brand" aria-label={copy.printRangeLabel} onClick={() => print(null)}>
          {copy.printRange}
        </button>
      </div>
      <p className="records-dispute-note records-screen-only">
        {copy.disputeWindow(fmt.whole(DISPUTE_WINDOW_DAYS))} <Link to={paths.disputes}>{copy.disputesLink}</Link>
      </p>
      <RecordsSummary totals={printed ? printed.totals : totals} fmt={fmt} />
      <RecordsTable
        groups={groups}
        totals={totals}
        order={order}
        caption={copy.caption(periodOf(range, fmt, copy))}
        fmt={fmt}
        printMonth={printed ? printed.month : null}
        onPrintMonth={print}
        outlets={outlets}
        today={generatedOn}
      />
      <StatementFoot generatedOn={fmt.longDate(generatedOn)} />
    </>
  );
}

function EmptyRegister({ period }: { period: string }) {
  const copy = useRecordsCopy();
  return (
    <div className="vendor-empty records-empty">
      <p>
        <strong>{copy.emptyTitle(period)}</strong>
      </p>
      <p>{copy.emptyHelp}</p>
      <Link to={paths.dashboard}>{copy.emptyLink}</Link>
    </div>
  );
}

export interface RecordsViewProps {
  user: User | null;
  /** The figures' locale; the page's language (en-IN or hi-IN) unless given. */
  locale?: LanguageTag;
}

/** /dashboard/records: the used-oil disposal register for a picked range, printable and as CSV. */
export function RecordsView({ user, locale }: RecordsViewProps) {
  const copy = useRecordsCopy();
  const { t } = useVendorText();
  const pageFormats = useFormats();
  // Client-only (a signed-in page, never prerendered): the clock may be read for the initial state.
  const [today] = useState(() => indianToday());
  const [range, setRange] = useState<DateRange>(() => currentFinancialYear(today));
  const [order, setOrder] = useState<SortOrder>('oldest');
  const fmt = locale ? formatsFor(locale) : pageFormats;
  const { outletId } = useOutlet();
  const state = useAsync(async () => ({ range, outletId, records: dataOf(await getCollectionRecords(range, outletId)) }), [range.dateFrom, range.dateUpto, outletId]);

  return (
    <section className="vendor-panel records-register" aria-label={copy.pageTitle}>
      <div className="records-toolbar records-screen-only">
        <DateRangePicker value={range} onChange={setRange} />
        <FormField label={copy.orderLabel} className="records-order">
          <select name="order" className="form-select" value={order} onChange={(event) => setOrder(event.target.value as SortOrder)}>
            <option value="oldest">{copy.order.oldest}</option>
            <option value="newest">{copy.order.newest}</option>
          </select>
        </FormField>
      </div>
      {state.status === 'loading' ? (
        <p className="vendor-loading" role="status">
          {copy.loading}
        </p>
      ) : state.status === 'error' ? (
        <Notice variant="danger">
          {copy.failed(describeError(state.error, t))}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={state.reload}>
            {copy.retry}
          </button>
        </Notice>
      ) : state.data.records.length === 0 ? (
        <EmptyRegister period={periodOf(state.data.range, fmt, copy)} />
      ) : (
        <Register range={state.data.range} records={state.data.records} order={order} user={user} fmt={fmt} generatedOn={today} />
      )}
    </section>
  );
}
