import { describe, expect, it } from 'vitest';
import { headerName } from '../../src/features/auth/useSession';
import { nameOfSessionState, normaliseUser, toSessionState } from '../../src/features/auth/sessionState';

/** What react-auth-kit does with the state cookie when it reads it back. */
const readBackLikeReactAuthKit = (cookie: string) => JSON.parse(cookie.replaceAll('\\', '')) as unknown;

describe('the session state (the _auth_state cookie)', () => {
  it.each(['Hotel "Annapurna"', 'D\\Souza & Sons', 'राजेश्वरी वेंकटरमन', 'Café 100% 🍳', 'tab\tand\nnewline', 'lone \uD800 surrogate'])(
    'reads back %j exactly as react-auth-kit parses it',
    (name) => {
      const cookie = JSON.stringify(toSessionState(name));
      expect(cookie).not.toContain('\\');
      expect(nameOfSessionState(readBackLikeReactAuthKit(cookie))).toBe(name.replace('\uD800', '\uFFFD'));
    },
  );

  it('reads anything unexpected as no name', () => {
    expect(nameOfSessionState(null)).toBe('');
    expect(nameOfSessionState({ name: 42 })).toBe('');
    expect(nameOfSessionState({ name: '100%' })).toBe('100%');
  });
});

describe('the user record of a login answer', () => {
  it('turns numbers into text and anything else into nothing', () => {
    const user = normaliseUser({ id: '7', name: 12345, firm_name: null, email: { x: 1 }, mobile: '9876543210' });
    expect(user).toMatchObject({ id: 7, name: '12345', firm_name: '', email: '', mobile: '9876543210', address: '' });
  });

  it('the header cuts the name to 10 characters, and copes with a name that is not text', () => {
    expect(headerName('Rajeshwari Venkataraman')).toBe('Rajeshwari');
    expect(headerName(undefined)).toBe('');
    expect(headerName(42)).toBe('');
  });
});
