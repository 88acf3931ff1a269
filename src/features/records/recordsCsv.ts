import type { CollectionRecord } from '../../types/api';
import type { DateRange } from '../dashboard';
import type { RecordsCopy } from './copy';
import { env } from '../../config/env';
import { sortRecords } from './registerRows';
import { estimateDifference } from './weighing';

/**
 * The register as CSV (RFC 4180): UTF-8 with a byte order mark, so spreadsheet programs read ₹ and
 * Devanagari correctly; CRLF line ends; one header row; ISO dates; numbers as plain digits with a
 * decimal point (no grouping, no currency sign), so a spreadsheet can add them up.
 */

export const BYTE_ORDER_MARK = '\uFEFF';

type Cell = string | number | null;

/**
 * Text a spreadsheet may run as a formula: = + - @ (or their full-width forms), also behind the
 * spaces, tabs, line breaks or NULs that spreadsheets skip at the start of a cell, and any cell
 * that starts with a tab, a carriage return or a NUL.
 */
const FORMULA_START = /^[\s\0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\0]/;

/**
 * One field: quoted when it holds a comma, a quote or a line break (quotes doubled). Text that a
 * spreadsheet would run as a formula (FORMULA_START) is kept as text with a leading apostrophe;
 * numbers are written as they are.
 */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return BYTE_ORDER_MARK + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The words of the file: its header row and the destinations' names, in the page's language. */
export type CsvCopy = Pick<RecordsCopy, 'csv' | 'destinations'>;

/**
 * Every record of the range, oldest first, whatever order the table shows. A photo's address is
 * written in full (against `photoBase`, the site), so it opens from the spreadsheet. For "All outlets"
 * (`outletName` given) each row ends with its outlet's name, under `outletHeader`, so a
 * spreadsheet can total by outlet.
 */
export function recordsCsv(records: readonly CollectionRecord[], copy: CsvCopy, outlets?: { header: string; name: (id: number | undefined) => string }, photoBase = env.siteUrl): string {
  const rows = sortRecords(records, 'oldest').map((r) => [
    r.collected_on,
    r.receipt_no,
    r.verify_code,
    r.quantity_kg,
    r.drums,
    r.rate_inr_per_kg,
    r.amount_inr,
    r.tpc_percent,
    r.vehicle_no,
    r.collector_name,
    copy.destinations[r.destination] ?? r.destination,
    r.green_points,
    // The weighing (issue 35): gross and tare, the scale and its stamp, the vendor's estimate and the difference.
    r.weighing.gross_kg,
    r.weighing.tare_kg,
    r.weighing.scale_id,
    r.weighing.scale_stamped_on,
    r.vendor_estimate_kg,
    estimateDifference(r)?.kg ?? null,
    estimateDifference(r)?.percent ?? null,
    r.weighing.photo_url === null ? null : new URL(r.weighing.photo_url, photoBase).href,
    ...(outlets ? [outlets.name(r.outlet_id)] : []),
  ]);
  return toCsv([outlets ? [...copy.csv.headers, outlets.header] : copy.csv.headers, ...rows]);
}

/** The file's name: plain ASCII in either language, so every phone, mail program and file system keeps it intact. */
export function recordsCsvFileName(range: DateRange): string {
  return `greendrop-disposal-register-${range.dateFrom}-to-${range.dateUpto}.csv`;
}
