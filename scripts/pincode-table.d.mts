/** Types of scripts/pincode-table.mjs, for the test that rebuilds the mock's pincode table. */
export const SOURCE: string;
export const TABLE: string;
export const DISTRICTS: Record<string, string[]>;
export interface PincodeTable {
  served: Record<string, string>;
  nearest: Record<string, string>;
}
export function toRuns(codes: string[]): string;
export function buildPincodeTable(geonamesText: string, cities: string[]): PincodeTable;
export function renderTable(table: PincodeTable): string;
