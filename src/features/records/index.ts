/** What other features use of the records statement: its CSV writer and register rows (the payments statement reuses them). */
export { toCsv } from './recordsCsv';
export { groupByMonth, sortRecords, totalsOf } from './registerRows';
