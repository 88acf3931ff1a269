import type { User } from '../../types/api';

/**
 * What the `_auth_state` cookie holds: the name the header shows, and nothing else. Every request
 * to the site carries its cookies, so the vendor's mobile, e-mail and address stay out of them
 * (they are kept in the vendor profile, ./profile.ts).
 *
 * react-auth-kit writes this state as JSON and, reading it back, deletes every backslash before
 * parsing: a `"` or `\` in a name (JSON escapes both with a backslash) broke the parse and signed
 * the vendor out on the next load. The name is therefore stored URI-encoded, which leaves JSON
 * nothing to escape, whatever the name holds (quotes, backslashes, Devanagari, emoji).
 */
export interface SessionState {
  name: string;
}

/** A string with lone surrogates replaced, so that encodeURIComponent cannot throw on it. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

export function toSessionState(name: string): SessionState {
  return { name: encodeURIComponent(wellFormed(name)) };
}

/** The name in a session state as read back; anything unexpected reads as no name. */
export function nameOfSessionState(state: unknown): string {
  const stored = (state as { name?: unknown } | null | undefined)?.name;
  if (typeof stored !== 'string') return '';
  try {
    return decodeURIComponent(stored);
  } catch {
    // Written before names were encoded: a plain name that happens to hold a '%'.
    return stored;
  }
}

const USER_TEXT_FIELDS = ['name', 'firm_name', 'mobile', 'email', 'address', 'city', 'state', 'postal_code'] as const;

/** A text field as the page can show it: numbers become text, anything else (null, objects) nothing. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * The user record of a login answer, made safe to render: the server's record is trusted for its
 * values, not its types, and a field that is not text (a number, null, an object) must not crash
 * the header or the dashboard.
 */
export function normaliseUser(raw: unknown): User {
  const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const id = Number(record.id);
  const user = { id: Number.isFinite(id) ? id : 0 } as User;
  for (const field of USER_TEXT_FIELDS) user[field] = asText(record[field]);
  return user;
}
