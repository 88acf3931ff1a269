import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanTrackingValue, parseTrackingValues, readTrackingValues, storeTrackingValues } from '../../src/features/tracking/trackingCookies';

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

  it('keeps at most 100 characters of a value, without control characters', () => {
    const long = 'a'.repeat(150);
    expect(parseTrackingValues(`?utm_source=${long}`).utm_source).toBe('a'.repeat(100));
    expect(parseTrackingValues('?utm_campaign=diwali%00%0D%0ASet-Cookie:%20x%09sale').utm_campaign).toBe('diwaliSet-Cookie: xsale');
    expect(parseTrackingValues('?utm_medium=%0A%0D%00')).toEqual({});
  });

  it('never cuts a character written with two code units in half (it could not be stored)', () => {
    const value = `${'a'.repeat(99)}🌿🌿`;
    expect(cleanTrackingValue(value)).toBe('a'.repeat(99));
    expect(() => storeTrackingValues(`?utm_source=${encodeURIComponent(value)}`)).not.toThrow();
    expect(readTrackingValues().utm_source).toBe('a'.repeat(99));
  });

  it('cleans the values read back from cookies before they are sent', () => {
    document.cookie = `utm_source=${encodeURIComponent(`x\u0007${'b'.repeat(120)}`)}; Path=/`;
    document.cookie = `utm_medium=${encodeURIComponent('\u0000\u001f')}; Path=/`;
    expect(readTrackingValues()).toEqual({ utm_source: `x${'b'.repeat(99)}` });
  });
});
