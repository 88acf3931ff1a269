import { isTooLong, TEXT_MAX } from '../../lib/inputLimits';
import { isValidPostalCode } from '../../lib/rules';
import type { AddressInput } from '../dashboard';
import type { VendorMessageId } from '../dashboard';

/** The delivery-address form as typed (sent as line1, city, state_id, postal_code). */
export interface AddressValues {
  line1: string;
  city: string;
  /** The chosen state's id as the select holds it; '' while none is chosen. */
  stateId: string;
  postalCode: string;
}

/** Each field's message: a key of the vendor catalogue (`address.errorTooLong` takes `{ max }`, see {@link ADDRESS_MAX_LENGTH}). */
export type AddressErrors = Partial<Record<keyof AddressValues, VendorMessageId>>;

/** The same messages as the registration form's, in the vendor catalogue. */
export const ADDRESS_MESSAGES = {
  line1: 'address.errorLine1',
  city: 'address.errorCity',
  stateId: 'address.errorState',
  postalCode: 'address.errorPostalCode',
} as const satisfies Record<keyof AddressValues, VendorMessageId>;

export const TOO_LONG_MESSAGE = 'address.errorTooLong' satisfies VendorMessageId;

/** The same limits as the registration form's address and city: each control's maxLength. */
export const ADDRESS_MAX_LENGTH: Partial<Record<keyof AddressValues, number>> = {
  line1: TEXT_MAX.address,
  city: TEXT_MAX.name,
};

export const emptyAddress: AddressValues = { line1: '', city: '', stateId: '', postalCode: '' };

/** Required text within its limit: the field's message when empty, the length message when too long. */
function textError(value: string, field: 'line1' | 'city'): VendorMessageId | undefined {
  const text = value.trim();
  if (!text) return ADDRESS_MESSAGES[field];
  return isTooLong(text, ADDRESS_MAX_LENGTH[field] ?? Number.POSITIVE_INFINITY) ? TOO_LONG_MESSAGE : undefined;
}

/**
 * The registration form's rules for the same fields, in the same words ("State is required", "6
 * Digits Postal Code is required", ...) from the vendor catalogue: an address and a city within
 * their limits, a chosen state, a 6-digit postal code.
 */
export function validateAddress(values: AddressValues): { errors: AddressErrors; input: AddressInput | null } {
  const errors: AddressErrors = {};
  const line1 = textError(values.line1, 'line1');
  const city = textError(values.city, 'city');
  if (line1) errors.line1 = line1;
  if (city) errors.city = city;
  if (!values.stateId.trim()) errors.stateId = ADDRESS_MESSAGES.stateId;
  if (!isValidPostalCode(values.postalCode)) errors.postalCode = ADDRESS_MESSAGES.postalCode;
  if (Object.keys(errors).length > 0) return { errors, input: null };
  return { errors, input: { line1: values.line1.trim(), city: values.city.trim(), state_id: Number(values.stateId), postal_code: values.postalCode.trim() } };
}
