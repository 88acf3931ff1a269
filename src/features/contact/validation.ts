import { EMAIL_INVALID, EMAIL_REQUIRED, NAME_REQUIRED, isValidEmail, validatePhone } from '../registration/validation';
import type { ContactMessage } from './api';

export const MESSAGE_REQUIRED = 'Please tell us how we can help';
export const MESSAGE_TOO_LONG = 'Please keep your message under 2000 characters';
export const MESSAGE_MAX_LENGTH = 2000;

export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

/** The contact form's rules: the registration form's name, e-mail and phone rules, and a message. */
export function validateContact(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = NAME_REQUIRED;
  if (!values.email.trim()) errors.email = EMAIL_REQUIRED;
  else if (!isValidEmail(values.email.trim())) errors.email = EMAIL_INVALID;
  const phone = validatePhone(values.phone.trim());
  if (phone) errors.phone = phone;
  if (!values.message.trim()) errors.message = MESSAGE_REQUIRED;
  else if (values.message.length > MESSAGE_MAX_LENGTH) errors.message = MESSAGE_TOO_LONG;
  return errors;
}
