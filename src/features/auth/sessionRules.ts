/**
 * The session's rules in one place (docs/decisions/0010-session-rules.md): whose session it is,
 * when it has expired, and when a tab may end it. Pure functions: the store (./store.ts), the
 * keeper (./sessionKeeper.ts) and the start of a page before the store has loaded
 * (app/renderStart.ts) apply them; nothing else judges a session.
 */

interface Claims {
  exp?: number;
  iat?: number;
  sub?: string;
}

/** The claims of a JWT that the session reads (`exp`, `iat`, `sub`); empty when it is not a JWT. */
export function tokenClaims(token: string | null | undefined): Claims {
  const payload = token?.split('.')[1];
  if (!payload) return {};
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const raw = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as Record<string, unknown>;
    const claims: Claims = {};
    if (typeof raw.exp === 'number' && Number.isFinite(raw.exp)) claims.exp = raw.exp;
    if (typeof raw.iat === 'number' && Number.isFinite(raw.iat)) claims.iat = raw.iat;
    if ((typeof raw.sub === 'string' && raw.sub) || typeof raw.sub === 'number') claims.sub = String(raw.sub);
    return claims;
  } catch {
    return {};
  }
}

/**
 * How far this device's clock is ahead of the server's (ms, negative when behind), measured when
 * a token arrives: the server wrote its `iat` moments before. 0 when the token has no `iat`.
 * The answer's time in transit counts as skew, so a session is judged over at most that much early.
 */
export function clockOffsetAt(token: string, receivedAt: number = Date.now()): number {
  const { iat } = tokenClaims(token);
  return iat === undefined ? 0 : Math.round(receivedAt - iat * 1000);
}

/** When the token expires by this device's clock (its `exp` moved by the offset), or null without an `exp`. */
export function expiryOnDevice(token: string, clockOffset: number): Date | null {
  const { exp } = tokenClaims(token);
  return exp === undefined ? null : new Date(exp * 1000 + clockOffset);
}

/** Whether the token has expired, judged by the server's clock (this device's, moved by the offset). */
export function hasExpired(token: string, clockOffset: number, now: number = Date.now()): boolean {
  const expiry = expiryOnDevice(token, clockOffset);
  return expiry === null || expiry.getTime() <= now;
}

/**
 * Whose session this is: the token's `sub` when it has one; otherwise the id made for this sign-in
 * (kept in the session state, so a refresh and the vendor's other tabs keep it). Null when neither
 * is known (a session started before the id was kept).
 */
export function sessionOwner(token: string | null | undefined, keptOwner?: unknown): string | null {
  if (typeof keptOwner === 'string' && keptOwner) return keptOwner;
  return tokenClaims(token).sub ?? null;
}

/** Two sessions are the same vendor's only when both owners are known and equal: two unknowns are not. */
export function sameVendor(a: string | null, b: string | null): boolean {
  return a !== null && a === b;
}

/**
 * A tab may end the session it judged over (expired, refused) only while the shared cookie still
 * holds the token it judged, or nothing: another token there means another tab has just renewed
 * the session (or signed in), and this tab takes that one instead of deleting it.
 */
export function mayEndSession(judgedToken: string | null, tokenInCookie: string | null): boolean {
  return tokenInCookie === null || tokenInCookie === judgedToken;
}
