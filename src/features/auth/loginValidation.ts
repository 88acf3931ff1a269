import type { MessageId } from '../../i18n/catalogs';
import { isValidPhone } from '../../lib/rules';

/** The login form as typed (contract section 3). */
export interface LoginValues {
  mobile: string;
  password: string;
}

/** Each field's message: a key of the vendor catalogue. */
export type LoginErrors = Partial<Record<keyof LoginValues, MessageId<'vendor'>>>;

/** The longest password the API accepts (a new password is 8 to 64 characters). */
export const PASSWORD_MAX_LENGTH = 64;

export const LOGIN_MESSAGES = {
  // Spec section 5's phone rule and wording, as on the registration form.
  mobile: 'login.mobileInvalid',
  password: 'login.passwordRequired',
  // Contract section 3: the message on an Error status.
  rejected: 'login.rejected',
} as const satisfies Record<string, MessageId<'vendor'>>;

/** The mobile number as sent: spaces and dashes a vendor may type are dropped. */
export function normaliseMobile(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Checked before any call: exactly 10 digits (the registration form's rule), and a password. */
export function validateLoginValues(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!isValidPhone(normaliseMobile(values.mobile))) errors.mobile = LOGIN_MESSAGES.mobile;
  if (values.password === '') errors.password = LOGIN_MESSAGES.password;
  return errors;
}
