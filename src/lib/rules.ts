/**
 * The rules several forms share (registration, login, contact, a delivery address), as pure
 * functions. Each form names its own message for a failed rule, in its own catalogue.
 */

/** A mobile number is exactly 10 digits; the +91 country code is shown beside the field, not typed. */
export const PHONE_LENGTH = 10;
/** An Indian postal code (PIN) is exactly 6 digits. */
export const POSTAL_CODE_LENGTH = 6;
/**
 * A postal code's field takes a few characters more than the code, so that one written with a
 * space or a hyphen ("122 001", "122-001") can be typed or pasted whole; it is read without them
 * (normalisePostalCode), and the 6 characters' limit applies after that.
 */
export const POSTAL_CODE_INPUT_MAX = POSTAL_CODE_LENGTH + 4;
/** The separators people write inside a postal code: spaces, hyphens and dashes, dots, commas, slashes, underscores. */
const POSTAL_CODE_SEPARATORS = /[\s\-\u2010-\u2015\u2212.,/_]/g;

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_LENGTH}}$`);
const POSTAL_CODE_PATTERN = new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`);
/** India Post's pincodes begin with the postal region, 1 to 9: no pincode starts with 0. */
const PINCODE_PATTERN = new RegExp(`^[1-9]\\d{${POSTAL_CODE_LENGTH - 1}}$`);
/** An e-mail address whose final part (after the last dot) has at least 2 letters. */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** An OTP is 4 to 6 digits (the registration's and the password reset's alike). */
export const OTP_MIN_LENGTH = 4;
export const OTP_MAX_LENGTH = 6;
const OTP_PATTERN = new RegExp(`^\\d{${OTP_MIN_LENGTH},${OTP_MAX_LENGTH}}$`);

/** 4 to 6 digits; surrounding spaces are ignored. Only the server (or sendOTP's answer) says whether it is the right one. */
export function isValidOtp(otp: string): boolean {
  return OTP_PATTERN.test(otp.trim());
}

/** A mobile number field's maxLength: the 10 digits and the spaces or dashes people type between their groups (98765 43210). */
export const MOBILE_INPUT_MAX = PHONE_LENGTH + 4;

/** A mobile number as sent: the spaces and dashes people type between its groups dropped (sign-in, password reset, a new manager). */
export function normaliseMobile(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Exactly 10 digits; surrounding spaces are ignored. No call is made with anything else. */
export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone.trim());
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** A postal code as a field keeps it while it is typed: without separators, at most 6 characters. */
export function normalisePostalCode(text: string): string {
  return text.replace(POSTAL_CODE_SEPARATORS, '').slice(0, POSTAL_CODE_LENGTH);
}

/** Exactly 6 digits; surrounding spaces are ignored. */
export function isValidPostalCode(postalCode: string): boolean {
  return POSTAL_CODE_PATTERN.test(postalCode.trim());
}

/**
 * A pincode that can exist: 6 digits, the first 1 to 9; surrounding spaces are ignored. The
 * serviceability check asks about nothing else (the forms' postal code takes any 6 digits).
 */
export function isValidPincode(pincode: string): boolean {
  return PINCODE_PATTERN.test(pincode.trim());
}

/**
 * A certificate's verification code is six characters of A-Z and 2-9: that is what the API may
 * issue, so that is what the check accepts. Codes this site's mock makes leave out O and I as
 * well (VERIFY_CODE_ALPHABET), which are easily read as 0 and 1 off paper, but a server that
 * issues them is within the contract.
 */
export const VERIFY_CODE_LENGTH = 6;
const VERIFY_CODE_PATTERN = new RegExp(`^[A-Z2-9]{${VERIFY_CODE_LENGTH}}$`);
/** The letters and digits the mock API makes codes from: A-Z and 2-9 without O and I. */
export const VERIFY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code as printed (upper case); what a person typed is upper-cased and trimmed first. */
export function normaliseVerifyCode(code: string): string {
  return code.trim().toUpperCase();
}

export function isValidVerifyCode(code: string): boolean {
  return VERIFY_CODE_PATTERN.test(normaliseVerifyCode(code));
}

/** The longest receipt number accepted from a person or an address (real ones are about 20 characters). */
export const RECEIPT_NO_MAX = 40;

/** A receipt number as printed: letters, digits, slashes and hyphens, e.g. GD/BLR/26-27/008989. */
export function isValidReceiptNo(receiptNo: string): boolean {
  const value = receiptNo.trim();
  return value.length > 0 && value.length <= RECEIPT_NO_MAX && /^[A-Za-z0-9][A-Za-z0-9/-]*$/.test(value);
}
