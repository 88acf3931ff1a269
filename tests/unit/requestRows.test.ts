import { describe, expect, it } from 'vitest';
import { requestRows } from '../../src/features/requests/requestRows';
import type { CollectionRequest, CollectionStatus } from '../../src/types/api';

const request = (id: number, status: CollectionStatus): CollectionRequest => ({
  id,
  requested_on: `2026-11-${String(30 - id).padStart(2, '0')}T10:00:00+05:30`,
  entered_drums_qty: 1,
  entered_volume: 30,
  empty_drums_qty: 0,
  notes_for_team: '',
  status,
});

describe('requestRows', () => {
  const list = [request(1, 'Collected'), request(2, 'Pending'), ...[3, 4, 5, 6, 7, 8].map((id) => request(id, id === 5 ? 'Scheduled' : 'Cancelled'))];

  it('keeps every open request, whatever its age, and the newest closed ones, in the list’s order', () => {
    const rows = requestRows(list, 2);
    expect(rows.shown.map((r) => r.id)).toEqual([1, 2, 3, 5]);
    expect(rows.hidden).toBe(4);
    expect(rows.total).toBe(8);
  });

  it('shows everything once enough closed ones are asked for, and nothing is hidden', () => {
    expect(requestRows(list, 10)).toEqual({ shown: list, hidden: 0, total: 8 });
    expect(requestRows([], 5)).toEqual({ shown: [], hidden: 0, total: 0 });
  });
});
