import { emptyDetails, validateDetails } from '../registration/validation';
import type { AddressInput } from './api';

/** The delivery-address form as typed (contract section 2: line1, city, state_id, postal_code). */
export interface AddressValues {
  line1: string;
  city: string;
  /** The chosen state's id as the select holds it; '' while none is chosen. */
  stateId: string;
  postalCode: string;
}

export type AddressErrors = Partial<Record<keyof AddressValues, string>>;

export const emptyAddress: AddressValues = { line1: '', city: '', stateId: '', postalCode: '' };

/**
 * The registration form's rules and messages (spec section 5: "State is required",
 * "6 Digits Postal Code is required", ...), applied by the registration feature's own validator
 * to the address fields only.
 */
export function validateAddress(values: AddressValues): { errors: AddressErrors; input: AddressInput | null } {
  const details = validateDetails({ ...emptyDetails, address: values.line1, city: values.city, state_id: values.stateId, postal_code: values.postalCode });
  const errors: AddressErrors = {};
  if (details.address) errors.line1 = details.address;
  if (details.city) errors.city = details.city;
  if (details.state_id) errors.stateId = details.state_id;
  if (details.postal_code) errors.postalCode = details.postal_code;
  if (Object.keys(errors).length > 0) return { errors, input: null };
  return { errors, input: { line1: values.line1.trim(), city: values.city.trim(), state_id: Number(values.stateId), postal_code: values.postalCode.trim() } };
}
