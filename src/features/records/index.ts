/** What other features use of the records statement: its CSV writer and register rows (the payments statement reuses them). */
export { toCsv } from './recordsCsv';
export { groupByMonth, sortRecords, totalsOf } from './registerRows';
/** The weighing's facts, as the public check (/verify) shows them beside the certificate's. */
export { weighingFacts } from './weighingFacts';
/** The pieces the audit pack (features/auditPack) prints: the register's table and a pickup's certificate. */
export { RecordsTable } from './RecordsTable';
export { Certificate } from './certificate/Certificate';
export { useRecordsCopy } from './copy';
