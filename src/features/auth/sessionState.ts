import type { User } from '../../types/api';

/**
 * What the `_auth_state` cookie holds: the name the header shows, whose session it is and how far
 * this device's clock is from the server's (./sessionRules.ts), and nothing else. Every request
 * to the site carries its cookies, so the vendor's mobile, e-mail and address stay out of them
 * (they are kept in the vendor profile, ./profile.ts); the owner is the token's own `sub`, or a
 * random id, nothing personal.
 *
 * react-auth-kit writes this state as JSON and, reading it back, deletes every backslash before
 * parsing: a `"` or `\` in a name (JSON escapes both with a backslash) broke the parse and signed
 * the vendor out on the next load. The name is therefore stored URI-encoded, which leaves JSON
 * nothing to escape, whatever the name holds (quotes, backslashes, Devanagari, emoji).
 */
export interface SessionState {
  name: string;
  /** Whose session it is (sessionOwner in ./sessionRules.ts); missing in a session begun before it was kept. */
  owner?: string;
  /** This device's clock minus the server's, in ms, measured when the token arrived. */
  clock?: number;
}

/** A string with lone surrogates replaced, so that encodeURIComponent cannot throw on it. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

export function toSessionState(name: string, owner?: string | null, clock?: number): SessionState {
  const state: SessionState = { name: encodeURIComponent(wellFormed(name)) };
  if (owner) state.owner = owner;
  if (clock) state.clock = clock;
  return state;
}

/** A session state as read back from the cookie (any JSON): the fields that have the right type. */
export function readSessionState(raw: unknown): SessionState {
  const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const state: SessionState = { name: typeof record.name === 'string' ? record.name : '' };
  if (typeof record.owner === 'string' && record.owner) state.owner = record.owner;
  if (typeof record.clock === 'number' && Number.isFinite(record.clock)) state.clock = record.clock;
  return state;
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
  // The organisation the person acts for (docs/contract.md section 5): kept only when well formed,
  // so an older API's answer (without them) reads as a single-outlet vendor.
  const organisation = record.organisation as { id?: unknown; name?: unknown } | null | undefined;
  const organisationId = Number(organisation?.id);
  if (organisation && typeof organisation === 'object' && Number.isFinite(organisationId)) user.organisation = { id: organisationId, name: asText(organisation.name) };
  if (record.role === 'owner' || record.role === 'manager') user.role = record.role;
  if (Array.isArray(record.outlet_ids)) user.outlet_ids = record.outlet_ids.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return user;
}
