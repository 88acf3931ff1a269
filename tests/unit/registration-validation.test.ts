import { describe, expect, it } from 'vitest';
import {
  checkDetails,
  DETAILS_MAX_LENGTH,
  DETAILS_NUMBER_MAX,
  detailsLimit,
  isLimitMessage,
  checkPhone,
  emptyDetails,
  firstInvalidField,
  hasErrors,
  otpMatches,
  type DetailsValues,
  type RegistrationMessage,
} from '../../src/features/registration/validation';
import { isValidEmail, isValidOtp } from '../../src/lib/rules';
import en from '../../src/locales/en/registration.json';

/** A message key as the English page shows it. */
const english = (key: RegistrationMessage | undefined) => (key === undefined ? undefined : en[key]);

const FIRM_NAME_REQUIRED = 'Firm Name is required';
const NAME_REQUIRED = 'Name is required';
const ADDRESS_REQUIRED = 'Address is required';
const CITY_REQUIRED = 'City is required';

/** checkPhone and checkDetails name messages by key; the English catalogue holds the required texts. */
const validatePhoneText = (phone: string) => english(checkPhone(phone));
const validateDetailsText = (values: DetailsValues) =>
  Object.fromEntries(Object.entries(checkDetails(values)).map(([field, key]) => [field, english(key)]));

const valid: DetailsValues = {
  firm_name: 'Sharma Dhaba',
  name: 'Ravi Sharma',
  email: 'ravi@example.in',
  oil_quantity: '120',
  expected_rate: '45',
  entry_by: '2030-01-15',
  address: '12 MG Road',
  city: 'Pune',
  state_id: '21',
  postal_code: '411001',
  remarks_option: '',
};

const errorFor = (field: keyof DetailsValues, value: string) => validateDetailsText({ ...valid, [field]: value })[field];

describe('messages, character for character', () => {
  it('are the required texts in the English catalogue', () => {
    expect(en['phone.invalid']).toBe('Please enter a valid phone number.');
    expect(en['otp.incorrect']).toBe('Entered OTP is incorrect.');
    expect(en['error.requestFailed']).toBe('Something went wrong. Try again later.');
    expect(en['details.firmNameRequired']).toBe('Firm Name is required');
    expect(en['details.nameRequired']).toBe('Name is required');
    expect(en['details.emailRequired']).toBe('Email is required');
    expect(en['details.emailInvalid']).toBe('Please enter a valid email');
    expect(en['details.positiveNumberRequired']).toBe('Positive Number is required');
    expect(en['details.dateRequired']).toBe('Date is required');
    expect(en['details.addressRequired']).toBe('Address is required');
    expect(en['details.cityRequired']).toBe('City is required');
    expect(en['details.stateRequired']).toBe('State is required');
    expect(en['details.postalCodeRequired']).toBe('6 Digits Postal Code is required');
    expect(en['result.error']).toBe('Error! Something went wrong. We are unable to process your request. Please try again later.');
    expect(en['result.success']).toBe('Success! Your request has been submitted successfully. Our team will contact you soon.');
  });
});

describe('checkPhone (exactly 10 digits)', () => {
  it.each([
    ['10 digits', '9876543210'],
    ['10 digits with surrounding spaces', ' 9876543210 '],
    ['10 digits starting with 0', '0123456789'],
  ])('accepts %s', (_name, phone) => {
    expect(validatePhoneText(phone)).toBeUndefined();
  });

  it.each([
    ['9 digits', '987654321'],
    ['11 digits', '98765432101'],
    ['empty', ''],
    ['spaces only', '          '],
    ['letters', 'abcdefghij'],
    ['digits and letters', '98765abcde'],
    ['a space inside', '98765 43210'],
    ['the country code', '+919876543210'],
    ['a dash', '98765-4321'],
    ['a decimal point', '987654321.'],
  ])('rejects %s with the message', (_name, phone) => {
    expect(validatePhoneText(phone)).toBe('Please enter a valid phone number.');
  });
});

describe('checkDetails', () => {
  it('accepts a complete form with no remarks', () => {
    expect(checkDetails(valid)).toEqual({});
    expect(hasErrors(checkDetails(valid))).toBe(false);
  });

  it('reports every rule of an empty form at once, remarks being optional', () => {
    const errors = checkDetails(emptyDetails);
    expect(validateDetailsText(emptyDetails)).toEqual({
      firm_name: 'Firm Name is required',
      name: 'Name is required',
      email: 'Email is required',
      oil_quantity: 'Positive Number is required',
      expected_rate: 'Positive Number is required',
      entry_by: 'Date is required',
      address: 'Address is required',
      city: 'City is required',
      state_id: 'State is required',
      postal_code: '6 Digits Postal Code is required',
    });
    expect(firstInvalidField(errors)).toBe('firm_name');
  });

  it.each([
    ['firm_name', FIRM_NAME_REQUIRED],
    ['name', NAME_REQUIRED],
    ['address', ADDRESS_REQUIRED],
    ['city', CITY_REQUIRED],
  ] as const)('%s is required: empty and whitespace-only are rejected', (field, message) => {
    expect(errorFor(field, '')).toBe(message);
    expect(errorFor(field, '   ')).toBe(message);
    expect(errorFor(field, 'x')).toBeUndefined();
  });

  describe('email', () => {
    it('is required', () => {
      expect(errorFor('email', '')).toBe('Email is required');
      expect(errorFor('email', '  ')).toBe('Email is required');
    });

    it('needs a final part of at least 2 characters: a@b.c is rejected, a@b.co accepted', () => {
      expect(errorFor('email', 'a@b.c')).toBe('Please enter a valid email');
      expect(errorFor('email', 'a@b.co')).toBeUndefined();
    });

    it.each(['first.last+tag@mail.example.in', 'RAVI@EXAMPLE.COM', 'o\'brien@example.ie'])('accepts %s', (email) => {
      expect(isValidEmail(email)).toBe(true);
    });

    it.each(['ab.co', 'a@b', 'a@.co', '@b.co', 'a b@c.co', 'a@b.c1', 'a@@b.co', 'a@b..co'])('rejects %s', (email) => {
      expect(errorFor('email', email)).toBe('Please enter a valid email');
    });
  });

  describe.each(['oil_quantity', 'expected_rate'] as const)('%s (non-negative number, not empty)', (field) => {
    it.each([
      ['empty', ''],
      ['whitespace-only', '   '],
      ['negative', '-1'],
      ['negative decimal', '-0.5'],
      ['non-numeric', 'abc'],
      ['a number with letters', '12kg'],
      ['an exponent', '1e3'],
      ['hexadecimal', '0x10'],
      ['two points', '1.2.3'],
    ])('rejects %s', (_name, value) => {
      expect(errorFor(field, value)).toBe('Positive Number is required');
    });

    it.each([
      ['1', '1'],
      ['zero (non-negative)', '0'],
      ['a decimal', '12.5'],
      ['a large number', '999'],
      ['a number with spaces around', ' 40 '],
    ])('accepts %s', (_name, value) => {
      expect(errorFor(field, value)).toBeUndefined();
    });
  });

  it('needs a chosen date (YYYY-MM-DD)', () => {
    expect(errorFor('entry_by', '')).toBe('Date is required');
    expect(errorFor('entry_by', '15/01/2030')).toBe('Date is required');
    expect(errorFor('entry_by', '2030-01-15')).toBeUndefined();
  });

  it('needs a chosen state', () => {
    expect(errorFor('state_id', '')).toBe('State is required');
    expect(errorFor('state_id', '9')).toBeUndefined();
  });

  it.each([
    ['5 digits', '41100'],
    ['7 digits', '4110011'],
    ['letters', 'abcdef'],
    ['a letter among digits', '41100a'],
    ['a space inside', '411 001'],
    ['empty', ''],
  ])('rejects a postal code of %s', (_name, value) => {
    expect(errorFor('postal_code', value)).toBe('6 Digits Postal Code is required');
  });

  it('accepts a postal code of exactly 6 digits', () => {
    expect(errorFor('postal_code', '411001')).toBeUndefined();
    expect(errorFor('postal_code', '000000')).toBeUndefined();
  });

  it('reports the remarks only past their length', () => {
    expect(checkDetails({ ...valid, remarks_option: '' })).toEqual({});
    expect(checkDetails({ ...valid, remarks_option: 'Call after 4 PM' })).toEqual({});
    expect(checkDetails({ ...valid, remarks_option: 'x'.repeat(1000) })).toEqual({});
    expect(checkDetails({ ...valid, remarks_option: 'x'.repeat(1001) })).toEqual({ remarks_option: 'details.tooLong' });
  });

  it('names the first field in error in form order', () => {
    expect(firstInvalidField(checkDetails({ ...valid, city: '', email: 'a@b.c' }))).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('limits (every number finite and bounded, every text within its field)', () => {
  it.each([
    ['firm_name', 100],
    ['name', 100],
    ['email', 254],
    ['address', 300],
    ['city', 100],
    ['remarks_option', 1000],
  ] as const)('%s takes at most %i characters, counted without the spaces around', (field, max) => {
    const fits = field === 'email' ? `${'a'.repeat(max - 11)}@example.in` : 'a'.repeat(max);
    const over = field === 'email' ? `${'a'.repeat(max - 10)}@example.in` : 'a'.repeat(max + 1);
    expect(fits).toHaveLength(max);
    expect(checkDetails({ ...valid, [field]: ` ${fits} ` })[field]).toBeUndefined();
    expect(checkDetails({ ...valid, [field]: over })[field]).toBe('details.tooLong');
    expect(detailsLimit(field)).toBe(max);
    expect(DETAILS_MAX_LENGTH[field]).toBe(max);
  });

  it('keeps the "... is required" message for an empty field, and names the limit in a message of its own', () => {
    expect(checkDetails({ ...valid, firm_name: '' }).firm_name).toBe('details.firmNameRequired');
    expect(en['details.tooLong']).toBe('Use at most {max} characters');
    expect(en['details.oilQuantityTooLarge']).toBe('Enter at most {max} KG');
    expect(en['details.expectedRateTooLarge']).toBe('Enter at most ₹{max} per KG');
  });

  it.each([
    ['oil_quantity', 100_000, 'details.oilQuantityTooLarge'],
    ['expected_rate', 1000, 'details.expectedRateTooLarge'],
  ] as const)('%s is at most %i, and a number too long to be finite is over it', (field, max, message) => {
    expect(checkDetails({ ...valid, [field]: String(max) })[field]).toBeUndefined();
    expect(checkDetails({ ...valid, [field]: `${max}.01` })[field]).toBe(message);
    expect(checkDetails({ ...valid, [field]: '9'.repeat(400) })[field]).toBe(message);
    // Positive Number is required stays for a negative number or what is not a number at all.
    expect(checkDetails({ ...valid, [field]: '-1' })[field]).toBe('details.positiveNumberRequired');
    expect(DETAILS_NUMBER_MAX[field]).toBe(max);
    expect(isLimitMessage(message)).toBe(true);
  });
});

describe('OTP checks', () => {
  it('compares the entered code with the one sendOTP returned', () => {
    expect(otpMatches('123456', '123456')).toBe(true);
    expect(otpMatches(' 123456 ', '123456')).toBe(true);
    expect(otpMatches('123457', '123456')).toBe(false);
    expect(otpMatches('', '123456')).toBe(false);
  });

  it('accepts 4 to 6 digits as a code', () => {
    expect(isValidOtp('1234')).toBe(true);
    expect(isValidOtp('123456')).toBe(true);
    expect(isValidOtp('123')).toBe(false);
    expect(isValidOtp('1234567')).toBe(false);
    expect(isValidOtp('12a4')).toBe(false);
  });
});
