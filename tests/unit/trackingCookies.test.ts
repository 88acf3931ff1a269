import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseTrackingValues, readTrackingValues, storeTrackingValues } from '../../src/features/tracking/trackingCookies';

afterEach(() => vi.restoreAllMocks());

describe('tracking values', () => {
  it('reads only the three utm values, trimmed, ignoring blanks', () => {
    expect(parseTrackingValues('?utm_source=%20news%20&utm_medium=&utm_campaign=x&utm_term=y&gclid=z')).toEqual({ utm_source: 'news', utm_campaign: 'x' });
  });

  it('stores them for 30 days, secure, SameSite Lax, path /', () => {
    const set = vi.spyOn(Cookies, 'set');
    storeTrackingValues('?utm_source=newsletter');
    expect(set).toHaveBeenCalledWith('utm_source', 'newsletter', { expires: 30, secure: true, sameSite: 'Lax', path: '/' });
  });

  it('keeps an earlier value the new address does not carry', () => {
    storeTrackingValues('?utm_source=a&utm_medium=b');
    storeTrackingValues('?utm_source=c');
    expect(readTrackingValues()).toEqual({ utm_source: 'c', utm_medium: 'b' });
  });
});
