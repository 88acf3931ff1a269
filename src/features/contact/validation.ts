import type { MessageId } from '../../i18n/catalogs';
import { PHONE_LENGTH, isValidEmail } from '../registration/validation';
import type { ContactMessage } from './api';

export const MESSAGE_MAX_LENGTH = 2000;

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_LENGTH}}$`);

/** Field -> the key of its message in the `common` catalogue (the form translates it). */
export type ContactErrors = Partial<Record<keyof ContactMessage, MessageId<'contact'>>>;

/** The contact form's rules: the registration form's name, e-mail and phone rules, and a message. */
export function validateContact(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'contactForm.nameRequired';
  if (!values.email.trim()) errors.email = 'contactForm.emailRequired';
  else if (!isValidEmail(values.email.trim())) errors.email = 'contactForm.emailInvalid';
  if (!PHONE_PATTERN.test(values.phone.trim())) errors.phone = 'contactForm.phoneInvalid';
  if (!values.message.trim()) errors.message = 'contactForm.messageRequired';
  else if (values.message.length > MESSAGE_MAX_LENGTH) errors.message = 'contactForm.messageTooLong';
  return errors;
}
