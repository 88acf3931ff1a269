import type { MessageId } from '../../i18n/catalogs';
import { isTooLong, isWithinMax, NUMBER_MAX, TEXT_MAX } from '../../lib/inputLimits';
import { isValidEmail, isValidOtp, isValidPhone, isValidPostalCode } from '../../lib/rules';

/**
 * The registration wizard's rules, as pure functions. A failed rule is
 * named by its message key in the `registration` catalogue (src/locales/<language>/registration.json),
 * which the component translates; the English texts must stay character for character (a test checks).
 */
export type RegistrationMessage = MessageId<'registration'>;

export const PHONE_INVALID_KEY = 'phone.invalid' satisfies RegistrationMessage;


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
/** The details form's rule messages, one under each field. */
export type DetailsMessage = Extract<
  RegistrationMessage,
  | 'details.firmNameRequired'
  | 'details.nameRequired'
  | 'details.emailRequired'
  | 'details.emailInvalid'
  | 'details.positiveNumberRequired'
  | 'details.dateRequired'
  | 'details.addressRequired'
  | 'details.cityRequired'
  | 'details.stateRequired'
  | 'details.postalCodeRequired'
>;
/**
 * The messages for a value over its limit (docs/decisions/0005): each takes
 * `{ max }`, the field's limit as the page writes numbers (see {@link detailsLimit}).
 */
export type DetailsLimitMessage = Extract<RegistrationMessage, 'details.tooLong' | 'details.oilQuantityTooLarge' | 'details.expectedRateTooLarge'>;
/** Field -> the key of its message. */
export type DetailsErrors = Partial<Record<DetailsField, DetailsMessage | DetailsLimitMessage>>;

/** The longest text each free-text field takes: its control's maxLength, and a rule for text that arrived otherwise (a saved draft). */
export const DETAILS_MAX_LENGTH = {
  firm_name: TEXT_MAX.name,
  name: TEXT_MAX.name,
  email: TEXT_MAX.email,
  address: TEXT_MAX.address,
  city: TEXT_MAX.name,
  remarks_option: TEXT_MAX.note,
} as const satisfies Partial<Record<DetailsField, number>>;

/** The largest number each number field takes: KG of oil, and rupees per KG. */
export const DETAILS_NUMBER_MAX = {
  oil_quantity: NUMBER_MAX.kg,
  expected_rate: NUMBER_MAX.rupeesPerKg,
} as const satisfies Partial<Record<DetailsField, number>>;

const LIMIT_MESSAGES: ReadonlySet<string> = new Set<DetailsLimitMessage>(['details.tooLong', 'details.oilQuantityTooLarge', 'details.expectedRateTooLarge']);

/** True for a message that names a limit (it takes `{ max }`). */
export function isLimitMessage(key: DetailsMessage | DetailsLimitMessage): key is DetailsLimitMessage {
  return LIMIT_MESSAGES.has(key);
}

/** The limit a field's message names (its `{ max }`), or undefined for a field without one. */
export function detailsLimit(field: DetailsField): number | undefined {
  return (DETAILS_MAX_LENGTH as Partial<Record<DetailsField, number>>)[field] ?? (DETAILS_NUMBER_MAX as Partial<Record<DetailsField, number>>)[field];
}

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

/** A plain non-negative decimal: no sign, no exponent, no hex. */
const NON_NEGATIVE_NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Exactly 10 digits (spaces around ignored), or the message's key. */
export function checkPhone(phone: string): typeof PHONE_INVALID_KEY | undefined {
  return isValidPhone(phone) ? undefined : PHONE_INVALID_KEY;
}

/** A non-negative number, not empty (the control itself has min 1). */
export function isNonNegativeNumber(value: string): boolean {
  return NON_NEGATIVE_NUMBER.test(value.trim());
}

const required = (value: string, message: DetailsMessage) => (value.trim() ? undefined : message);

type TextField = keyof typeof DETAILS_MAX_LENGTH;

/** Required text: the field's required message when empty, the length message when over its limit. */
const requiredText = (values: DetailsValues, field: TextField, message: DetailsMessage) =>
  !values[field].trim() ? message : tooLong(values, field);

const tooLong = (values: DetailsValues, field: TextField): DetailsLimitMessage | undefined =>
  isTooLong(values[field].trim(), DETAILS_MAX_LENGTH[field]) ? 'details.tooLong' : undefined;

/** A non-negative number (else Positive Number is required), then the field's maximum: finite and at most its limit. */
const boundedNumber = (value: string, max: number, tooLarge: DetailsLimitMessage) =>
  !isNonNegativeNumber(value) ? 'details.positiveNumberRequired' : isWithinMax(value, max) ? undefined : tooLarge;

/** Every rule of the details form, checked together on submit, and each field's limit; field -> message key. */
export function checkDetails(values: DetailsValues): DetailsErrors {
  const errors: DetailsErrors = {
    firm_name: requiredText(values, 'firm_name', 'details.firmNameRequired'),
    name: requiredText(values, 'name', 'details.nameRequired'),
    email: !values.email.trim() ? 'details.emailRequired' : (tooLong(values, 'email') ?? (isValidEmail(values.email) ? undefined : 'details.emailInvalid')),
    oil_quantity: boundedNumber(values.oil_quantity, DETAILS_NUMBER_MAX.oil_quantity, 'details.oilQuantityTooLarge'),
    expected_rate: boundedNumber(values.expected_rate, DETAILS_NUMBER_MAX.expected_rate, 'details.expectedRateTooLarge'),
    entry_by: DATE_PATTERN.test(values.entry_by) ? undefined : 'details.dateRequired',
    address: requiredText(values, 'address', 'details.addressRequired'),
    city: requiredText(values, 'city', 'details.cityRequired'),
    state_id: required(values.state_id, 'details.stateRequired'),
    postal_code: isValidPostalCode(values.postal_code) ? undefined : 'details.postalCodeRequired',
    remarks_option: tooLong(values, 'remarks_option'),
  };
  for (const field of detailsFieldOrder) if (errors[field] === undefined) delete errors[field];
  return errors;
}

export function hasErrors(errors: Partial<Record<DetailsField, string>>): boolean {
  return Object.keys(errors).length > 0;
}

/** The first field in form order that has an error. */
export function firstInvalidField(errors: Partial<Record<DetailsField, string>>): DetailsField | undefined {
  return detailsFieldOrder.find((field) => errors[field]);
}

/** sendOTP returned the expected OTP: the page compares locally. */
export function otpMatches(entered: string, expected: string): boolean {
  return isValidOtp(entered) && entered.trim() === expected.trim();
}
