import { checkDetails, DETAILS_MAX_LENGTH, emptyDetails } from '../registration/validation';
import type { AddressInput } from './api';
import type { VendorMessageId } from './messages';

/** The delivery-address form as typed (contract section 2: line1, city, state_id, postal_code). */
export interface AddressValues {
  line1: string;
  city: string;
  /** The chosen state's id as the select holds it; '' while none is chosen. */
  stateId: string;
  postalCode: string;
}

/** Each field's message: a key of the vendor catalogue (`address.errorTooLong` takes `{ max }`, see {@link ADDRESS_MAX_LENGTH}). */
export type AddressErrors = Partial<Record<keyof AddressValues, VendorMessageId>>;

/** The registration form's messages (spec section 5), in the vendor catalogue. */
export const ADDRESS_MESSAGES = {
  line1: 'address.errorLine1',
  city: 'address.errorCity',
  stateId: 'address.errorState',
  postalCode: 'address.errorPostalCode',
} as const satisfies Record<keyof AddressValues, VendorMessageId>;

export const TOO_LONG_MESSAGE = 'address.errorTooLong' satisfies VendorMessageId;

/** The registration form's limits for the same fields: each control's maxLength. */
export const ADDRESS_MAX_LENGTH: Partial<Record<keyof AddressValues, number>> = {
  line1: DETAILS_MAX_LENGTH.address,
  city: DETAILS_MAX_LENGTH.city,
};

export const emptyAddress: AddressValues = { line1: '', city: '', stateId: '', postalCode: '' };

/**
 * The registration form's rules and limits, applied by the registration feature's
 * own validator to the address fields only; the messages are the same words ("State is required",
 * "6 Digits Postal Code is required", ...) from the vendor catalogue.
 */
export function validateAddress(values: AddressValues): { errors: AddressErrors; input: AddressInput | null } {
  const details = checkDetails({ ...emptyDetails, address: values.line1, city: values.city, state_id: values.stateId, postal_code: values.postalCode });
  const errors: AddressErrors = {};
  if (details.address) errors.line1 = details.address === 'details.tooLong' ? TOO_LONG_MESSAGE : ADDRESS_MESSAGES.line1;
  if (details.city) errors.city = details.city === 'details.tooLong' ? TOO_LONG_MESSAGE : ADDRESS_MESSAGES.city;
  if (details.state_id) errors.stateId = ADDRESS_MESSAGES.stateId;
  if (details.postal_code) errors.postalCode = ADDRESS_MESSAGES.postalCode;
  if (Object.keys(errors).length > 0) return { errors, input: null };
  return { errors, input: { line1: values.line1.trim(), city: values.city.trim(), state_id: Number(values.stateId), postal_code: values.postalCode.trim() } };
}
