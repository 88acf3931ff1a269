import { describe, expect, it } from 'vitest';
import { defaultPreferences, notificationsOf, type AlertState } from '../../src/mocks/alerts';
import { demoVendor } from '../../src/mocks/data/vendor';

// Issue 34: the day-before reminder comes at 5 PM the day before a pickup (docs/contract.md section
// 5, "Reminder timing is the server's"), in the person's language, and links to the schedule.

const state = (language: 'en' | 'hi' = 'en'): AlertState => ({ preferences: { ...defaultPreferences(demoVendor.user), language }, readIds: [], kept: [] });
const sources = (today: string, now: string) => ({ records: [], payments: [], nextPickup: { date: '2026-12-02', slot: 'morning' as const }, today, now });

describe('the day-before reminder', () => {
  it('comes at 5 PM the day before the pickup, not sooner', () => {
    expect(notificationsOf(state(), sources('2026-11-30', '23:00'))).toEqual([]);
    expect(notificationsOf(state(), sources('2026-12-01', '16:59'))).toEqual([]);
    const [reminder] = notificationsOf(state(), sources('2026-12-01', '17:00'));
    expect(reminder).toMatchObject({ kind: 'pickup_reminder', created_at: '2026-12-01T17:00:00+05:30', title: 'Pickup tomorrow', link: '/dashboard/schedule', read: false });
    expect(reminder.body).toBe('Your used cooking oil pickup is tomorrow, Wed, 2 Dec, in the morning. Please keep the drums closed and ready.');
    expect(notificationsOf(state(), sources('2026-12-02', '08:00'))).toHaveLength(1);
  });

  it('is written in the person’s language, and read once marked', () => {
    const [reminder] = notificationsOf(state('hi'), sources('2026-12-01', '18:00'));
    expect(reminder.title).toBe('कल पिकअप है');
    const read = { ...state('hi'), readIds: [reminder.id] };
    expect(notificationsOf(read, sources('2026-12-01', '18:00'))[0].read).toBe(true);
  });
});
