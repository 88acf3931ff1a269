import type { MessageId } from '../../i18n/catalogs';
import { isValidPhone, normaliseMobile } from '../../lib/rules';

/** The login form as typed: mobile and password (accounts are made by the company, so no sign-up). */
export interface LoginValues {
  mobile: string;
  password: string;
}

/** Each field's message: a key of the vendor catalogue. */
export type LoginErrors = Partial<Record<keyof LoginValues, MessageId<'vendor'>>>;

/** The longest password the API accepts (a new password is 8 to 64 characters). */
export const PASSWORD_MAX_LENGTH = 64;

export const LOGIN_MESSAGES = {
  // The registration form's phone rule and wording: exactly 10 digits.
  mobile: 'login.mobileInvalid',
  password: 'login.passwordRequired',
  // On an Error status: "Either mobile or password is not valid".
  rejected: 'login.rejected',
} as const satisfies Record<string, MessageId<'vendor'>>;

/** The mobile number as sent (lib/rules.ts): spaces and dashes a vendor may type are dropped. */
export { normaliseMobile };

/** Checked before any call: exactly 10 digits (the registration form's rule), and a password. */
export function validateLoginValues(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!isValidPhone(normaliseMobile(values.mobile))) errors.mobile = LOGIN_MESSAGES.mobile;
  if (values.password === '') errors.password = LOGIN_MESSAGES.password;
  return errors;
}
