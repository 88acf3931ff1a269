import { memo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { CollectionRecord } from '../../types/api';
import type { LocaleFormats } from '../dashboard';
import { useLoadedRecordsCopy, type RecordsCopy } from './copy';
import type { MonthGroup, OutletSubtotal, RegisterTotals, SortOrder } from './registerRows';
import { estimateDifference, signed } from './weighingFacts';
import { disputeBlock } from '../disputes';
import './records.scss';

const COLUMN_COUNT = 13;

/** "All outlets": the outlet column's heading and each outlet's name (else the table is one outlet's). */
export interface OutletColumn {
  heading: string;
  name: (id: number | undefined) => string;
  subtotalLabel: (name: string) => string;
  subtotals: OutletSubtotal[];
}

/** The vendor's estimate at booking under the net weight, with the difference; over 10 % marked in words, not by colour alone. */
function EstimateNote({ record, fmt, copy }: { record: CollectionRecord; fmt: LocaleFormats; copy: RecordsCopy }) {
  const difference = estimateDifference(record);
  if (!difference) return null;
  return (
    <span className={difference.marked ? 'records-estimate is-marked' : 'records-estimate'}>
      {copy.estimateValue(fmt.number(difference.estimateKg), signed(fmt, difference.kg), `${signed(fmt, difference.percent)} %`)}
      {difference.marked ? <strong> {copy.estimateMarked}</strong> : null}
    </span>
  );
}

/**
 * Under a receipt: "Under dispute" while a dispute of it is open (on paper too), or, on screen, the
 * way to dispute it while its window is open (issue 35). Past the window nothing is offered here:
 * the register's note says how long the window is, and the certificate says why.
 */
function DisputeNote({ record, today, copy, certificate, offer }: { record: CollectionRecord; today: string; copy: RecordsCopy; certificate: string; offer: boolean }) {
  const block = disputeBlock(record, today);
  if (block === 'open') return <span className="records-dispute">{copy.underDispute}</span>;
  if (block === 'window' || !offer) return null;
  return (
    <Link to={`${certificate}${certificate.includes('?') ? '&' : '?'}dispute=1`} className="records-dispute-link records-screen-only" aria-label={copy.disputeLink(record.receipt_no)}>
      {copy.dispute}
    </Link>
  );
}

/** One receipt. Memoised: changing the order or the printed month re-renders no row of 1,000. */
const RecordRow = memo(function RecordRow({ record, fmt, copy, outlets, today, offer }: { record: CollectionRecord; fmt: LocaleFormats; copy: RecordsCopy; outlets?: OutletColumn; today: string; offer: boolean }) {
  const column = copy.columns;
  // A receipt of another outlet opens its certificate with that outlet chosen.
  const certificate = record.outlet_id === undefined ? paths.certificate(record.receipt_no) : `${paths.certificate(record.receipt_no)}?outlet=${record.outlet_id}`;
  return (
    <tr>
      <th scope="row" data-label={column.date} className="records-date">
        <time dateTime={record.collected_on}>{fmt.date(record.collected_on)}</time>
      </th>
      <td data-label={column.receipt} className="records-receipt">
        <Link to={certificate} aria-label={copy.certificateLink(record.receipt_no)}>
          {record.receipt_no}
        </Link>
        <DisputeNote record={record} today={today} copy={copy} certificate={certificate} offer={offer} />
      </td>
      {outlets ? <td data-label={outlets.heading}>{outlets.name(record.outlet_id)}</td> : null}
      <td data-label={column.code} className="records-code">
        {record.verify_code}
      </td>
      <td data-label={column.quantity} className="num">
        {fmt.number(record.quantity_kg)}
        <EstimateNote record={record} fmt={fmt} copy={copy} />
      </td>
      <td data-label={column.drums} className="num">
        {fmt.number(record.drums)}
      </td>
      <td data-label={column.weighing} className="records-weighing">
        {copy.weighingValue(fmt.number(record.weighing.gross_kg), fmt.number(record.weighing.tare_kg))}
        {/* The scale's id kept whole: a hyphenated id broken across lines reads as two. */}
        <span className="records-scale">
          <span className="records-nowrap">{record.weighing.scale_id}</span>, {copy.scaleStamped(fmt.date(record.weighing.scale_stamped_on))}
        </span>
      </td>
      <td data-label={column.rate} className="num">
        {fmt.rupees(record.rate_inr_per_kg)}
      </td>
      <td data-label={column.amount} className="num">
        {fmt.rupees(record.amount_inr)}
      </td>
      <td data-label={column.tpc} className="num records-tpc">
        {record.tpc_percent === null ? <span className="records-muted">{copy.tpcNotTested}</span> : fmt.percent(record.tpc_percent)}
      </td>
      <td data-label={column.vehicle} className="records-nowrap">
        {record.vehicle_no}
      </td>
      <td data-label={column.collector}>{record.collector_name}</td>
      <td data-label={column.destination}>{copy.destinations[record.destination] ?? record.destination}</td>
      <td data-label={column.points} className="num">
        {fmt.number(record.green_points)}
      </td>
    </tr>
  );
});

function TotalsRow({ label, totals, fmt, copy, className, withOutlet = false }: { label: string; totals: RegisterTotals; fmt: LocaleFormats; copy: RecordsCopy; className: string; withOutlet?: boolean }) {
  const column = copy.columns;
  return (
    <tr className={`records-total ${className}`}>
      <th scope="row" colSpan={withOutlet ? 4 : 3}>
        {label} <span className="records-total-count">({copy.pickups(totals.pickups)})</span>
      </th>
      <td data-label={column.quantity} className="num">
        {fmt.number(totals.quantity_kg)}
      </td>
      <td data-label={column.drums} className="num">
        {fmt.number(totals.drums)}
      </td>
      <td className="records-blank" colSpan={2} />
      <td data-label={column.amount} className="num">
        {fmt.rupees(totals.amount_inr)}
      </td>
      <td className="records-blank" colSpan={4} />
      <td data-label={column.points} className="num">
        {fmt.number(totals.green_points)}
      </td>
    </tr>
  );
}

interface MonthRowsProps {
  group: MonthGroup;
  fmt: LocaleFormats;
  copy: RecordsCopy;
  /** Another month is being printed: this one stays on screen but off the paper. */
  excluded: boolean;
  /** Prints the month; none when the table is part of another document (the audit pack). */
  onPrint?: (month: string) => void;
  outlets?: OutletColumn;
  today: string;
}

const MonthRows = memo(function MonthRows({ group, fmt, copy, excluded, onPrint, outlets, today }: MonthRowsProps) {
  const name = fmt.month(group.month);
  return (
    <tbody className={`records-month${excluded ? ' is-print-excluded' : ''}`}>
      <tr className="records-month-head">
        <th scope="rowgroup" colSpan={COLUMN_COUNT + (outlets ? 1 : 0)}>
          <span className="records-month-title">
            <span className="records-month-name">{name}</span> <span className="records-month-count">{copy.pickups(group.totals.pickups)}</span>
          </span>
          {onPrint ? (
            <button type="button" className="btn btn-outline-brand btn-sm records-screen-only" aria-label={copy.printMonthLabel(name)} onClick={() => onPrint(group.month)}>
              {copy.printMonth}
            </button>
          ) : null}
        </th>
      </tr>
      {group.records.map((record) => (
        <RecordRow key={record.id} record={record} fmt={fmt} copy={copy} outlets={outlets} today={today} offer={onPrint !== undefined} />
      ))}
      <TotalsRow label={copy.monthTotal(name)} totals={group.totals} fmt={fmt} copy={copy} className="records-month-total" withOutlet={outlets !== undefined} />
    </tbody>
  );
});

export interface RecordsTableProps {
  groups: MonthGroup[];
  totals: RegisterTotals;
  order: SortOrder;
  caption: string;
  fmt: LocaleFormats;
  /** The month being printed (YYYY-MM), or null for the whole range. */
  printMonth: string | null;
  /** Prints a month; none when the table is part of another document (the audit pack: no buttons, no dispute links). */
  onPrintMonth?: (month: string) => void;
  /** "All outlets": an outlet column, and a subtotal per outlet above the range's total. */
  outlets?: OutletColumn;
  /** YYYY-MM-DD, India's today: which pickups may still be disputed. */
  today: string;
}

/** The columns after date and receipt, in order; numbers are right-aligned. */
const HEADER_COLUMNS: readonly (readonly [keyof RecordsCopy['columns'], boolean])[] = [
  ['quantity', true],
  ['drums', true],
  ['weighing', false],
  ['rate', true],
  ['amount', true],
  ['tpc', true],
  ['vehicle', false],
  ['collector', false],
  ['destination', false],
  ['points', true],
];

/** One row per pickup, grouped by month with monthly totals and the range's total. */
export function RecordsTable({ groups, totals, order, caption, fmt, printMonth, onPrintMonth, outlets, today }: RecordsTableProps) {
  const copy = useLoadedRecordsCopy();
  const column = copy.columns;
  return (
    <div className="records-table-wrap">
      <table className="records-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" aria-sort={order === 'oldest' ? 'ascending' : 'descending'}>
              {column.date}
            </th>
            <th scope="col">{column.receipt}</th>
            {outlets ? <th scope="col">{outlets.heading}</th> : null}
            <th scope="col">{column.code}</th>
            {HEADER_COLUMNS.map(([key, numeric]) => (
              <th key={key} scope="col" className={numeric ? 'num' : undefined}>
                {column[key]}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <MonthRows key={group.month} group={group} fmt={fmt} copy={copy} excluded={printMonth !== null && printMonth !== group.month} onPrint={onPrintMonth} outlets={outlets} today={today} />
        ))}
        <tfoot className={printMonth === null ? undefined : 'is-print-excluded'}>
          {outlets?.subtotals.map(({ outletId, totals: subtotal }) => (
            <TotalsRow key={outletId} label={outlets.subtotalLabel(outlets.name(outletId))} totals={subtotal} fmt={fmt} copy={copy} className="records-outlet-total" withOutlet />
          ))}
          <TotalsRow label={copy.rangeTotal} totals={totals} fmt={fmt} copy={copy} className="records-range-total" withOutlet={outlets !== undefined} />
        </tfoot>
      </table>
    </div>
  );
}
