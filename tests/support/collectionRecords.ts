import type { CollectionRecord } from '../../src/types/api';

/** One receipt for unit tests: only what a test names differs from a plain route pickup. */
export function record(id: number, collected_on: string, quantity_kg: number, amount_inr: number, extra: Partial<CollectionRecord> = {}): CollectionRecord {
  const drums = extra.drums ?? 4;
  return {
    id,
    request_id: id,
    collected_on,
    receipt_no: `GD/BLR/26-27/${String(id).padStart(6, '0')}`,
    quantity_kg,
    drums: 4,
    rate_inr_per_kg: 65,
    amount_inr,
    tpc_percent: null,
    vehicle_no: 'KA 01 AK 4172',
    collector_name: 'Manjunath Gowda',
    destination: 'Biodiesel plant',
    green_points: Math.round(quantity_kg * 2),
    verify_code: 'K7PQ2M',
    // Weighed as the demo's collectors weigh: 1.8 kg of tare a drum.
    weighing: { gross_kg: Math.round((quantity_kg + drums * 1.8) * 10) / 10, tare_kg: Math.round(drums * 18) / 10, net_kg: quantity_kg, scale_id: 'GD-WS-4172', scale_stamped_on: '2026-03-14', photo_url: null },
    vendor_estimate_kg: null,
    dispute_status: null,
    ...extra,
  };
}

/** `count` receipts, a few a day from 1 April 2026, for measuring a long register. */
export function manyRecords(count: number): CollectionRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2026, 3, 1 + Math.floor(i / 3)));
    const kg = 80 + ((i * 37) % 140) + 0.5;
    return record(i + 1, day.toISOString().slice(0, 10), kg, Math.round(kg * 66.5 * 100) / 100, { tpc_percent: i % 4 === 0 ? null : 20 + (i % 10) });
  });
}
