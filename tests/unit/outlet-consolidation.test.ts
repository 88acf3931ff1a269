import { beforeAll, describe, expect, it } from 'vitest';
import { sumByMonth } from '../../src/features/dashboard/charts/monthSums';
import { outletForPage, parseOutletParam, resolveOutlet } from '../../src/features/dashboard/outletChoice';
import type { RecordsCopy } from '../../src/features/records/copy';
import { recordsCsv } from '../../src/features/records/recordsCsv';
import { outletSubtotals, totalsOf } from '../../src/features/records/registerRows';
import { chainCollectionRequests, chainOutlets, chainRoutes } from '../../src/mocks/data/chain';
import { collectionRecords, monthlyTotals } from '../../src/mocks/data/records';
import { record } from '../support/collectionRecords';
import { englishVendor } from '../support/vendorEnglish';

// "All outlets" (issue 32): subtotals, totals, the CSV and the charts' months, from the rows the
// API answers with an outlet each (docs/contract.md section 5).

let english: RecordsCopy;
beforeAll(async () => {
  english = (await englishVendor()).records;
});

const TODAY = '2026-11-21';
const receiptsOf = (outletId: number) =>
  collectionRecords(chainCollectionRequests[outletId], '2026-04-01', TODAY, TODAY, chainRoutes[outletId]).map((row) => ({ ...row, outlet_id: outletId }));
const ids = chainOutlets.map((outlet) => outlet.id);

describe('outletSubtotals', () => {
  it('gives each outlet the totals of its own register, in the switcher’s order, and they add up to the whole', () => {
    const all = [...receiptsOf(23), ...receiptsOf(21), ...receiptsOf(22)];
    const subtotals = outletSubtotals(all, ids);
    expect(subtotals.map((part) => part.outletId)).toEqual(ids);
    for (const part of subtotals) expect(part.totals).toEqual(totalsOf(receiptsOf(part.outletId)));
    const whole = totalsOf(all);
    const summed = subtotals.reduce((sum, { totals }) => sum + Math.round(totals.amount_inr * 100), 0) / 100;
    expect(summed).toBe(whole.amount_inr);
    expect(subtotals.reduce((sum, { totals }) => sum + totals.pickups, 0)).toBe(whole.pickups);
    expect(subtotals.reduce((sum, { totals }) => sum + totals.green_points, 0)).toBe(whole.green_points);
  });

  it('puts an outlet the switcher does not name after the named ones', () => {
    const rows = [record(1, '2026-10-06', 10, 650, { outlet_id: 99 }), record(2, '2026-10-07', 20, 1300, { outlet_id: 21 })];
    expect(outletSubtotals(rows, [21]).map((part) => part.outletId)).toEqual([21, 99]);
  });
});

describe('recordsCsv for all outlets', () => {
  it('ends every row with its outlet’s name under an Outlet heading', () => {
    const rows = [record(2, '2026-10-28', 212.7, 14144.55, { outlet_id: 22 }), record(1, '2026-10-06', 1249.2, 83071.8, { outlet_id: 21 })];
    const names: Record<number, string> = { 21: 'Tandoor Trail Indiranagar', 22: 'Tandoor Trail Whitefield' };
    const lines = recordsCsv(rows, english, { header: 'Outlet', name: (id) => names[id ?? 0] }).split('\r\n');
    expect(lines[0].endsWith(',Photo of the scale,Outlet')).toBe(true);
    expect(lines[1].endsWith(',Tandoor Trail Indiranagar')).toBe(true);
    expect(lines[2].endsWith(',Tandoor Trail Whitefield')).toBe(true);
  });

  it('is unchanged for one outlet', () => {
    const rows = [record(1, '2026-10-06', 1249.2, 83071.8)];
    expect(recordsCsv(rows, english).split('\r\n')[0].endsWith(',Photo of the scale')).toBe(true);
  });
});

describe('sumByMonth', () => {
  it('adds the outlets’ rows of a month into one, to the paisa, oldest month first', () => {
    const perOutlet = ids.flatMap((id) => monthlyTotals(receiptsOf(id)).oil.map((row) => ({ ...row, outlet_id: id })));
    const summed = sumByMonth(perOutlet, ['quantity_kg', 'amount_inr']);
    const whole = monthlyTotals(ids.flatMap(receiptsOf)).oil;
    expect(summed.map((row) => row.month)).toEqual(whole.map((row) => row.month));
    summed.forEach((row, index) => {
      expect(row.amount_inr).toBeCloseTo(whole[index].amount_inr, 2);
      expect(row.quantity_kg).toBeCloseTo(whole[index].quantity_kg, 2);
      expect(row).not.toHaveProperty('outlet_id');
    });
  });
});

describe('which outlet a page acts for', () => {
  const owner = { role: 'owner' as const, outlet_ids: [21, 22, 23] };
  const manager = { role: 'manager' as const, outlet_ids: [22] };

  it('reads ?outlet= as an id or "all", nothing else', () => {
    expect(parseOutletParam('22')).toBe(22);
    expect(parseOutletParam('all')).toBe('all');
    expect(parseOutletParam('0')).toBeNull();
    expect(parseOutletParam('22abc')).toBeNull();
    expect(parseOutletParam(null)).toBeNull();
  });

  it('takes the address first, then what was remembered, then the first outlet', () => {
    expect(resolveOutlet(owner, 23, { choice: 22, single: 22 }, false)).toBe(23);
    expect(resolveOutlet(owner, null, { choice: 22, single: 22 }, false)).toBe(22);
    expect(resolveOutlet(owner, null, null, false)).toBe(21);
  });

  it('offers "all" only where the page consolidates; elsewhere the last single outlet chosen', () => {
    expect(resolveOutlet(owner, 'all', null, true)).toBe('all');
    expect(resolveOutlet(owner, 'all', { choice: 'all', single: 23 }, false)).toBe(23);
    expect(resolveOutlet(owner, null, { choice: 'all', single: null }, false)).toBe(21);
  });

  it('finds the outlet of a page from the person, the address and this device, as the page and a read ahead of it both do', () => {
    const person = { id: 7, ...owner };
    expect(outletForPage(null, '22', true)).toBeUndefined();
    expect(outletForPage(person, 'all', true)).toBe('all');
    expect(outletForPage(person, 'all', false)).toBe(21);
    expect(outletForPage({ ...person, role: 'manager' }, 'all', true)).toBe(21);
    window.localStorage.setItem('greendrop-outlet:7', JSON.stringify({ choice: 23, single: 23 }));
    expect(outletForPage(person, null, true)).toBe(23);
    expect(outletForPage(person, 'nonsense', true)).toBe(23);
    expect(outletForPage({ id: 8, ...owner }, null, true)).toBe(21);
  });

  it('sends nothing for one outlet, but sends another outlet named in the address (for the API’s 403)', () => {
    expect(resolveOutlet(manager, null, null, true)).toBeUndefined();
    expect(resolveOutlet(manager, 22, null, true)).toBeUndefined();
    expect(resolveOutlet(manager, 21, null, true)).toBe(21);
    expect(resolveOutlet({ role: 'owner', outlet_ids: [1] }, null, null, true)).toBeUndefined();
  });
});

describe('the demo restaurant group', () => {
  it('has receipts of its own at every outlet: no receipt number or id shared with another outlet or the demo vendor', async () => {
    const { demoCollectionRequests } = await import('../../src/mocks/data/vendor');
    const demo = collectionRecords(demoCollectionRequests, '2025-01-01', TODAY, TODAY);
    const chain = ids.flatMap((id) => collectionRecords(chainCollectionRequests[id], '2025-01-01', TODAY, TODAY, chainRoutes[id]));
    const all = [...demo, ...chain];
    expect(new Set(all.map((row) => row.receipt_no)).size).toBe(all.length);
    expect(new Set(all.map((row) => row.id)).size).toBe(all.length);
    // Pune's receipts come from its own depot's book.
    expect(collectionRecords(chainCollectionRequests[23], '2026-04-01', TODAY, TODAY, chainRoutes[23]).every((row) => row.receipt_no.startsWith('GD/PNQ/'))).toBe(true);
  });
});

describe('paymentsCsv for all outlets', () => {
  it('ends every payment and every pickup due with its outlet', async () => {
    const { paymentsCsv } = await import('../../src/features/payments/paymentsCsv');
    const reconciliation = {
      payments: [{ payment: { id: 1, paid_on: '2026-11-07', amount_inr: 650, method: 'NEFT' as const, reference: 'HDFCN26311000001', receipt_nos: ['A'], adjustments: [], outlet_id: 22 }, receipts: [{ receiptNo: 'A', record: null }], adjustments: [], forEarlier: 0 }],
      due: [record(5, '2026-11-20', 10, 660, { outlet_id: 23, receipt_no: 'B' })],
      dueAdjustments: [],
    } as unknown as Parameters<typeof paymentsCsv>[0];
    const words = { headers: ['Line', 'Date', 'Amount (INR)', 'Method', 'Reference', 'Receipts'], payment: 'Payment', due: 'Due', adjustment: 'Dispute adjustment', method: (method: string) => method };
    const names: Record<number, string> = { 22: 'Tandoor Trail Whitefield', 23: 'Tandoor Trail Baner' };
    const lines = paymentsCsv(reconciliation, words, { header: 'Outlet', name: (id) => names[id ?? 0] }).split('\r\n');
    expect(lines[0].endsWith(',Receipts,Outlet')).toBe(true);
    expect(lines[1]).toBe('Payment,2026-11-07,650,NEFT,HDFCN26311000001,A,Tandoor Trail Whitefield');
    expect(lines[2]).toBe('Due,2026-11-20,660,,,B,Tandoor Trail Baner');
  });
});
