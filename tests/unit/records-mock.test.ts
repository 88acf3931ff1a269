import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { collectionRecords, JOINED_ON, monthlyTotals } from '../../src/mocks/data/records';
import { demoCollectionRequests } from '../../src/mocks/data/vendor';

const TODAY = '2026-11-21';
const all = collectionRecords(demoCollectionRequests, '2020-01-01', '2030-12-31', TODAY);
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe("the mock API's collection receipts", () => {
  it('has exactly one receipt for each request the vendor sent that is Collected, and none for the others', () => {
    for (const request of demoCollectionRequests) {
      const receipts = all.filter((r) => r.request_id === request.id);
      if (request.status !== 'Collected') {
        expect(receipts, `request ${request.id} (${request.status})`).toEqual([]);
        continue;
      }
      expect(receipts, `request ${request.id}`).toHaveLength(1);
      const [receipt] = receipts;
      const waited = days(request.requested_on.slice(0, 10), receipt.collected_on);
      expect(waited).toBeGreaterThanOrEqual(1);
      expect(waited).toBeLessThanOrEqual(4);
      expect(receipt.drums).toBe(request.entered_drums_qty);
      expect(Math.abs(receipt.quantity_kg - request.entered_volume) / request.entered_volume).toBeLessThan(0.05);
    }
  });

  it('runs from joining to today, oldest first, with unique ids and receipt numbers', () => {
    expect(all[0].collected_on >= JOINED_ON).toBe(true);
    expect(all.at(-1)!.collected_on <= TODAY).toBe(true);
    expect(all.map((r) => r.collected_on)).toEqual([...all.map((r) => r.collected_on)].sort());
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    expect(new Set(all.map((r) => r.receipt_no)).size).toBe(all.length);
    expect(collectionRecords(demoCollectionRequests, '2026-11-22', '2026-12-31', TODAY)).toEqual([]);
    expect(collectionRecords(demoCollectionRequests, '2026-10-31', '2026-10-01', TODAY)).toEqual([]);
  });

  it('prices every receipt as kilograms times rate, with the site’s green points per kg', () => {
    for (const r of all) {
      expect(r.amount_inr).toBe(Math.round(r.quantity_kg * r.rate_inr_per_kg * 100) / 100);
      expect(r.green_points).toBe(Math.round(r.quantity_kg * site.figures.greenPointsPerKg));
      expect(r.tpc_percent === null || (r.tpc_percent >= 19 && r.tpc_percent <= 31)).toBe(true);
    }
  });

  it('shows the same receipts for a day whatever range asks for it', () => {
    const october = collectionRecords(demoCollectionRequests, '2026-10-01', '2026-10-31', TODAY);
    expect(october.length).toBeGreaterThan(3);
    expect(october).toEqual(all.filter((r) => r.collected_on.startsWith('2026-10')));
  });

  it('derives the oil-sold and green points months from the receipts, so they agree by construction', () => {
    const { oil, credits } = monthlyTotals(all);
    for (const month of oil) {
      const receipts = all.filter((r) => r.collected_on.startsWith(month.month));
      expect(month.quantity_kg).toBeCloseTo(receipts.reduce((sum, r) => sum + r.quantity_kg, 0), 6);
      expect(month.amount_inr).toBeCloseTo(receipts.reduce((sum, r) => sum + r.amount_inr, 0), 6);
    }
    expect(credits.reduce((sum, m) => sum + m.points, 0)).toBe(all.reduce((sum, r) => sum + r.green_points, 0));
  });
});
