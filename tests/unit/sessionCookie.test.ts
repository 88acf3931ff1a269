import { describe, expect, it } from 'vitest';
import { hasSessionCookie } from '../../src/features/auth/sessionCookie';

describe('hasSessionCookie: whether the page loads the session store before it hydrates', () => {
  it('is true for an _auth cookie with a value, wherever it stands', () => {
    expect(hasSessionCookie('_auth=abc.def.ghi')).toBe(true);
    expect(hasSessionCookie('lang=hi; _auth=abc; _auth_type=Bearer')).toBe(true);
  });

  it('is false without one: no cookies, only its companions, an empty value, or a longer name', () => {
    expect(hasSessionCookie('')).toBe(false);
    expect(hasSessionCookie('_auth_type=Bearer; _auth_state=%7B%7D; _auth_refresh=x')).toBe(false);
    expect(hasSessionCookie('_auth=; lang=en')).toBe(false);
    expect(hasSessionCookie('my_auth=abc')).toBe(false);
  });
});
