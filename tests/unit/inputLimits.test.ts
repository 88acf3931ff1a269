import { describe, expect, it } from 'vitest';
import { charactersLeft, cutText, isTooLong, isWithinMax, NUMBER_MAX, TEXT_MAX, withoutControlCharacters } from '../../src/lib/inputLimits';

describe('input limits', () => {
  it('are the limits every form, rule and the mock API share', () => {
    expect(TEXT_MAX).toEqual({ name: 100, email: 254, address: 300, note: 1000, tracking: 100 });
    expect(NUMBER_MAX).toEqual({ drums: 1000, kg: 100_000, rupeesPerKg: 1000 });
  });

  it('counts the characters left from 80% of the limit on, never below 0', () => {
    expect(charactersLeft(0, 100)).toBeNull();
    expect(charactersLeft(79, 100)).toBeNull();
    expect(charactersLeft(80, 100)).toBe(20);
    expect(charactersLeft(100, 100)).toBe(0);
    expect(charactersLeft(120, 100)).toBe(0);
    expect(charactersLeft(799, 1000)).toBeNull();
    expect(charactersLeft(800, 1000)).toBe(200);
  });

  it('says whether a text is over its limit', () => {
    expect(isTooLong('a'.repeat(100), 100)).toBe(false);
    expect(isTooLong('a'.repeat(101), 100)).toBe(true);
  });

  it('takes only finite numbers up to the maximum', () => {
    expect(isWithinMax('1000', 1000)).toBe(true);
    expect(isWithinMax(' 999.99 ', 1000)).toBe(true);
    expect(isWithinMax('1000.01', 1000)).toBe(false);
    expect(isWithinMax('9'.repeat(400), 1e308)).toBe(false);
    expect(isWithinMax('abc', 1000)).toBe(false);
  });

  it('strips control characters and cuts text without splitting a character', () => {
    expect(withoutControlCharacters('a\u0000b\r\nc\td\u007fe\u0085f')).toBe('abcdef');
    expect(cutText('abcdef', 4)).toBe('abcd');
    expect(cutText('abc🌿', 4)).toBe('abc');
    expect(cutText('ab🌿', 4)).toBe('ab🌿');
  });
});
