import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../src/features/dashboard/format';

// One date format across the vendor area: the requests list, the register, certificates, payments.

describe('the vendor area’s dates', () => {
  it('are written one way in English, never with Intl’s "Sept"', () => {
    const en = formatsFor('en-IN');
    expect(en.date('2026-09-01')).toBe('01 Sep 2026');
    expect(en.requestDate('2026-09-12T10:00:00+05:30')).toBe('12 Sep 2026');
    expect(en.requestDate('2026-12-01T09:00:00+05:30')).toBe('01 Dec 2026');
    // The same day written both ways is the same text.
    expect(en.date('2026-11-18')).toBe(en.requestDate('2026-11-18T09:42:00+05:30'));
    expect(en.date('not a date')).toBe('not a date');
  });

  it('are written one way in Hindi, with the month in full', () => {
    const hi = formatsFor('hi-IN');
    expect(hi.date('2026-09-01')).toBe('01 सितंबर 2026');
    expect(hi.requestDate('2026-09-01T10:00:00+05:30')).toBe('01 सितंबर 2026');
  });
});
