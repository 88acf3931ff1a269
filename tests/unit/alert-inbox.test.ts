import { describe, expect, it } from 'vitest';
import { alertSends, defaultPreferences, inQuietHours, notificationsOf, sendsSince, type AlertState, type Channel, type InboxSources } from '../../src/mocks/alerts';
import { demoVendor } from '../../src/mocks/data/vendor';

// Issue 34: the day-before reminder comes at 5 PM the day before a pickup (docs/contract.md section
// 5, "Reminder timing is the server's"), in the person's language, and links to the schedule.

const state = (language: 'en' | 'hi' = 'en'): AlertState => ({ preferences: { ...defaultPreferences(demoVendor.user), language }, readIds: [], kept: [] });
const sources = (today: string, now: string, booked: InboxSources['booked'] = []): InboxSources => ({ records: [], payments: [], booked, disputes: [], nextPickup: { date: '2026-12-02', slot: 'morning' as const }, today, now });
/** A visit GreenDrop booked for a request sent on 10 November. */
const visit = { id: 9, requested_on: '2026-11-10T16:05:00+05:30', scheduled_for: '2026-12-04', time_slot: 'morning' as const, collector_name: 'Prakash Naik' };

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

describe('what the server would send', () => {
  const preferences = () => defaultPreferences(demoVendor.user);
  const facts = { date: '2026-12-02', slot: 'morning' as const };

  it('holds a message in quiet hours that run past midnight until they end', () => {
    const quiet = { ...preferences(), quiet_hours: { from: '22:00', to: '07:00' } };
    expect(inQuietHours(quiet.quiet_hours, '23:30')).toBe(true);
    expect(inQuietHours(quiet.quiet_hours, '06:59')).toBe(true);
    expect(inQuietHours(quiet.quiet_hours, '07:00')).toBe(false);
    expect(inQuietHours(quiet.quiet_hours, '12:00')).toBe(false);
    expect(inQuietHours({ from: '13:00', to: '15:00' }, '14:00')).toBe(true);
    expect(alertSends(quiet, 'pickup_reminder', facts, '23:30')).toEqual([{ channel: 'sms', to: demoVendor.user.mobile, text: expect.stringMatching(/^GreenDrop: /), heldUntil: '07:00' }]);
    expect(alertSends(quiet, 'pickup_reminder', facts, '17:00')[0].heldUntil).toBeUndefined();
  });

  it('goes by WhatsApp only after the opt-in, and by e-mail only to a verified address', () => {
    const base = preferences();
    const wanted = { ...base, events: { ...base.events, pickup_reminder: ['whatsapp', 'email'] as Channel[] } };
    wanted.channels = { ...wanted.channels, whatsapp: { ...wanted.channels.whatsapp, enabled: true, opted_in_at: null }, email: { ...wanted.channels.email, enabled: true, email_verified: false } };
    expect(alertSends(wanted, 'pickup_reminder', facts, '12:00')).toEqual([]);
    wanted.channels = { ...wanted.channels, whatsapp: { ...wanted.channels.whatsapp, opted_in_at: '2026-11-28T10:00:00+05:30' }, email: { ...wanted.channels.email, email_verified: true } };
    expect(alertSends(wanted, 'pickup_reminder', facts, '12:00').map((sent) => sent.channel)).toEqual(['whatsapp', 'email']);
  });
});

describe('a booked visit', () => {
  it('is told when it is booked, and on its day when the collector sets out, with who and by when', () => {
    const before = notificationsOf(state(), sources('2026-12-04', '08:59', [visit]));
    expect(before.map((item) => item.kind)).toEqual(['pickup_reminder', 'schedule_changed']);
    expect(before[1]).toMatchObject({ created_at: '2026-11-11T10:00:00+05:30', body: 'Your next used cooking oil pickup is now on Fri, 4 Dec, in the morning. The full schedule is on your dashboard.' });
    const [onWay] = notificationsOf(state('hi'), sources('2026-12-04', '09:00', [visit]));
    expect(onWay).toMatchObject({ kind: 'collector_on_way', created_at: '2026-12-04T09:00:00+05:30', link: '/dashboard' });
    expect(onWay.body).toBe('हमारे कलेक्टर Prakash N रास्ते में हैं, 10:30 am तक पहुँचेंगे। ड्रम पिकअप की जगह पर रखें।');
  });
});

describe('what is sent as time passes', () => {
  it('sends nothing of the past the first time the server looks, then each event once, by the channels chosen', () => {
    const first = sendsSince(state(), sources('2026-12-01', '16:00'));
    expect(first).toEqual({ sent: [], upTo: '2026-12-01T16:00:00+05:30' });
    const looked = { ...state(), sentUpTo: first.upTo };
    // The reminder's 5 PM has come: by SMS, as the defaults choose.
    const second = sendsSince(looked, sources('2026-12-01', '17:05'));
    expect(second.sent).toEqual([{ channel: 'sms', to: demoVendor.user.mobile, text: 'GreenDrop: Your used cooking oil pickup is tomorrow, Wed, 2 Dec, in the morning. Please keep the drums closed and ready.', heldUntil: undefined }]);
    expect(sendsSince({ ...looked, sentUpTo: second.upTo }, sources('2026-12-01', '17:30')).sent).toEqual([]);
  });
});

describe('an answered dispute', () => {
  it('is told when the company answers, not when it is raised, and links to the pickup’s certificate', () => {
    const receipt = 'GD/BLR/26-27/009721';
    const asked = { id: 7, receipt_no: receipt, status: 'Open' as const, updated_on: '2026-11-18' };
    const answered = { ...asked, status: 'Resolved' as const, updated_on: '2026-11-20' };
    const withDisputes = (disputes: InboxSources['disputes']): InboxSources => ({ ...sources('2026-11-21', '10:00'), nextPickup: null, disputes });
    expect(notificationsOf(state(), withDisputes([asked]))).toEqual([]);
    const [told] = notificationsOf(state('hi'), withDisputes([answered]));
    expect(told).toMatchObject({ kind: 'dispute_updated', created_at: '2026-11-20T12:00:00+05:30', link: '/dashboard/records/GD/BLR/26-27/009721', title: 'वज़न के सवाल पर जवाब' });
    expect(told.body).toBe(`रसीद ${receipt} के वज़न पर आपका सवाल अब सुलझ गया है। हमारा जवाब डैशबोर्ड पर है।`);
  });
});
