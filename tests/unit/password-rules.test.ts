import { describe, expect, it } from 'vitest';
import { checkNewPassword, checkResetMobile, firstNewPasswordError, passwordHint, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/features/auth/passwordRules';

// The password reset's checks before any call, and the hint under the new password.

const valid = { otp: '123456', password: 'masala2024', confirm: 'masala2024' };

describe('the new password, checked before any call', () => {
  it('passes an OTP and two equal passwords of 8 to 64 characters', () => {
    expect(checkNewPassword(valid)).toEqual({});
    expect(checkNewPassword({ ...valid, password: 'a'.repeat(8), confirm: 'a'.repeat(8) })).toEqual({});
    expect(checkNewPassword({ ...valid, password: 'a'.repeat(64), confirm: 'a'.repeat(64) })).toEqual({});
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 64]);
  });

  it('refuses a password shorter than 8 or longer than 64 characters', () => {
    expect(checkNewPassword({ ...valid, password: 'short12', confirm: 'short12' })).toEqual({ password: 'reset.passwordTooShort' });
    expect(checkNewPassword({ ...valid, password: 'a'.repeat(65), confirm: 'a'.repeat(65) })).toEqual({ password: 'reset.passwordTooLong' });
  });

  it('asks for the password again, and for the two to match', () => {
    expect(checkNewPassword({ ...valid, confirm: '' })).toEqual({ confirm: 'reset.confirmRequired' });
    expect(checkNewPassword({ ...valid, confirm: 'masala2025' })).toEqual({ confirm: 'reset.confirmMismatch' });
  });

  it('asks for the OTP (4 to 6 digits) without knowing it: only the server says whether it is right', () => {
    expect(checkNewPassword({ ...valid, otp: '' })).toEqual({ otp: 'reset.otpRequired' });
    expect(checkNewPassword({ ...valid, otp: '12a4' })).toEqual({ otp: 'reset.otpInvalid' });
    expect(checkNewPassword({ ...valid, otp: '7' })).toEqual({ otp: 'reset.otpInvalid' });
    expect(checkNewPassword({ ...valid, otp: '123' })).toEqual({ otp: 'reset.otpInvalid' });
    expect(checkNewPassword({ ...valid, otp: '1234567' })).toEqual({ otp: 'reset.otpInvalid' });
    expect(checkNewPassword({ ...valid, otp: ' 1234 ' })).toEqual({});
    expect(checkNewPassword({ ...valid, otp: ' 000000 ' })).toEqual({});
  });

  it('names the first field in error, in the order of the form', () => {
    const errors = checkNewPassword({ otp: '', password: 'x', confirm: 'y' });
    expect(errors).toEqual({ otp: 'reset.otpRequired', password: 'reset.passwordTooShort', confirm: 'reset.confirmMismatch' });
    expect(firstNewPasswordError(errors)).toBe('otp');
    expect(firstNewPasswordError({ confirm: 'reset.confirmMismatch' })).toBe('confirm');
    expect(firstNewPasswordError({})).toBeUndefined();
  });

  it('takes the mobile number as the login form does: 10 digits, spaces allowed', () => {
    expect(checkResetMobile('98765 43210')).toBeUndefined();
    expect(checkResetMobile('9876543210')).toBeUndefined();
    expect(checkResetMobile('98765')).toBe('login.mobileInvalid');
    expect(checkResetMobile('+919876543210')).toBe('login.mobileInvalid');
  });
});

describe('the strength hint', () => {
  it('says nothing but the rule while the field is empty', () => {
    expect(passwordHint('')).toEqual({ length: 0, longEnough: false, lettersAndDigits: false, strength: 'empty' });
  });

  it('counts the characters and calls fewer than 8 too short, whatever they are', () => {
    expect(passwordHint('Ab1!')).toMatchObject({ length: 4, longEnough: false, lettersAndDigits: true, strength: 'tooShort' });
    expect(passwordHint('a'.repeat(65))).toMatchObject({ length: 65, longEnough: false, strength: 'tooShort' });
  });

  it('calls letters alone, or digits alone, weak', () => {
    expect(passwordHint('password')).toMatchObject({ longEnough: true, lettersAndDigits: false, strength: 'weak' });
    expect(passwordHint('12345678')).toMatchObject({ lettersAndDigits: false, strength: 'weak' });
  });

  it('calls letters and digits fair, and strong with 12 characters, a symbol or mixed case as well', () => {
    expect(passwordHint('masala24')).toMatchObject({ lettersAndDigits: true, strength: 'fair' });
    expect(passwordHint('greendrop123')).toMatchObject({ length: 12, strength: 'strong' });
    expect(passwordHint('masala#24')).toMatchObject({ strength: 'strong' });
    expect(passwordHint('Masala24')).toMatchObject({ strength: 'strong' });
    // Long alone is fair, not strong: it mixes nothing.
    expect(passwordHint('correcthorsebattery')).toMatchObject({ lettersAndDigits: false, strength: 'fair' });
  });

  it('counts letters of any script, as a Hindi speaker may type them', () => {
    expect(passwordHint('पासवर्ड2024')).toMatchObject({ lettersAndDigits: true, longEnough: true });
  });
});
