import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import sessionCookies from '../../src/features/auth/sessionCookies';

/** Every write to document.cookie while `run` runs (the spy passes each one on to jsdom's cookie jar). */
function cookieWrites(run: () => void): string[] {
  const set = vi.spyOn(document, 'cookie', 'set');
  try {
    run();
    return set.mock.calls.map(([value]) => value);
  } finally {
    set.mockRestore();
  }
}

describe("react-auth-kit's cookies (src/features/auth/sessionCookies.ts)", () => {
  it('writes nothing when a signed-out visitor has no session cookie to remove', () => {
    const writes = cookieWrites(() => {
      for (const name of ['_auth', '_auth_type', '_auth_state', '_auth_refresh']) sessionCookies.remove(name, { domain: window.location.hostname, secure: true });
    });
    expect(writes).toEqual([]);
  });

  it('removes a session cookie the page has, as js-cookie does', () => {
    Cookies.set('_auth', 'header.payload.signature', { domain: window.location.hostname });
    expect(sessionCookies.get('_auth')).toBe('header.payload.signature');
    const writes = cookieWrites(() => sessionCookies.remove('_auth', { domain: window.location.hostname }));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^_auth=; .*expires=/);
    expect(Cookies.get('_auth')).toBeUndefined();
  });

  it('writes the session cookies on this host only, path /, SameSite Lax, whatever the caller asks', () => {
    const writes = cookieWrites(() => sessionCookies.set('_auth', 'header.payload.signature', { domain: 'example.com', path: '/somewhere' }));
    expect(writes).toHaveLength(1);
    expect(writes[0]).not.toMatch(/domain=/i);
    expect(writes[0]).toMatch(/; path=\/(;|$)/);
    expect(writes[0]).toMatch(/; samesite=lax/i);
  });

  it('also removes a cookie an earlier release wrote with a Domain attribute', () => {
    Cookies.set('_auth', 'old', { domain: window.location.hostname, path: '/' });
    sessionCookies.remove('_auth');
    expect(Cookies.get('_auth')).toBeUndefined();
  });

  it('sets and reads cookies unchanged', () => {
    sessionCookies.set('_auth_type', 'Bearer', { domain: window.location.hostname });
    expect(Cookies.get('_auth_type')).toBe('Bearer');
    expect(sessionCookies.get('_auth_type')).toBe('Bearer');
  });
});
