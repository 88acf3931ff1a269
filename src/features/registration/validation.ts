/**
 * The registration wizard's rules and messages (spec sections 5 and 8), as pure functions.
 * Every message is the spec's, character for character.
 */

export const PHONE_INVALID = 'Please enter a valid phone number.';
export const OTP_INCORRECT = 'Entered OTP is incorrect.';
export const REQUEST_FAILED = 'Something went wrong. Try again later.';
export const FIRM_NAME_REQUIRED = 'Firm Name is required';
export const NAME_REQUIRED = 'Name is required';
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email';
export const POSITIVE_NUMBER_REQUIRED = 'Positive Number is required';
export const DATE_REQUIRED = 'Date is required';
export const ADDRESS_REQUIRED = 'Address is required';
export const CITY_REQUIRED = 'City is required';
export const STATE_REQUIRED = 'State is required';
export const POSTAL_CODE_REQUIRED = '6 Digits Postal Code is required';
export const SUBMIT_ERROR = 'Error! Something went wrong. We are unable to process your request. Please try again later.';
export const SUBMIT_SUCCESS = 'Success! Your request has been submitted successfully. Our team will contact you soon.';

/** Spec section 9: phone length 10 digits (the +91 country code is shown, not typed). */
export const PHONE_LENGTH = 10;
/** Spec section 9: postal code 6 digits. */
export const POSTAL_CODE_LENGTH = 6;

/** The details form as typed: every value a string, as the inputs hold it. */
// A type (not an interface) so that it can be posted as form fields.
export type DetailsValues = {
  firm_name: string;
  name: string;
  email: string;
  oil_quantity: string;
  expected_rate: string;
  /** YYYY-MM-DD, or '' when no date is chosen. */
  entry_by: string;
  address: string;
  city: string;
  /** The chosen state's id, or '' when none is chosen. */
  state_id: string;
  postal_code: string;
  remarks_option: string;
};

export type DetailsField = keyof DetailsValues;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

export const emptyDetails: DetailsValues = {
  firm_name: '',
  name: '',
  email: '',
  oil_quantity: '',
  expected_rate: '',
  entry_by: '',
  address: '',
  city: '',
  state_id: '',
  postal_code: '',
  remarks_option: '',
};

/** The order of the fields on the form: the first one in error takes focus. */
export const detailsFieldOrder: readonly DetailsField[] = [
  'firm_name',
  'name',
  'email',
  'oil_quantity',
  'expected_rate',
  'entry_by',
  'address',
  'city',
  'state_id',
  'postal_code',
  'remarks_option',
];

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_LENGTH}}$`);
const POSTAL_CODE_PATTERN = new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`);
/** Spec section 5: an e-mail whose final part (after the last dot) has at least 2 characters. */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** A plain non-negative decimal: no sign, no exponent, no hex. */
const NON_NEGATIVE_NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Spec section 5: exactly 10 digits, or the message. Surrounding spaces are ignored. */
export function validatePhone(phone: string): string | undefined {
  return PHONE_PATTERN.test(phone.trim()) ? undefined : PHONE_INVALID;
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** Spec section 5: a non-negative number, not empty (the control itself has min 1). */
export function isNonNegativeNumber(value: string): boolean {
  return NON_NEGATIVE_NUMBER.test(value.trim());
}

const required = (value: string, message: string) => (value.trim() ? undefined : message);

/** Spec section 5: every rule of the details form, checked together on submit; field -> message. */
export function validateDetails(values: DetailsValues): DetailsErrors {
  const errors: DetailsErrors = {
    firm_name: required(values.firm_name, FIRM_NAME_REQUIRED),
    name: required(values.name, NAME_REQUIRED),
    email: !values.email.trim() ? EMAIL_REQUIRED : isValidEmail(values.email) ? undefined : EMAIL_INVALID,
    oil_quantity: isNonNegativeNumber(values.oil_quantity) ? undefined : POSITIVE_NUMBER_REQUIRED,
    expected_rate: isNonNegativeNumber(values.expected_rate) ? undefined : POSITIVE_NUMBER_REQUIRED,
    entry_by: DATE_PATTERN.test(values.entry_by) ? undefined : DATE_REQUIRED,
    address: required(values.address, ADDRESS_REQUIRED),
    city: required(values.city, CITY_REQUIRED),
    state_id: required(values.state_id, STATE_REQUIRED),
    postal_code: POSTAL_CODE_PATTERN.test(values.postal_code.trim()) ? undefined : POSTAL_CODE_REQUIRED,
  };
  for (const field of detailsFieldOrder) if (errors[field] === undefined) delete errors[field];
  return errors;
}

export function hasErrors(errors: DetailsErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The first field in form order that has an error. */
export function firstInvalidField(errors: DetailsErrors): DetailsField | undefined {
  return detailsFieldOrder.find((field) => errors[field]);
}

/** Contract section 2: the OTP is 4 to 6 digits. */
const OTP_PATTERN = /^\d{4,6}$/;

export function looksLikeOtp(otp: string): boolean {
  return OTP_PATTERN.test(otp.trim());
}

/** Spec section 4: sendOTP returned the expected OTP; the page compares locally. */
export function otpMatches(entered: string, expected: string): boolean {
  return looksLikeOtp(entered) && entered.trim() === expected.trim();
}
