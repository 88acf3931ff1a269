import { site } from '../../config/site';
import englishSchedule from '../../locales/en/schedule.json';
import hindiSchedule from '../../locales/hi/schedule.json';
import type { components } from '../../types/openapi';

/**
 * What the company's alerts say (docs/contract.md section 5, "Alerts"; issue 34, item 7): one text
 * per event and language, sent as it is by SMS and WhatsApp, and shown in the inbox and a device
 * notification under a short title. The mock API records them where a server would send them;
 * a backend sends the same words.
 *
 * Every text:
 * - says who is writing: it starts with the company's short name and a colon (config/site.ts);
 * - fits one SMS in English: 160 characters of the GSM 03.38 alphabet (so "Rs", not the rupee
 *   sign, which is not in it). A Hindi text is sent as UCS-2, 70 characters in one SMS and 67 in
 *   each part of a longer one: each costs two parts (tests/unit/alert-texts.test.ts counts
 *   them with the longest facts a message carries);
 * - never asks for a password, an OTP or a bank detail, and carries no link: the person opens the
 *   site they already know (a link in an SMS is what a phishing text looks like).
 */

export type AlertKind = components['schemas']['Notification']['kind'];
export type AlertLanguage = components['schemas']['Preferences']['language'];
type TimeSlot = components['schemas']['TimeSlot'];
type DisputeStatus = 'Open' | 'Under review' | 'Resolved' | 'Rejected';

/** The facts an alert carries, as the mock knows them. */
export interface AlertFacts {
  /** YYYY-MM-DD: the pickup's day. */
  date?: string;
  slot?: TimeSlot;
  /** The collector's first name and initial. */
  collector?: string;
  /** HH:MM, India time: when the collector should arrive. */
  time?: string;
  /** Net weight, kg. */
  kg?: number;
  receipt?: string;
  /** Rupees. */
  amount?: number;
  /** The bank's reference of the payment (UTR or RRN). */
  reference?: string;
  dispute?: DisputeStatus;
}

const regionOf: Record<AlertLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };
const slotNames: Record<AlertLanguage, Record<string, string>> = { en: englishSchedule, hi: hindiSchedule };

const disputeWords: Record<AlertLanguage, Record<DisputeStatus, string>> = {
  en: { Open: 'open', 'Under review': 'under review', Resolved: 'resolved', Rejected: 'closed with no change' },
  hi: { Open: 'खुला', 'Under review': 'जाँच में', Resolved: 'सुलझ गया', Rejected: 'बिना बदलाव के बंद' },
};

/** The facts in the words of a language: a day as "Wed, 30 Sep", a slot's name, figures grouped the Indian way. */
function wordsOf(language: AlertLanguage, facts: AlertFacts) {
  const region = regionOf[language];
  const day = facts.date ? new Intl.DateTimeFormat(region, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${facts.date}T00:00:00Z`)) : '';
  const time = facts.time ? new Intl.DateTimeFormat(region, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(new Date(`1970-01-01T${facts.time}:00Z`)) : '';
  const number = (value: number | undefined, digits: number) => (value === undefined ? '' : new Intl.NumberFormat(region, { maximumFractionDigits: digits }).format(value));
  return {
    day,
    slot: facts.slot ? slotNames[language][`slotName.${facts.slot}`] : '',
    collector: facts.collector ?? '',
    time,
    kg: number(facts.kg, 1),
    receipt: facts.receipt ?? '',
    amount: number(facts.amount, 2),
    reference: facts.reference ?? '',
    dispute: facts.dispute ? disputeWords[language][facts.dispute] : '',
  };
}

type Words = ReturnType<typeof wordsOf>;

/** Each event's title and text, in each language. */
const TEXTS: Record<AlertKind, Record<AlertLanguage, { title: string; text: (w: Words) => string }>> = {
  pickup_reminder: {
    en: { title: 'Pickup tomorrow', text: (w) => `Your used cooking oil pickup is tomorrow, ${w.day}, in the ${w.slot}. Please keep the drums closed and ready.` },
    hi: { title: 'कल पिकअप है', text: (w) => `आपके इस्तेमाल हुए तेल का पिकअप कल, ${w.day}, ${w.slot} में है। ड्रम बंद करके तैयार रखें।` },
  },
  collector_on_way: {
    en: { title: 'Collector on the way', text: (w) => `Our collector ${w.collector} is on the way and should reach you by ${w.time}. Please keep the drums at the pickup point.` },
    hi: { title: 'कलेक्टर रास्ते में', text: (w) => `हमारे कलेक्टर ${w.collector} रास्ते में हैं, ${w.time} तक पहुँचेंगे। ड्रम पिकअप की जगह पर रखें।` },
  },
  pickup_weighed: {
    en: { title: 'Pickup weighed', text: (w) => `${w.kg} kg of used cooking oil was weighed at your kitchen, receipt ${w.receipt}. The certificate is on your dashboard.` },
    hi: { title: 'तेल तौला गया', text: (w) => `आपकी रसोई में ${w.kg} किलो इस्तेमाल हुआ तेल तौला गया, रसीद ${w.receipt}। प्रमाणपत्र डैशबोर्ड पर है।` },
  },
  payment_sent: {
    en: { title: 'Payment sent', text: (w) => `We have sent Rs ${w.amount} for your used cooking oil, bank reference ${w.reference}. The details are on your dashboard.` },
    hi: { title: 'भुगतान भेजा गया', text: (w) => `आपके इस्तेमाल हुए तेल के लिए ₹${w.amount} भेजे गए, बैंक संदर्भ ${w.reference}। ब्योरा डैशबोर्ड पर है।` },
  },
  schedule_changed: {
    en: { title: 'Pickup schedule changed', text: (w) => `Your next used cooking oil pickup is now on ${w.day}, in the ${w.slot}. The full schedule is on your dashboard.` },
    hi: { title: 'पिकअप का दिन बदला', text: (w) => `आपके तेल का अगला पिकअप अब ${w.day}, ${w.slot} में है। पूरा शेड्यूल डैशबोर्ड पर है।` },
  },
  dispute_updated: {
    en: { title: 'Weight question updated', text: (w) => `Your question about the weight on receipt ${w.receipt} is now ${w.dispute}. Our answer is on your dashboard.` },
    hi: { title: 'वज़न के सवाल पर जवाब', text: (w) => `रसीद ${w.receipt} के वज़न पर आपका सवाल अब ${w.dispute} है। हमारा जवाब डैशबोर्ड पर है।` },
  },
};

export const ALERT_KINDS = Object.keys(TEXTS) as AlertKind[];

/** An alert in a language: its title (inbox, notification), its body, and the text an SMS or WhatsApp message carries. */
export function alertMessage(kind: AlertKind, language: AlertLanguage, facts: AlertFacts): { title: string; body: string; sms: string } {
  const { title, text } = TEXTS[kind][language];
  const body = text(wordsOf(language, facts));
  return { title, body, sms: `${site.shortName}: ${body}` };
}

// The GSM 7-bit default alphabet and its extension table (3GPP TS 23.038, section 6.2.1; an extension
// character costs two), and the parts of a long message (3GPP TS 23.040: its 6-byte header leaves
// 153 GSM-7 or 67 UCS-2 characters a part).
const GSM_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/**
 * What a text costs as SMS: GSM-7 when every character is in the GSM alphabet (160 in one message,
 * 153 in each part of a longer one), otherwise UCS-2 (70, and 67 in each part).
 */
export function smsSegments(text: string): { encoding: 'GSM-7' | 'UCS-2'; length: number; segments: number } {
  const characters = [...text];
  if (characters.every((c) => GSM_BASIC.has(c) || GSM_EXTENDED.has(c))) {
    const length = characters.reduce((sum, c) => sum + (GSM_EXTENDED.has(c) ? 2 : 1), 0);
    return { encoding: 'GSM-7', length, segments: length <= 160 ? 1 : Math.ceil(length / 153) };
  }
  // UTF-16 code units: a character outside the basic plane (an emoji) takes two.
  const length = text.length;
  return { encoding: 'UCS-2', length, segments: length <= 70 ? 1 : Math.ceil(length / 67) };
}
