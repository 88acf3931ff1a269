import { describe, expect, it } from 'vitest';
import { clockOffsetAt, expiryOnDevice, hasExpired, mayEndSession, sameVendor, sessionOwner, tokenClaims } from '../../src/features/auth/sessionRules';
import { claimFormDrafts, clearFormDrafts } from '../../src/lib/formDraftOwner';
import { createJwt } from '../../src/mocks/jwt';

/** A JWT with only these claims. */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part(claims)}.x`;
}

const SERVER_NOW = 1_800_000_000; // seconds
const HOUR = 3600_000;

describe('expiry, judged by the server’s clock', () => {
  const token = createJwt({ sub: '1', name: 'A' }, 3600, SERVER_NOW);

  it('measures how far this device’s clock is ahead of the server’s from the token’s iat', () => {
    expect(clockOffsetAt(token, SERVER_NOW * 1000 + 2 * HOUR)).toBe(2 * HOUR);
    expect(clockOffsetAt(token, SERVER_NOW * 1000 - HOUR)).toBe(-HOUR);
    expect(clockOffsetAt(jwt({ exp: SERVER_NOW }), 123)).toBe(0);
  });

  it('a fast device keeps a fresh token for its whole life, and not a moment more', () => {
    const offset = clockOffsetAt(token, SERVER_NOW * 1000 + 2 * HOUR);
    expect(expiryOnDevice(token, offset)?.getTime()).toBe((SERVER_NOW + 3600) * 1000 + 2 * HOUR);
    expect(hasExpired(token, offset, SERVER_NOW * 1000 + 2 * HOUR + 10_000)).toBe(false);
    expect(hasExpired(token, 0, SERVER_NOW * 1000 + 2 * HOUR + 10_000)).toBe(true);
    expect(hasExpired(token, offset, (SERVER_NOW + 3600) * 1000 + 2 * HOUR)).toBe(true);
  });

  it('a token without exp, or not a JWT, has no expiry and counts as expired', () => {
    expect(expiryOnDevice('opaque-token', 0)).toBeNull();
    expect(hasExpired(jwt({ sub: '1' }), 0)).toBe(true);
    expect(tokenClaims('a.%%%.b')).toEqual({});
  });
});

describe('whose session it is', () => {
  it('is the token’s sub, or the owner kept for the sign-in', () => {
    expect(sessionOwner(jwt({ sub: 42 }))).toBe('42');
    expect(sessionOwner(jwt({ exp: 1 }), 'sign-in-id')).toBe('sign-in-id');
    expect(sessionOwner(jwt({ exp: 1 }))).toBeNull();
  });

  it('two unknown owners are not the same vendor', () => {
    expect(sameVendor('1', '1')).toBe(true);
    expect(sameVendor('1', '2')).toBe(false);
    expect(sameVendor(null, null)).toBe(false);
  });
});

describe('which tab may end a session', () => {
  it('only while the cookie holds the token it judged, or none', () => {
    expect(mayEndSession('old', 'old')).toBe(true);
    expect(mayEndSession('old', null)).toBe(true);
    expect(mayEndSession('old', 'renewed-by-another-tab')).toBe(false);
  });
});

describe('the form drafts of a tab', () => {
  it('are kept for the same owner and forgotten for another, or an unknown one', () => {
    // Drafts of no known owner (kept before owners were) go at the first claim.
    sessionStorage.setItem('greendrop-form:request', '{"values":{}}');
    claimFormDrafts('1');
    expect(sessionStorage.getItem('greendrop-form:request')).toBeNull();
    sessionStorage.setItem('greendrop-form:request', '{"values":{}}');
    claimFormDrafts('1');
    expect(sessionStorage.getItem('greendrop-form:request')).not.toBeNull();
    claimFormDrafts('1');
    expect(sessionStorage.getItem('greendrop-form:request')).not.toBeNull();
    claimFormDrafts('2');
    expect(sessionStorage.getItem('greendrop-form:request')).toBeNull();
    sessionStorage.setItem('greendrop-form:request', '{"values":{}}');
    claimFormDrafts(null);
    expect(sessionStorage.getItem('greendrop-form:request')).toBeNull();
  });

  it('are forgotten with their owner on sign-out', () => {
    claimFormDrafts('1');
    sessionStorage.setItem('greendrop-form:request', '{}');
    clearFormDrafts();
    expect(sessionStorage.length).toBe(0);
  });
});
