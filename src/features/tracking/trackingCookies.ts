import { cutText, TEXT_MAX, withoutControlCharacters } from '../../lib/inputLimits';

/** The utm values taken from the address, kept in cookies for 30 days, secure, SameSite Lax. */
export const TRACKING_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export type TrackingKey = (typeof TRACKING_KEYS)[number];
export type TrackingValues = Partial<Record<TrackingKey, string>>;

// Written without a cookie library: this module runs in the browser entry, on every landing page.
const COOKIE_ATTRIBUTES = `; Max-Age=${30 * 24 * 60 * 60}; Path=/; Secure; SameSite=Lax`;

/**
 * A utm value as it may be kept and sent: without control characters (a link can carry %00 or a
 * line break, which no campaign name has), trimmed, and at most 100 characters, the most the API
 * takes. '' when nothing is left.
 */
export function cleanTrackingValue(value: string): string {
  return cutText(withoutControlCharacters(value).trim(), TEXT_MAX.tracking).trim();
}

/** The utm values present (and not blank) in a query string, cleaned. */
export function parseTrackingValues(search: string): TrackingValues {
  const params = new URLSearchParams(search);
  const values: TrackingValues = {};
  for (const key of TRACKING_KEYS) {
    const value = cleanTrackingValue(params.get(key) ?? '');
    if (value) values[key] = value;
  }
  return values;
}

/** Stores the values found in the address; values absent from it keep their earlier cookie. */
export function storeTrackingValues(search: string): TrackingValues {
  const values = parseTrackingValues(search);
  for (const [key, value] of Object.entries(values)) document.cookie = `${key}=${encodeURIComponent(value)}${COOKIE_ATTRIBUTES}`;
  return values;
}

/**
 * The values kept in cookies, sent with a registration as extra fields: cleaned again,
 * as a cookie written by an older version of the page, or by hand, may hold anything.
 */
export function readTrackingValues(): TrackingValues {
  const values: TrackingValues = {};
  for (const pair of document.cookie.split('; ')) {
    const [key, ...rest] = pair.split('=');
    if (!(TRACKING_KEYS as readonly string[]).includes(key)) continue;
    try {
      const value = cleanTrackingValue(decodeURIComponent(rest.join('=')));
      if (value) values[key as TrackingKey] = value;
    } catch {
      // A value that is not ours (malformed escapes) is ignored.
    }
  }
  return values;
}
