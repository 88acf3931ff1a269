import { describe, expect, it } from 'vitest';
import { addDays, indianToday } from '../../src/lib/indiaTime';
import { db } from '../../src/mocks/db';
import { allowOffContractRequests } from '../support/apiContractWatch';
import { mockSessionToken } from '../support/renderApp';
import type { Dispute } from '../../src/mocks/disputes';
import type { CollectionRecord, Verification } from '../../src/types/api';

// Issue 35 (docs/contract.md section 5, "Audit-ready records"): the mock API's disputes and the
// weighing behind every receipt, as a backend is to answer them. Every call and answer here is also
// checked against api/openapi.yaml (tests/setup.ts).

const BASE = 'https://localhost:3000/api';

async function call<T = { status: string; message?: string; data?: never }>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${BASE}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });
  return (await response.json()) as T;
}

const formBody = (fields: Record<string, string | Blob>): RequestInit => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return { method: 'POST', body };
};

/** Every receipt of the demo kitchen up to today. */
async function receipts(token: string): Promise<CollectionRecord[]> {
  const { data } = await call<{ data: CollectionRecord[] }>(token, '/WebData/getCollectionRecords', formBody({ dateFrom: '2025-12-01', dateUpto: indianToday() }));
  return data;
}

/** The first bytes of a JPEG: enough for the mock to tell it from anything else. */
const jpeg = (size = 64) => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(size - 4).fill(0)])], { type: 'image/jpeg' });

describe('the weighing behind every receipt', () => {
  it('nets the drums’ tare off the gross on a stamped scale, keeps the vendor’s estimate for a booked pickup, and shows it on the public check without the photo', async () => {
    const token = mockSessionToken();
    const all = await receipts(token);
    for (const record of all) {
      expect(record.weighing.net_kg).toBe(record.quantity_kg);
      expect(record.weighing.tare_kg).toBeCloseTo(record.drums * 1.8, 5);
      expect(record.weighing.gross_kg).toBeCloseTo(record.quantity_kg + record.weighing.tare_kg, 5);
      // Stamped within the year before the pickup (Legal Metrology's yearly re-verification).
      expect(record.weighing.scale_stamped_on <= record.collected_on).toBe(true);
      expect(record.weighing.scale_stamped_on > addDays(record.collected_on, -366)).toBe(true);
    }
    expect(all.some((record) => record.weighing.photo_url !== null)).toBe(true);
    expect(all.some((record) => record.weighing.photo_url === null)).toBe(true);
    expect(all.filter((record) => record.vendor_estimate_kg !== null).length).toBeGreaterThan(0);

    const photographed = all.find((record) => record.weighing.photo_url !== null) as CollectionRecord;
    const photo = await fetch(new URL(photographed.weighing.photo_url as string, BASE));
    expect(photo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await photo.text()).toContain(photographed.weighing.gross_kg.toFixed(1));

    const check = await fetch(`${BASE}/certificates/verify?receipt_no=${encodeURIComponent(photographed.receipt_no)}&code=${photographed.verify_code}`);
    const { data } = (await check.json()) as { data: Verification };
    expect(data.weighing).toEqual({ gross_kg: photographed.weighing.gross_kg, tare_kg: photographed.weighing.tare_kg, net_kg: photographed.quantity_kg, scale_id: photographed.weighing.scale_id, scale_stamped_on: photographed.weighing.scale_stamped_on });
  });
});

describe('disputes', () => {
  it('start with the demo’s two: one resolved with an adjustment, one still open (under review) on a recent pickup, which the register and the public check say is under dispute', async () => {
    const token = mockSessionToken();
    const { data: disputes } = await call<{ data: Dispute[] }>(token, '/disputes');
    expect(disputes.map((dispute) => dispute.status)).toEqual(['Under review', 'Resolved']);
    const [open, resolved] = disputes;
    expect(resolved).toMatchObject({ reason: 'weight', adjusted_kg: 1.8, resolution: expect.stringMatching(/tare/) });
    expect(resolved.adjusted_amount_inr).toBeGreaterThan(0);

    const all = await receipts(token);
    const disputed = all.find((record) => record.receipt_no === open.receipt_no) as CollectionRecord;
    expect(disputed.dispute_status).toBe('Under review');
    // Raised within its window; the latest pickup is left free to dispute.
    expect(open.raised_on <= addDays(disputed.collected_on, 7)).toBe(true);
    expect(all.at(-1)?.dispute_status).toBeNull();
    expect(all.find((record) => record.receipt_no === resolved.receipt_no)?.dispute_status).toBe('Resolved');
    const check = await fetch(`${BASE}/certificates/verify?receipt_no=${encodeURIComponent(disputed.receipt_no)}&code=${disputed.verify_code}`);
    expect(((await check.json()) as { data: Verification }).data.under_dispute).toBe(true);

    // The company's answer is told in the inbox.
    const { data: inbox } = await call<{ data: { items: { kind: string; body: string; link: string }[] } }>(token, '/notifications');
    expect(inbox.items).toContainEqual(expect.objectContaining({ kind: 'dispute_updated', body: `Your question about the weight on receipt ${resolved.receipt_no} is now resolved. Our answer is on your dashboard.` }));
  });

  it('takes one within the window, once per idempotency key, with a JPEG or PNG photo that it serves back', async () => {
    const token = mockSessionToken();
    const { data: existing } = await call<{ data: Dispute[] }>(token, '/disputes');
    // The latest pickup, inside its window, with no dispute yet.
    const record = (await receipts(token)).at(-1) as CollectionRecord;
    expect(record.dispute_status).toBeNull();
    const fields = { receipt_no: record.receipt_no, reason: 'weight', vendor_kg: String(record.quantity_kg + 4), details: 'Our scale read four kg more for the same drums.', idempotency_key: 'dispute-once', photo: jpeg() };
    const first = await call<{ status: string; message: string; data: Dispute }>(token, '/disputes', formBody(fields));
    expect(first).toMatchObject({ status: 'Success', message: 'Your dispute is open. We answer within three working days.', data: { receipt_no: record.receipt_no, status: 'Open', vendor_kg: record.quantity_kg + 4, raised_on: indianToday() } });
    const again = await call<{ data: Dispute }>(token, '/disputes', formBody(fields));
    expect(again.data.id).toBe(first.data.id);
    expect((await call<{ data: Dispute[] }>(token, '/disputes')).data).toHaveLength(existing.length + 1);
    const photo = await fetch(new URL(first.data.photo_url as string, BASE));
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect((await photo.arrayBuffer()).byteLength).toBe(64);

    // A second one while it is open is refused.
    const second = await call(token, '/disputes', formBody({ ...fields, idempotency_key: 'dispute-twice' }));
    expect(second).toEqual({ status: 'Error', message: 'This pickup already has an open dispute.' });
  });

  it('refuses a pickup past the window, a weight dispute without a reading, details too short, a photo that is not an image, and one over 5 MB', async () => {
    const token = mockSessionToken();
    const all = await receipts(token);
    const old = all.find((record) => addDays(record.collected_on, 7) < indianToday()) as CollectionRecord;
    const details = 'The weight on the receipt is lower than ours.';
    expect(await call(token, '/disputes', formBody({ receipt_no: old.receipt_no, reason: 'rate', details }))).toEqual({ status: 'Error', message: 'This pickup is more than 7 days old and can no longer be disputed.' });
    const recent = all.at(-1) as CollectionRecord;
    expect(await call(token, '/disputes', formBody({ receipt_no: recent.receipt_no, reason: 'weight', details }))).toEqual({ status: 'Error', message: 'Enter the weight your own scale read, in kg.' });
    // Shorter than the document allows: a request the site never sends, refused by the server all the same.
    allowOffContractRequests('POST /disputes');
    expect(await call(token, '/disputes', formBody({ receipt_no: recent.receipt_no, reason: 'other', details: 'Too short' }))).toEqual({ status: 'Error', message: 'Tell us what is wrong in 10 to 1000 characters.' });
    const text = new Blob(['<svg/>'], { type: 'image/png' });
    expect(await call(token, '/disputes', formBody({ receipt_no: recent.receipt_no, reason: 'other', details, photo: text }))).toEqual({ status: 'Error', message: 'The photo must be a JPEG or PNG image.' });
    const huge = await fetch(`${BASE}/disputes`, { ...formBody({ receipt_no: recent.receipt_no, reason: 'other', details, photo: jpeg(5 * 1024 * 1024 + 1) }), headers: { Authorization: `Bearer ${token}` } });
    expect(huge.status).toBe(413);
    expect(db.get().disputes['1']?.filter((dispute) => dispute.receipt_no === recent.receipt_no && dispute.details === details)).toEqual([]);
  });
});
