import Cookies from 'js-cookie';

/** Spec section 3 and 9: utm values from the address, kept 30 days, secure, SameSite Lax. */
export const TRACKING_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export type TrackingKey = (typeof TRACKING_KEYS)[number];
export type TrackingValues = Partial<Record<TrackingKey, string>>;

const COOKIE_OPTIONS = { expires: 30, secure: true, sameSite: 'Lax', path: '/' } as const;

/** The utm values present (and not blank) in a query string. */
export function parseTrackingValues(search: string): TrackingValues {
  const params = new URLSearchParams(search);
  const values: TrackingValues = {};
  for (const key of TRACKING_KEYS) {
    const value = params.get(key)?.trim();
    if (value) values[key] = value.slice(0, 200);
  }
  return values;
}

/** Stores the values found in the address; values absent from it keep their earlier cookie. */
export function storeTrackingValues(search: string): TrackingValues {
  const values = parseTrackingValues(search);
  for (const [key, value] of Object.entries(values)) Cookies.set(key, value, COOKIE_OPTIONS);
  return values;
}

/** The values kept in cookies, for sending with a registration (contract section 4). */
export function readTrackingValues(): TrackingValues {
  const values: TrackingValues = {};
  for (const key of TRACKING_KEYS) {
    const value = Cookies.get(key);
    if (value) values[key] = value;
  }
  return values;
}
