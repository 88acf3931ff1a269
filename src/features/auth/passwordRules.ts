import type { MessageId } from '../../i18n/catalogs';
import { isValidOtp, isValidPhone, MOBILE_INPUT_MAX } from '../../lib/rules';
import { normaliseMobile, PASSWORD_MAX_LENGTH } from './loginValidation';

export { PASSWORD_MAX_LENGTH };
/** The shortest new password the API accepts (a new password is 8 to 64 characters). */
export const PASSWORD_MIN_LENGTH = 8;
/** A mobile number with the spaces a vendor may type (98765 43210): the field's maxLength, as on /login (lib/rules.ts). */
export const MOBILE_MAX_LENGTH = MOBILE_INPUT_MAX;

type VendorMessage = MessageId<'vendor'>;

/** The second step as typed: the OTP from the SMS and the new password twice. */
export interface NewPasswordValues {
  otp: string;
  password: string;
  confirm: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, VendorMessage>>;

/** The first step: exactly 10 digits, the login form's rule (spaces and dashes dropped). */
export function checkResetMobile(mobile: string): VendorMessage | undefined {
  return isValidPhone(normaliseMobile(mobile)) ? undefined : 'login.mobileInvalid';
}

/**
 * Checked before any call: an OTP of 4 to 6 digits is typed (only the server says whether it is right: the page
 * never sees the one sent), the password is 8 to 64 characters, and the two passwords match.
 */
export function checkNewPassword(values: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (values.otp.trim() === '') errors.otp = 'reset.otpRequired';
  else if (!isValidOtp(values.otp)) errors.otp = 'reset.otpInvalid';
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'reset.passwordTooShort';
  else if (values.password.length > PASSWORD_MAX_LENGTH) errors.password = 'reset.passwordTooLong';
  if (values.confirm === '') errors.confirm = 'reset.confirmRequired';
  else if (values.confirm !== values.password) errors.confirm = 'reset.confirmMismatch';
  return errors;
}

/** The first field with an error, in the order of the form: where focus goes after a failed check. */
export function firstNewPasswordError(errors: NewPasswordErrors): keyof NewPasswordValues | undefined {
  return (['otp', 'password', 'confirm'] as const).find((field) => errors[field]);
}

export type PasswordStrength = 'empty' | 'tooShort' | 'weak' | 'fair' | 'strong';

export interface PasswordHint {
  /** Characters typed (UTF-16 code units, as maxLength counts them). */
  length: number;
  /** 8 to 64 characters: the only rule the server holds it to. */
  longEnough: boolean;
  /** At least one letter (of any script) and one digit. */
  lettersAndDigits: boolean;
  strength: PasswordStrength;
}

/**
 * The hint under the new password as it is typed: its length, whether it mixes letters and
 * digits, and a rough strength. Long enough and mixed is fair; strong adds 12 characters or more,
 * or a symbol, or upper and lower case. Advice only: the server refuses nothing but the length.
 */
export function passwordHint(password: string): PasswordHint {
  const length = password.length;
  const longEnough = length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
  const hasLetter = /\p{L}/u.test(password);
  const lettersAndDigits = hasLetter && /\p{Nd}/u.test(password);
  const extra = length >= 12 || /[^\p{L}\p{Nd}]/u.test(password) || (/\p{Lu}/u.test(password) && /\p{Ll}/u.test(password));
  let strength: PasswordStrength;
  if (length === 0) strength = 'empty';
  else if (!longEnough) strength = 'tooShort';
  else if (lettersAndDigits && extra) strength = 'strong';
  else if (lettersAndDigits || extra) strength = 'fair';
  else strength = 'weak';
  return { length, longEnough, lettersAndDigits, strength };
}
