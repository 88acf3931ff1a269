import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseTrackingValues, readTrackingValues, storeTrackingValues } from '../../src/features/tracking/trackingCookies';

afterEach(() => vi.restoreAllMocks());

describe('tracking values', () => {
  it('reads only the three utm values, trimmed, ignoring blanks', () => {
    expect(parseTrackingValues('?utm_source=%20news%20&utm_medium=&utm_campaign=x&utm_term=y&gclid=z')).toEqual({ utm_source: 'news', utm_campaign: 'x' });
  });

  it('stores them for 30 days, secure, SameSite Lax, path /', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    storeTrackingValues('?utm_source=news%20letter');
    expect(set).toHaveBeenCalledWith('utm_source=news%20letter; Max-Age=2592000; Path=/; Secure; SameSite=Lax');
  });

  it('keeps an earlier value the new address does not carry', () => {
    storeTrackingValues('?utm_source=a&utm_medium=b');
    storeTrackingValues('?utm_source=c');
    expect(readTrackingValues()).toEqual({ utm_source: 'c', utm_medium: 'b' });
  });

  it('reads values with spaces and signs back as they were given', () => {
    storeTrackingValues('?utm_campaign=diwali%20%26%20oil%3D1');
    expect(readTrackingValues().utm_campaign).toBe('diwali & oil=1');
  });
});
