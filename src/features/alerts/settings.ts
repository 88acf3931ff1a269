import type { AlertChannel, AlertEvent, AlertPreferences, AlertPreferencesInput } from '../../types/api';

/**
 * The alert settings form's rules (issue 34, items 1 to 3): what it holds, what it refuses and what
 * it sends. The channels a person chooses per event are SMS, WhatsApp, e-mail and their devices'
 * notifications (push); whether push is on is the server's (a browser is registered), which the
 * device part (DevicePushPart) reads again after turning this device on or off.
 */

/** The events in the order the form lists them: before a pickup, at it, after it. */
export const ALERT_EVENTS: readonly AlertEvent[] = ['pickup_reminder', 'collector_on_way', 'pickup_weighed', 'payment_sent', 'schedule_changed', 'dispute_updated'];
/** The channels the form offers per event. */
export const FORM_CHANNELS: readonly AlertChannel[] = ['sms', 'whatsapp', 'email', 'push'];

/** The longest e-mail address taken (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

export interface AlertFormValues {
  smsOn: boolean;
  smsMobile: string;
  whatsappOn: boolean;
  whatsappMobile: string;
  /** The person ticked "I agree" under the consent words (needed only to turn WhatsApp on). */
  whatsappAgreed: boolean;
  emailOn: boolean;
  emailAddress: string;
  /** A browser of the person's is registered for this outlet's notifications (the server's answer, not a switch). */
  pushOn: boolean;
  events: Record<AlertEvent, AlertChannel[]>;
  quietOn: boolean;
  /** HH:MM */
  quietFrom: string;
  /** HH:MM; before `quietFrom` when the quiet hours run past midnight. */
  quietTo: string;
  language: 'en' | 'hi';
}

export type AlertFormField = 'smsMobile' | 'whatsappMobile' | 'whatsappAgreed' | 'emailAddress' | 'quietFrom' | 'quietTo';
/** Each field's problem, as a message id of the `alerts` catalogue. */
export type AlertFormErrors = Partial<Record<AlertFormField, string>>;

/** The quiet hours a person gets when they turn them on with none set. */
const DEFAULT_QUIET = { from: '21:00', to: '08:00' };

export function alertFormValues(preferences: AlertPreferences): AlertFormValues {
  const { sms, whatsapp, email } = preferences.channels;
  return {
    smsOn: sms.enabled,
    smsMobile: sms.mobile,
    whatsappOn: whatsapp.enabled,
    whatsappMobile: whatsapp.mobile,
    whatsappAgreed: false,
    emailOn: email.enabled,
    emailAddress: email.address,
    pushOn: preferences.channels.push.enabled,
    events: Object.fromEntries(ALERT_EVENTS.map((event) => [event, [...preferences.events[event]]])) as Record<AlertEvent, AlertChannel[]>,
    quietOn: preferences.quiet_hours !== null,
    quietFrom: preferences.quiet_hours?.from ?? DEFAULT_QUIET.from,
    quietTo: preferences.quiet_hours?.to ?? DEFAULT_QUIET.to,
    language: preferences.language,
  };
}

const MOBILE = /^[6-9]\d{9}$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when the quiet hours run past midnight ("to" before "from"): they end the next morning. */
export const acrossMidnight = (from: string, to: string): boolean => HH_MM.test(from) && HH_MM.test(to) && to < from;

/**
 * The form's problems, field by field, against what the server holds (`saved`): WhatsApp turned on
 * needs the consent words agreed to; a number is needed only for a channel that is on, an address
 * only for e-mail on, and quiet hours need a start and an end that differ (across midnight is fine).
 */
export function validateAlertForm(values: AlertFormValues, saved: AlertPreferences): AlertFormErrors {
  const errors: AlertFormErrors = {};
  if (!MOBILE.test(values.smsMobile)) errors.smsMobile = 'form.mobileInvalid';
  if (!MOBILE.test(values.whatsappMobile)) errors.whatsappMobile = 'form.mobileInvalid';
  if (values.whatsappOn && !saved.channels.whatsapp.enabled && !values.whatsappAgreed) errors.whatsappAgreed = 'form.agreeNeeded';
  const address = values.emailAddress.trim();
  if (address.length > EMAIL_MAX_LENGTH || !EMAIL.test(address)) errors.emailAddress = 'form.emailInvalid';
  if (values.quietOn) {
    if (!HH_MM.test(values.quietFrom)) errors.quietFrom = 'form.timeInvalid';
    if (!HH_MM.test(values.quietTo)) errors.quietTo = 'form.timeInvalid';
    else if (values.quietFrom === values.quietTo) errors.quietTo = 'form.quietSame';
  }
  return errors;
}

/**
 * What is sent: the form's choices, and with WhatsApp being turned on the consent words exactly as
 * they were shown.
 */
export function alertSettingsInput(values: AlertFormValues, saved: AlertPreferences, consentWords: string, outlet: number | undefined): AlertPreferencesInput {
  const turningOn = values.whatsappOn && !saved.channels.whatsapp.enabled;
  return {
    channels: {
      sms: { enabled: values.smsOn, mobile: values.smsMobile },
      whatsapp: { enabled: values.whatsappOn, mobile: values.whatsappMobile },
      email: { enabled: values.emailOn, address: values.emailAddress.trim() },
      push: { enabled: values.pushOn },
    },
    events: Object.fromEntries(ALERT_EVENTS.map((event) => [event, FORM_CHANNELS.filter((channel) => values.events[event].includes(channel))])) as AlertPreferencesInput['events'],
    quiet_hours: values.quietOn ? { from: values.quietFrom, to: values.quietTo } : null,
    language: values.language,
    ...(turningOn ? { whatsapp_consent_text: consentWords } : {}),
    ...(outlet === undefined ? {} : { outlet_id: outlet }),
  };
}

/**
 * The form after this device was turned on or off: push as the server now has it (on while any of
 * the person's browsers is registered, and the messages it chose for a first one), everything else
 * as the person left it, saved or not.
 */
export function withPushFrom(values: AlertFormValues, server: AlertPreferences): AlertFormValues {
  return {
    ...values,
    pushOn: server.channels.push.enabled,
    events: Object.fromEntries(
      ALERT_EVENTS.map((event) => [event, [...values.events[event].filter((channel) => channel !== 'push'), ...(server.events[event].includes('push') ? (['push'] as const) : [])]]),
    ) as Record<AlertEvent, AlertChannel[]>,
  };
}
