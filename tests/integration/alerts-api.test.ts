import { describe, expect, it } from 'vitest';
import { addDays, indianToday } from '../../src/lib/indiaTime';
import { chainOwner } from '../../src/mocks/data/chain';
import { db } from '../../src/mocks/db';
import { allowOffContractRequests } from '../support/apiContractWatch';
import { mockSessionToken } from '../support/renderApp';

// Issue 34 (docs/contract.md section 5, "Alerts"): the mock API's preferences, inbox and web push
// registrations, as a backend is to answer them. Every call and answer here is also checked against
// api/openapi.yaml (tests/setup.ts).

const BASE = 'https://localhost:3000/api';

/** A call of the signed-in person, answered as JSON. */
async function call<T = { status: string; message?: string; data?: never }>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${BASE}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });
  return (await response.json()) as T;
}

const json = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
const formBody = (fields: Record<string, string>): RequestInit => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return { method: 'POST', body };
};

interface Preferences {
  channels: { sms: { enabled: boolean; mobile: string }; whatsapp: { enabled: boolean; mobile: string; opted_in_at: string | null }; email: { enabled: boolean; address: string; email_verified: boolean }; push: { enabled: boolean } };
  events: Record<string, string[]>;
  quiet_hours: { from: string; to: string } | null;
  language: 'en' | 'hi';
}
interface Notification {
  id: number;
  created_at: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
}
interface Inbox {
  items: Notification[];
  unread: number;
  current_page: number;
  last_page: number;
}

/** What may be sent back: the preferences without what only the server sets. */
function input(preferences: Preferences, change: (draft: Preferences) => void = () => {}) {
  const draft = structuredClone(preferences);
  change(draft);
  const { whatsapp, email } = draft.channels;
  return { ...draft, channels: { ...draft.channels, whatsapp: { enabled: whatsapp.enabled, mobile: whatsapp.mobile }, email: { enabled: email.enabled, address: email.address } } };
}

describe('alert preferences', () => {
  it('start with SMS for the reminder and payments, WhatsApp off until the person opts in with the words shown', async () => {
    const token = mockSessionToken();
    const { data: preferences } = await call<{ data: Preferences }>(token, '/notification-preferences');
    expect(preferences.events.pickup_reminder).toEqual(['sms']);
    expect(preferences.events.payment_sent).toEqual(['sms']);
    expect(preferences.events.pickup_weighed).toEqual([]);
    expect(preferences.channels.whatsapp).toEqual({ enabled: false, mobile: db.user.mobile, opted_in_at: null });

    const on = input(preferences, (draft) => {
      draft.channels.whatsapp.enabled = true;
      draft.events.pickup_weighed = ['whatsapp'];
    });
    const refused = await call(token, '/notification-preferences', json(on));
    expect(refused).toEqual({ status: 'Error', message: 'WhatsApp needs your agreement to the words shown.' });

    const saved = await call<{ status: string; message: string; data: Preferences }>(token, '/notification-preferences', json({ ...on, whatsapp_consent_text: 'I agree to get pickup and payment alerts from GreenDrop on WhatsApp at 9876543210.' }));
    expect(saved.message).toBe('Your alert settings are saved.');
    expect(saved.data.channels.whatsapp.enabled).toBe(true);
    expect(saved.data.channels.whatsapp.opted_in_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(saved.data.events.pickup_weighed).toEqual(['whatsapp']);

    // Off is one switch, with nothing to agree to.
    const off = await call<{ data: Preferences }>(token, '/notification-preferences', json(input(saved.data, (draft) => (draft.channels.whatsapp.enabled = false))));
    expect(off.data.channels.whatsapp).toMatchObject({ enabled: false, opted_in_at: null });
  });

  it('take quiet hours across midnight, refuse an empty window, and unverify a changed e-mail address', async () => {
    const token = mockSessionToken();
    const { data: preferences } = await call<{ data: Preferences }>(token, '/notification-preferences');
    expect(preferences.channels.email.email_verified).toBe(true);

    const overnight = await call<{ data: Preferences }>(token, '/notification-preferences', json(input(preferences, (draft) => (draft.quiet_hours = { from: '22:30', to: '06:00' }))));
    expect(overnight.data.quiet_hours).toEqual({ from: '22:30', to: '06:00' });
    expect(await call(token, '/notification-preferences', json(input(preferences, (draft) => (draft.quiet_hours = { from: '07:00', to: '07:00' }))))).toMatchObject({ status: 'Error' });
    // What the site never sends: the server still refuses it.
    allowOffContractRequests('POST /notification-preferences');
    expect(await call(token, '/notification-preferences', json(input(preferences, (draft) => (draft.quiet_hours = { from: '25:00', to: '07:00' }))))).toMatchObject({ status: 'Error' });

    const moved = await call<{ data: Preferences }>(token, '/notification-preferences', json(input(overnight.data, (draft) => (draft.channels.email = { ...draft.channels.email, enabled: true, address: 'accounts@spiceroute.example.in' }))));
    expect(moved.data.channels.email).toEqual({ enabled: true, address: 'accounts@spiceroute.example.in', email_verified: false });
  });

  it('are kept per outlet', async () => {
    const token = mockSessionToken(undefined, chainOwner.user);
    const [first, second] = chainOwner.user.outlet_ids ?? [];
    const { data: preferences } = await call<{ data: Preferences }>(token, `/notification-preferences?outlet_id=${first}`);
    await call(token, '/notification-preferences', json({ ...input(preferences, (draft) => (draft.language = 'hi')), outlet_id: first }));
    expect((await call<{ data: Preferences }>(token, `/notification-preferences?outlet_id=${first}`)).data.language).toBe('hi');
    expect((await call<{ data: Preferences }>(token, `/notification-preferences?outlet_id=${second}`)).data.language).toBe('en');
  });
});

describe('the inbox', () => {
  it('says what the register and the payments say, newest first, and counts what is unread', async () => {
    const token = mockSessionToken();
    const today = indianToday();
    const from = addDays(today, -30);
    const { data: records } = await call<{ data: { receipt_no: string; quantity_kg: number; collected_on: string }[] }>(token, '/WebData/getCollectionRecords', formBody({ dateFrom: from, dateUpto: today }));
    const { data: payments } = await call<{ data: { reference: string; paid_on: string }[] }>(token, '/WebData/getPayments', formBody({ dateFrom: from, dateUpto: today }));
    expect(records.length).toBeGreaterThan(0);

    const first = await call<{ data: Inbox }>(token, '/notifications');
    const items = [...first.data.items];
    for (let page = 2; page <= first.data.last_page; page += 1) items.push(...(await call<{ data: Inbox }>(token, `/notifications?page=${page}`)).data.items);
    expect(first.data.items.length).toBeLessThanOrEqual(10);
    expect(items.map((item) => item.created_at)).toEqual([...items.map((item) => item.created_at)].sort().reverse());
    expect(first.data.unread).toBe(items.length);

    const weighed = items.filter((item) => item.kind === 'pickup_weighed');
    expect(weighed).toHaveLength(records.length);
    for (const record of records) {
      const item = weighed.find((candidate) => candidate.body.includes(record.receipt_no));
      expect(item?.title).toBe('Pickup weighed');
      expect(item?.body).toContain(`${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 }).format(record.quantity_kg)} kg`);
      expect(item?.created_at.slice(0, 10)).toBe(record.collected_on);
      expect(item?.link).toMatch(/^\/dashboard\/records\//);
    }
    const paid = items.filter((item) => item.kind === 'payment_sent');
    expect(paid.map((item) => item.body.match(/bank reference (\S+)\./)?.[1]).sort()).toEqual(payments.map((payment) => payment.reference).sort());

    const marked = await call<{ data: { unread: number } }>(token, '/notifications/read', formBody({ ids: `${items[0].id},${items[1].id}` }));
    expect(marked.data.unread).toBe(items.length - 2);
    const after = await call<{ data: Inbox }>(token, '/notifications');
    expect(after.data.items.slice(0, 2).every((item) => item.read)).toBe(true);
    expect((await call<{ data: { unread: number } }>(token, '/notifications/read', formBody({ all: '1' }))).data.unread).toBe(0);
    allowOffContractRequests('POST /notifications/read');
    expect(await call(token, '/notifications/read', formBody({ all: '1', ids: '1' }))).toMatchObject({ status: 'Error' });
  });

  it('tells of a schedule the person changed, in the language they chose', async () => {
    const token = mockSessionToken();
    const { data: preferences } = await call<{ data: Preferences }>(token, '/notification-preferences');
    await call(token, '/notification-preferences', json(input(preferences, (draft) => (draft.language = 'hi'))));
    await call(token, '/pickup-schedule', formBody({ frequency: 'weekly', weekday: '3', time_slot: 'evening', idempotency_key: 'alerts-schedule-1' }));
    const { data } = await call<{ data: Inbox }>(token, '/notifications');
    const changed = data.items.find((item) => item.kind === 'schedule_changed');
    expect(changed).toMatchObject({ title: 'पिकअप का दिन बदला', link: '/dashboard/schedule', read: false });
    expect(changed?.body).toContain('शाम');
  });
});

describe('web push registrations', () => {
  it('give the public key, keep a browser’s subscription for the outlet, and forget it when asked', async () => {
    const token = mockSessionToken();
    const { data } = await call<{ data: { key: string } }>(token, '/push/public-key');
    // An uncompressed P-256 point: 65 bytes.
    expect(Buffer.from(data.key, 'base64url')).toHaveLength(65);

    const subscription = { endpoint: 'https://push.example.net/send/abc123', expirationTime: null, keys: { p256dh: 'BPx0-demo-key', auth: 'demo-auth' } };
    expect(await call(token, '/push/subscriptions', json(subscription))).toEqual({ status: 'Success' });
    expect(db.get().pushSubscriptions).toEqual([{ userId: db.user.id, outletId: 1, endpoint: subscription.endpoint, keys: subscription.keys }]);
    expect(await call(token, '/push/subscriptions', json({ ...subscription, endpoint: 'http://insecure.example.net/' }))).toMatchObject({ status: 'Error' });

    expect(await call(token, `/push/subscriptions?endpoint=${encodeURIComponent(subscription.endpoint)}`, { method: 'DELETE' })).toEqual({ status: 'Success' });
    expect(db.get().pushSubscriptions).toEqual([]);
  });
});

describe('what the mock would have sent', () => {
  it('records a changed schedule by the channels chosen for it, in the chosen language, held in quiet hours, and sends nothing', async () => {
    const token = mockSessionToken();
    const { data: preferences } = await call<{ data: Preferences }>(token, '/notification-preferences');
    // SMS and e-mail for a changed schedule, in Hindi, with no quiet hours.
    await call(
      token,
      '/notification-preferences',
      json(
        input(preferences, (draft) => {
          draft.events.schedule_changed = ['sms', 'email'];
          draft.language = 'hi';
          draft.quiet_hours = null;
        }),
      ),
    );
    await call(token, '/pickup-schedule', formBody({ frequency: 'weekly', weekday: '2', time_slot: 'morning', idempotency_key: 'alerts-sent-1' }));
    const [email, sms] = [db.get().sentAlerts[1], db.get().sentAlerts[0]];
    expect(sms).toMatchObject({ channel: 'sms', to: db.user.mobile });
    expect(sms.text).toMatch(/^GreenDrop: आपके तेल का अगला पिकअप अब .+, सुबह में है। पूरा शेड्यूल डैशबोर्ड पर है।$/);
    expect(sms.heldUntil).toBeUndefined();
    // E-mail is off for the demo vendor: nothing goes there.
    expect(email).toBeUndefined();
  });
});
