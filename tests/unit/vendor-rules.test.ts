import { AxiosError, type AxiosResponse } from 'axios';
import { beforeAll, describe, expect, it } from 'vitest';
import { NotSignedInError } from '../../src/lib/http';
import { ApiStatusError, describeError, GENERIC_MESSAGE, NETWORK_MESSAGE, SESSION_ENDED_MESSAGE } from '../../src/features/dashboard/errors';
import { LOGIN_MESSAGES, validateLoginValues } from '../../src/features/auth/loginValidation';
import { ADDRESS_MAX_LENGTH, TOO_LONG_MESSAGE, validateAddress } from '../../src/features/cart/addressValidation';
import { COLLECTION_LIMITS, COLLECTION_MESSAGES, emptyCollectionRequest, validateCollectionRequest } from '../../src/features/requests/collectionRequestValidation';
import { ORDER_MESSAGES, orderBlocker } from '../../src/features/cart/orderRules';
import { compactNumber, labelEvery, niceTicks } from '../../src/features/dashboard/charts/scale';
import { formatsFor } from '../../src/features/dashboard/format';
import type { Translate } from '../../src/i18n/useT';
import { englishVendor } from '../support/vendorEnglish';

// The rules hand over keys of the vendor catalogue; `t` and `text` read them as an English page does.
let t: Translate<'vendor'>;
let text: Awaited<ReturnType<typeof englishVendor>>['text'];
beforeAll(async () => {
  ({ t, text } = await englishVendor());
});
const english = (errors: Partial<Record<string, string>>) => Object.fromEntries(Object.entries(errors).map(([field, id]) => [field, t(id as Parameters<typeof t>[0])]));

describe('login rules', () => {
  it('needs exactly 10 digits and a password', () => {
    expect(english(validateLoginValues({ mobile: '98765', password: '' }))).toEqual({ mobile: 'Please enter a valid phone number.', password: t(LOGIN_MESSAGES.password) });
    expect(english(validateLoginValues({ mobile: '98765432101', password: 'x' }))).toEqual({ mobile: 'Please enter a valid phone number.' });
    expect(validateLoginValues({ mobile: '98765 43210', password: 'x' })).toEqual({});
  });
});

describe('collection request rules', () => {
  const values = (patch: Partial<typeof emptyCollectionRequest>) => ({ ...emptyCollectionRequest, ...patch });

  it('needs at least one drum or some volume', () => {
    expect(validateCollectionRequest(values({})).errors).toEqual({ drums: COLLECTION_MESSAGES.nothing });
    expect(validateCollectionRequest(values({ drums: '0', volume: '0' })).errors).toEqual({ drums: COLLECTION_MESSAGES.nothing });
  });

  it('accepts volume alone or drums alone, empty fields counting as 0', () => {
    expect(validateCollectionRequest(values({ volume: '120.5' })).input).toEqual({ entered_drums_qty: 0, entered_volume: 120.5, empty_drums_qty: 0, notes_for_team: '' });
    expect(validateCollectionRequest(values({ drums: '3', emptyDrums: '3', notes: '  After 11 am  ' })).input).toEqual({
      entered_drums_qty: 3,
      entered_volume: 0,
      empty_drums_qty: 3,
      notes_for_team: 'After 11 am',
    });
  });

  it('refuses negative numbers and part drums', () => {
    const { errors, input } = validateCollectionRequest(values({ drums: '-1', volume: '-5', emptyDrums: '1.5' }));
    expect(input).toBeNull();
    expect(errors).toEqual({ drums: COLLECTION_MESSAGES.drums, volume: COLLECTION_MESSAGES.volume, emptyDrums: COLLECTION_MESSAGES.drums });
  });

  it('takes at most 1,000 drums, 1,00,000 KG and 1,000 characters of notes', () => {
    expect(COLLECTION_LIMITS).toEqual({ drums: 1000, volume: 100_000, emptyDrums: 1000, notes: 1000 });
    const fits = validateCollectionRequest(values({ drums: '1000', volume: '100000', emptyDrums: '1000', notes: 'n'.repeat(1000) }));
    expect(fits.errors).toEqual({});
    expect(fits.input).toMatchObject({ entered_drums_qty: 1000, entered_volume: 100_000, empty_drums_qty: 1000 });
    const over = validateCollectionRequest(values({ drums: '1001', volume: '100000.5', emptyDrums: '1001', notes: 'n'.repeat(1001) }));
    expect(over.input).toBeNull();
    const shown = Object.fromEntries(Object.entries(over.errors).map(([field, id]) => [field, t(id, { max: COLLECTION_LIMITS[field as keyof typeof COLLECTION_LIMITS] })]));
    expect(shown).toEqual({
      drums: 'Enter at most 1000 drums.',
      volume: 'Enter at most 100000 KG.',
      emptyDrums: 'Enter at most 1000 drums.',
      notes: 'Notes can be up to 1000 characters.',
    });
  });

  it('never sends a number too long to be finite: a 400-digit count is over the limit, not Infinity or 0', () => {
    const { errors, input } = validateCollectionRequest(values({ drums: '9'.repeat(400), volume: '40' }));
    expect(input).toBeNull();
    expect(errors).toEqual({ drums: COLLECTION_MESSAGES.drumsTooMany });
    expect(validateCollectionRequest(values({ volume: '1'.repeat(400) })).errors).toEqual({ volume: COLLECTION_MESSAGES.volumeTooLarge });
  });
});

describe('address rules (the same as the registration form\'s)', () => {
  it('uses the registration messages', () => {
    expect(english(validateAddress({ line1: '', city: ' ', stateId: '', postalCode: '5600' }).errors)).toEqual({
      line1: 'Address is required',
      city: 'City is required',
      stateId: 'State is required',
      postalCode: '6 Digits Postal Code is required',
    });
    expect(english(validateAddress({ line1: 'a', city: 'b', stateId: '12', postalCode: '56003a' }).errors)).toEqual({ postalCode: '6 Digits Postal Code is required' });
  });

  it('builds the call body', () => {
    expect(validateAddress({ line1: ' 12 MG Road ', city: 'Pune', stateId: '21', postalCode: '411001' }).input).toEqual({ line1: '12 MG Road', city: 'Pune', state_id: 21, postal_code: '411001' });
  });

  it('takes an address of at most 300 characters and a city of at most 100, with a message of their own', () => {
    expect(ADDRESS_MAX_LENGTH).toEqual({ line1: 300, city: 100 });
    const base = { stateId: '21', postalCode: '411001' };
    expect(validateAddress({ ...base, line1: 'a'.repeat(300), city: 'c'.repeat(100) }).errors).toEqual({});
    const over = validateAddress({ ...base, line1: 'a'.repeat(301), city: 'c'.repeat(101) });
    expect(over).toEqual({ errors: { line1: TOO_LONG_MESSAGE, city: TOO_LONG_MESSAGE }, input: null });
    expect(t(TOO_LONG_MESSAGE, { max: '300' })).toBe('Use at most 300 characters');
  });
});

describe('place order blocker', () => {
  const cart = { items: [{ product_id: 1, name: 'Drum', points: 900, quantity: 2 }], total_points: 1800 };
  it('gives the reason in order: empty cart, no address, points short', () => {
    expect(orderBlocker({ cart: { items: [], total_points: 0 }, addressId: null, balance: 10 })).toBe(ORDER_MESSAGES.emptyCart);
    expect(text(orderBlocker({ cart, addressId: null, balance: 100 }))).toBe('Choose a delivery address.');
    expect(text(orderBlocker({ cart, addressId: 1, balance: 1000 }))).toBe('You need 800 more green points.');
    expect(text(orderBlocker({ cart, addressId: 1, balance: 1799 }))).toBe('You need 1 more green point.');
    expect(orderBlocker({ cart, addressId: 1, balance: 1800 })).toBeNull();
    expect(orderBlocker({ cart, addressId: 1, balance: null })).toBeNull();
  });
});

describe('chart scale', () => {
  it('makes round ticks from 0 past the maximum', () => {
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('writes short Indian numbers', () => {
    expect(compactNumber(950)).toBe('950');
    expect(compactNumber(1500)).toBe('1.5K');
    expect(compactNumber(250000)).toBe('2.5L');
    expect(compactNumber(30000000)).toBe('3Cr');
  });

  it('thins axis labels that would overlap', () => {
    expect(labelEvery(80, 46)).toBe(1);
    expect(labelEvery(20, 46)).toBe(3);
  });
});

describe('formats', () => {
  it('groups digits the Indian way', () => {
    const en = formatsFor('en-IN');
    expect(en.whole(123456)).toBe('1,23,456');
    expect(en.wholeRupees(1234567)).toBe('₹12,34,567');
    expect(en.number(152.5)).toBe('152.5');
  });

  it('shows a request date in Indian time', () => {
    const { requestDate } = formatsFor('en-IN');
    expect(requestDate('2026-11-18T23:30:00Z')).toBe('19 Nov 2026');
    expect(requestDate('2026-09-12T15:40:00+05:30')).toBe('12 Sep 2026');
    expect(requestDate('garbage')).toBe('garbage');
  });
});

describe('describeError: every failure has a sentence', () => {
  const answered = (status: number, data: unknown) => new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, { status, data, statusText: '', headers: {}, config: {} } as AxiosResponse);

  it("prefers the server's message", () => {
    expect(describeError(new ApiStatusError('Only 2 left in stock.'), t)).toBe('Only 2 left in stock.');
    expect(describeError(answered(422, { message: 'Postal code is not served yet.' }), t)).toBe('Postal code is not served yet.');
  });

  it('names the cause otherwise', () => {
    expect(describeError(new AxiosError('Network Error', 'ERR_NETWORK'), t)).toBe(t(NETWORK_MESSAGE));
    expect(describeError(answered(401, {}), t)).toBe(t(SESSION_ENDED_MESSAGE));
    expect(describeError(new NotSignedInError(), t)).toBe(t(SESSION_ENDED_MESSAGE));
    expect(describeError(answered(500, '<html>'), t)).toBe(t(GENERIC_MESSAGE));
    expect(describeError(new ApiStatusError(undefined), t)).toBe(t(GENERIC_MESSAGE));
    expect(describeError(new Error('boom'), t)).toBe(t(GENERIC_MESSAGE));
  });
});
