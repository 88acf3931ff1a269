import { PHONE_INVALID, validatePhone } from '../registration/validation';

/** The login form as typed (contract section 3). */
export interface LoginValues {
  mobile: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export const LOGIN_MESSAGES = {
  // Spec section 5's phone rule and wording, as on the registration form.
  mobile: PHONE_INVALID,
  password: 'Password is required',
  // Contract section 3: the message on an Error status.
  rejected: 'Either mobile or password is not valid',
} as const;

/** The mobile number as sent: spaces and dashes a vendor may type are dropped. */
export function normaliseMobile(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Checked before any call: exactly 10 digits, and a password. */
export function validateLoginValues(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const mobileError = validatePhone(normaliseMobile(values.mobile));
  if (mobileError) errors.mobile = mobileError;
  if (values.password === '') errors.password = LOGIN_MESSAGES.password;
  return errors;
}
