import type { MessageId } from '../../i18n/catalogs';
import { isTooLong, TEXT_MAX } from '../../lib/inputLimits';
import { isValidEmail, isValidPhone, PHONE_LENGTH } from '../../lib/rules';
import type { ContactMessage } from './api';

export const MESSAGE_MAX_LENGTH = TEXT_MAX.note;

/** Each field's longest text: its control's maxLength, and the number its length message names. */
export const CONTACT_MAX_LENGTH = {
  name: TEXT_MAX.name,
  email: TEXT_MAX.email,
  phone: PHONE_LENGTH,
  message: MESSAGE_MAX_LENGTH,
} as const satisfies Record<keyof ContactMessage, number>;

/** Field -> the key of its message in the `common` catalogue (the form translates it). */
export type ContactErrors = Partial<Record<keyof ContactMessage, MessageId<'contact'>>>;

/** The contact form's rules: the registration form's name, e-mail and phone rules and limits, and a message. */
export function validateContact(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'contactForm.nameRequired';
  else if (isTooLong(values.name.trim(), CONTACT_MAX_LENGTH.name)) errors.name = 'contactForm.tooLong';
  if (!values.email.trim()) errors.email = 'contactForm.emailRequired';
  else if (isTooLong(values.email.trim(), CONTACT_MAX_LENGTH.email)) errors.email = 'contactForm.tooLong';
  else if (!isValidEmail(values.email.trim())) errors.email = 'contactForm.emailInvalid';
  if (!isValidPhone(values.phone)) errors.phone = 'contactForm.phoneInvalid';
  if (!values.message.trim()) errors.message = 'contactForm.messageRequired';
  else if (values.message.length > MESSAGE_MAX_LENGTH) errors.message = 'contactForm.messageTooLong';
  return errors;
}
