import { paths } from '../config/paths';
import type { components } from '../types/openapi';
import type { CollectionRecord, CollectionRequest, Payment, User } from '../types/api';
import { alertMessage, type AlertFacts, type AlertKind } from './data/alertTexts';
import { hashOf } from './data/records';
import type { Dispute } from './disputes';
import type { SentAlert } from '../lib/demo';

/**
 * The mock API's alerts (docs/contract.md section 5, "Alerts"; issue 34): each person's preferences
 * per outlet, and their notifications. A notification about a pickup or a payment is worked out from
 * the receipts and payments the other calls answer with, so the inbox says what the register and
 * the payments page say; one about a change the person made (their schedule) is kept when it
 * happens. What was read is kept by id.
 */

export type Preferences = components['schemas']['Preferences'];
export type PreferencesInput = components['schemas']['PreferencesInput'];
export type Notification = components['schemas']['Notification'];
export type Channel = components['schemas']['Channel'];

/** What the database keeps of one person's alerts at one outlet. */
export interface AlertState {
  preferences: Preferences;
  /** The notifications read, by id. */
  readIds: number[];
  /** Notifications of the changes the person made (kept, not worked out). */
  kept: Notification[];
  /**
   * ISO 8601: the worked-out events up to this time have been sent by the channels chosen
   * (recorded: the mock sends nothing). Set when the state is made, so a new person is not sent a
   * month of history; saved before it, the next look starts from then.
   */
  sentUpTo?: string;
}

/** How far back the inbox goes: a month of pickups and payments. */
export const INBOX_DAYS = 30;
export const INBOX_PAGE_SIZE = 10;

/**
 * A new person's preferences: SMS, to the mobile they signed up with, for the day-before reminder
 * and payments (the two things a kitchen must not miss); WhatsApp off until they opt in; e-mail off,
 * at the address they gave, verified (the registration checked it); quiet from 9 PM to 8 AM.
 */
export function defaultPreferences(user: Pick<User, 'mobile' | 'email'>): Preferences {
  return {
    channels: {
      sms: { enabled: true, mobile: user.mobile },
      whatsapp: { enabled: false, mobile: user.mobile, opted_in_at: null },
      email: { enabled: false, address: user.email, email_verified: true },
      push: { enabled: false },
    },
    events: { pickup_reminder: ['sms'], collector_on_way: [], pickup_weighed: [], payment_sent: ['sms'], schedule_changed: [], dispute_updated: [] },
    quiet_hours: { from: '21:00', to: '08:00' },
    language: 'en',
  };
}

/** The messages a first registered device is chosen for when none had one (handlers.ts, followDevices). */
export const PUSH_FIRST_EVENTS: readonly AlertKind[] = ['pickup_reminder', 'collector_on_way'];

const CHANNELS: readonly Channel[] = ['sms', 'whatsapp', 'email', 'push'];
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The longest consent text kept: the words shown are far shorter. */
export const CONSENT_TEXT_MAX = 1000;
const EMAIL_MAX = 254;

/**
 * The preferences saved from what was sent, or the reason they are refused. WhatsApp turned on
 * keeps the consent words' time (and needs them); an e-mail address that changed is unverified
 * until its link is followed. `now` is an ISO 8601 time with its offset.
 */
export function savePreferences(previous: Preferences, input: unknown, now: string): { preferences: Preferences; consent: string | null } | { error: string } {
  const sent = input as Partial<PreferencesInput> | null;
  const channels = sent?.channels;
  const events = sent?.events;
  if (!sent || typeof sent !== 'object' || !channels || !events) return { error: 'Send the channels and the events.' };
  const { sms, whatsapp, email, push } = channels;
  if (!sms || !whatsapp || !email || !push) return { error: 'Send every channel.' };
  for (const mobile of [sms.mobile, whatsapp.mobile]) if (!/^[6-9]\d{9}$/.test(mobile ?? '')) return { error: 'Enter a valid 10-digit mobile number.' };
  if (typeof email.address !== 'string' || email.address.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.address)) return { error: 'Enter a valid e-mail address.' };
  const chosen: Partial<Record<AlertKind, Channel[]>> = {};
  for (const kind of Object.keys(previous.events) as AlertKind[]) {
    const list = events[kind];
    if (!Array.isArray(list) || list.some((channel) => !CHANNELS.includes(channel))) return { error: 'Choose the channels of every event from SMS, WhatsApp, e-mail and this device.' };
    chosen[kind] = CHANNELS.filter((channel) => list.includes(channel));
  }
  const quiet = sent.quiet_hours;
  if (quiet !== null && (!quiet || !HH_MM.test(quiet.from ?? '') || !HH_MM.test(quiet.to ?? '') || quiet.from === quiet.to)) return { error: 'Quiet hours need a start and an end, as HH:MM, not the same.' };
  if (sent.language !== 'en' && sent.language !== 'hi') return { error: 'Choose English or Hindi for the messages.' };
  const turningOn = whatsapp.enabled === true && !previous.channels.whatsapp.enabled;
  const consent = typeof sent.whatsapp_consent_text === 'string' ? sent.whatsapp_consent_text.trim() : '';
  if (turningOn && !consent) return { error: 'WhatsApp needs your agreement to the words shown.' };
  if (consent.length > CONSENT_TEXT_MAX) return { error: 'The consent words are too long.' };
  const sameAddress = email.address.trim().toLowerCase() === previous.channels.email.address.trim().toLowerCase();
  return {
    consent: turningOn ? consent : null,
    preferences: {
      channels: {
        sms: { enabled: sms.enabled === true, mobile: sms.mobile },
        whatsapp: {
          enabled: whatsapp.enabled === true,
          mobile: whatsapp.mobile,
          opted_in_at: whatsapp.enabled !== true ? null : turningOn || whatsapp.mobile !== previous.channels.whatsapp.mobile ? now : previous.channels.whatsapp.opted_in_at,
        },
        email: { enabled: email.enabled === true, address: email.address.trim(), email_verified: sameAddress && previous.channels.email.email_verified },
        // The server's: true while a browser is registered (handlers.ts, followDevices).
        push: { enabled: previous.channels.push.enabled },
      },
      events: chosen as Preferences['events'],
      quiet_hours: quiet === null ? null : { from: quiet.from, to: quiet.to },
      language: sent.language,
    },
  };
}

/** India's offset, as the API writes times. */
const at = (isoDate: string, time: string) => `${isoDate}T${time}:00+05:30`;

/** A notification's id: the same for the same event on every run. */
const idOf = (kind: AlertKind, key: string) => (hashOf(`alert:${kind}:${key}`) % 2_000_000_000) + 1;

function notification(kind: AlertKind, key: string, createdAt: string, facts: AlertFacts, link: string | null, language: Preferences['language']): Notification {
  const { title, body } = alertMessage(kind, language, facts);
  return { id: idOf(kind, key), created_at: createdAt, kind, title, body, link, read: false };
}

/** What the inbox is made of: the receipts and payments of the last {@link INBOX_DAYS} days, the booked visits, and the next pickup. */
export interface InboxSources {
  records: readonly CollectionRecord[];
  payments: readonly Payment[];
  /** The outlet's disputes: each answer (under review, resolved, rejected) is told. */
  disputes: readonly Pick<Dispute, 'id' | 'receipt_no' | 'status' | 'updated_on'>[];
  /** The collection requests GreenDrop has booked a visit for. */
  booked: readonly Pick<CollectionRequest, 'id' | 'requested_on' | 'scheduled_for' | 'time_slot' | 'collector_name'>[];
  /** YYYY-MM-DD: the next pickup of the recurring schedule, if any, with its slot. */
  nextPickup: { date: string; slot: components['schemas']['TimeSlot'] } | null;
  /** YYYY-MM-DD, India. */
  today: string;
  /** HH:MM, India. */
  now: string;
}

/** The day before an ISO date, and the day after. */
const dayBefore = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const dayAfter = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** When a slot's van leaves for its first kitchen (the slots of config/schedule: 9 AM to 12, 12 to 3 PM, 3 to 6 PM), India time. */
const SLOT_START: Record<components['schemas']['TimeSlot'], string> = { morning: '09:00', afternoon: '12:00', evening: '15:00' };
/** How long before a slot ends the collector should reach a kitchen that is on the way. */
const ARRIVAL_AFTER_START_MINUTES = 90;

/** One thing that happened, with the facts its message carries. */
interface AlertEventOf {
  kind: AlertKind;
  key: string;
  /** ISO 8601 with India's offset. */
  createdAt: string;
  facts: AlertFacts;
  link: string | null;
}

/**
 * What happened, as the other calls' data says it: a pickup weighed for each receipt, a payment
 * sent for each payment, each answer to a dispute, each booked visit (the day after it was asked for, and its collector on
 * the way once its slot has begun on the day), and the reminder of the next pickup once its
 * day-before 5 PM has come (the contract's timing). Nothing later than now.
 */
function eventsOf(sources: InboxSources): AlertEventOf[] {
  const nowIso = at(sources.today, sources.now);
  const weighed = sources.records.map((record): AlertEventOf => ({
    kind: 'pickup_weighed',
    key: record.receipt_no,
    createdAt: at(record.collected_on, '13:00'),
    facts: { kg: record.quantity_kg, receipt: record.receipt_no },
    link: paths.certificate(record.receipt_no),
  }));
  const paid = sources.payments.map((payment): AlertEventOf => ({
    kind: 'payment_sent',
    key: `${payment.id}`,
    createdAt: at(payment.paid_on, '11:30'),
    facts: { amount: payment.amount_inr, reference: payment.reference },
    link: paths.payments,
  }));
  const booked = sources.booked.flatMap((request): AlertEventOf[] => {
    if (!request.scheduled_for || !request.time_slot) return [];
    const slot = request.time_slot;
    const bookedOn = at(dayAfter(request.requested_on.slice(0, 10)), '10:00');
    const start = SLOT_START[slot];
    const [hours, minutes] = start.split(':').map(Number);
    const arrival = `${String(hours + Math.floor((minutes + ARRIVAL_AFTER_START_MINUTES) / 60)).padStart(2, '0')}:${String((minutes + ARRIVAL_AFTER_START_MINUTES) % 60).padStart(2, '0')}`;
    const collector = request.collector_name ? `${request.collector_name.split(' ')[0]} ${request.collector_name.split(' ')[1]?.[0] ?? ''}`.trim() : undefined;
    return [
      { kind: 'schedule_changed', key: `request-${request.id}`, createdAt: bookedOn < nowIso ? bookedOn : nowIso, facts: { date: request.scheduled_for, slot }, link: paths.dashboard },
      { kind: 'collector_on_way', key: `request-${request.id}`, createdAt: at(request.scheduled_for, start), facts: { collector, time: arrival }, link: paths.dashboard },
    ];
  });
  const answered = sources.disputes
    .filter((dispute) => dispute.status !== 'Open')
    .map((dispute): AlertEventOf => ({
      kind: 'dispute_updated',
      key: `${dispute.id}:${dispute.status}`,
      createdAt: at(dispute.updated_on, '12:00'),
      facts: { receipt: dispute.receipt_no, dispute: dispute.status },
      link: paths.certificate(dispute.receipt_no),
    }));
  const next = sources.nextPickup;
  const reminder: AlertEventOf[] = next ? [{ kind: 'pickup_reminder', key: next.date, createdAt: at(dayBefore(next.date), '17:00'), facts: { date: next.date, slot: next.slot }, link: paths.schedule }] : [];
  return [...weighed, ...paid, ...booked, ...answered, ...reminder].filter((event) => event.createdAt <= nowIso);
}

/** The person's notifications, newest first: what happened (eventsOf) and the changes kept, each read or not as the state says. */
export function notificationsOf(state: AlertState, sources: InboxSources): Notification[] {
  const { language } = state.preferences;
  const read = new Set(state.readIds);
  return [...eventsOf(sources).map((event) => notification(event.kind, event.key, event.createdAt, event.facts, event.link, language)), ...state.kept]
    .map((item) => ({ ...item, read: read.has(item.id) }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/**
 * What the server sends for what happened since it last looked (`state.sentUpTo`), by the channels
 * chosen (alertSends), and the time it has now looked up to. The changes kept were sent when made.
 */
export function sendsSince(state: AlertState, sources: InboxSources): { sent: SentAlert[]; upTo: string } {
  const upTo = at(sources.today, sources.now);
  const since = state.sentUpTo ?? upTo;
  const sent = eventsOf(sources)
    .filter((event) => event.createdAt > since)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .flatMap((event) => alertSends(state.preferences, event.kind, event.facts, sources.now));
  return { sent, upTo };
}

/** A change the person made, kept for the inbox in their language (their schedule saved: the next pickup's day). */
export function keptNotice(state: AlertState, kind: AlertKind, key: string, createdAt: string, facts: AlertFacts, link: string | null): void {
  state.kept = [notification(kind, key, createdAt, facts, link, state.preferences.language), ...state.kept.filter((item) => item.id !== idOf(kind, key))].slice(0, 50);
}

/** How many of the alerts it would have sent the mock keeps for the demo notice. */
export const SENT_KEPT = 5;

/** True when `now` (HH:MM) falls in the quiet hours, which may run past midnight. */
export function inQuietHours(quiet: Preferences['quiet_hours'], now: string): boolean {
  if (!quiet) return false;
  return quiet.from < quiet.to ? now >= quiet.from && now < quiet.to : now >= quiet.from || now < quiet.to;
}

/**
 * What the server would send for an event, by each channel the person chose for it and has on:
 * the SMS and WhatsApp text, and for e-mail the title and the text, to a verified address only.
 * Held until the quiet hours end when they are on (`now` is HH:MM in India). This device's
 * notifications are pushed by the server, and the mock pushes nothing.
 */
export function alertSends(preferences: Preferences, kind: AlertKind, facts: AlertFacts, now: string): SentAlert[] {
  const { title, body, sms } = alertMessage(kind, preferences.language, facts);
  const heldUntil = inQuietHours(preferences.quiet_hours, now) ? preferences.quiet_hours?.to : undefined;
  const { channels } = preferences;
  return preferences.events[kind].flatMap((channel): SentAlert[] => {
    if (channel === 'sms' && channels.sms.enabled) return [{ channel, to: channels.sms.mobile, text: sms, heldUntil }];
    if (channel === 'whatsapp' && channels.whatsapp.enabled && channels.whatsapp.opted_in_at) return [{ channel, to: channels.whatsapp.mobile, text: sms, heldUntil }];
    if (channel === 'email' && channels.email.enabled && channels.email.email_verified) return [{ channel, to: channels.email.address, text: `${title}: ${body}`, heldUntil }];
    return [];
  });
}

