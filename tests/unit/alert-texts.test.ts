import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { ALERT_KINDS, alertMessage, smsSegments, type AlertFacts } from '../../src/mocks/data/alertTexts';

// Issue 34, item 7: every alert is written in English and Hindi, says who is writing, fits one SMS in
// English, asks for nothing secret and carries no link.

/** The longest facts an alert carries: the longest day and slot, a long name, the largest figures. */
const LONGEST: AlertFacts = {
  date: '2026-09-30',
  slot: 'afternoon',
  collector: 'Venkataraman S.',
  time: '11:45',
  kg: 1250.5,
  receipt: 'GGN-A/26-27/013652',
  amount: 125000.75,
  reference: 'SBINN26273123456',
  dispute: 'Rejected',
};

describe('the alerts’ words', () => {
  it.each(ALERT_KINDS)('%s: one SMS in English, and says who is writing in both languages', (kind) => {
    const english = alertMessage(kind, 'en', LONGEST);
    expect(english.sms.startsWith(`${site.shortName}: `)).toBe(true);
    expect(smsSegments(english.sms)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    const hindi = alertMessage(kind, 'hi', LONGEST);
    expect(hindi.sms.startsWith(`${site.shortName}: `)).toBe(true);
    // Hindi is UCS-2 (70 characters a message, 67 a part): each costs two parts.
    expect(smsSegments(hindi.sms).encoding).toBe('UCS-2');
    expect(smsSegments(hindi.sms).segments).toBe(2);
    expect(hindi.title).not.toBe(english.title);
    expect(hindi.body).not.toBe(english.body);
  });

  it.each(ALERT_KINDS)('%s: every fact filled in, no password, OTP or link asked for or given', (kind) => {
    for (const language of ['en', 'hi'] as const) {
      const { title, body } = alertMessage(kind, language, LONGEST);
      expect(`${title} ${body}`).not.toMatch(/undefined|NaN|\$\{|\s,| {2}/);
      expect(body).not.toMatch(/password|OTP|PIN|पासवर्ड|ओटीपी|https?:|www\.|\.(com|in)\b/i);
    }
  });

  it('writes the facts in each language’s way', () => {
    expect(alertMessage('payment_sent', 'en', LONGEST).body).toContain('Rs 1,25,000.75');
    expect(alertMessage('payment_sent', 'hi', LONGEST).body).toContain('₹1,25,000.75');
    expect(alertMessage('pickup_reminder', 'en', LONGEST).body).toContain('Wed, 30 Sept, in the afternoon');
    expect(alertMessage('collector_on_way', 'en', LONGEST).body).toContain('by 11:45 am');
  });

  it('counts SMS parts as a phone network does', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', length: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', length: 161, segments: 2 });
    // The euro sign is in the extension table: two characters.
    expect(smsSegments(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'GSM-7', length: 161, segments: 2 });
    expect(smsSegments('₹'.repeat(70))).toEqual({ encoding: 'UCS-2', length: 70, segments: 1 });
    expect(smsSegments('क'.repeat(135))).toEqual({ encoding: 'UCS-2', length: 135, segments: 3 });
  });
});
