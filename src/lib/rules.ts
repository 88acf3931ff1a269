/**
 * The rules several forms share (registration, login, contact, a delivery address), as pure
 * functions. Each form names its own message for a failed rule, in its own catalogue.
 */

/** A mobile number is exactly 10 digits; the +91 country code is shown beside the field, not typed. */
export const PHONE_LENGTH = 10;
/** An Indian postal code (PIN) is exactly 6 digits. */
export const POSTAL_CODE_LENGTH = 6;

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_LENGTH}}$`);
const POSTAL_CODE_PATTERN = new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`);
/** India Post's pincodes begin with the postal region, 1 to 9: no pincode starts with 0. */
const PINCODE_PATTERN = new RegExp(`^[1-9]\\d{${POSTAL_CODE_LENGTH - 1}}$`);
/** An e-mail address whose final part (after the last dot) has at least 2 letters. */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Exactly 10 digits; surrounding spaces are ignored. No call is made with anything else. */
export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone.trim());
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
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
