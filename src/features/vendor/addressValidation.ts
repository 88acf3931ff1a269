import type { AddressInput } from './api';

/**
 * The delivery-address form, checked with the registration form's rules and messages (spec section 5).
 * TODO(lead): the registration feature's validation.ts did not exist yet when this was written;
 * fold these rules into it once it does.
 */
export interface AddressValues {
  line1: string;
  city: string;
  /** The chosen state's id as the select holds it; '' while none is chosen. */
  stateId: string;
  postalCode: string;
}

export type AddressErrors = Partial<Record<'line1' | 'city' | 'state' | 'postalCode', string>>;

export const emptyAddress: AddressValues = { line1: '', city: '', stateId: '', postalCode: '' };

export const ADDRESS_MESSAGES = {
  line1: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  postalCode: '6 Digits Postal Code is required',
} as const;

export function validateAddress(values: AddressValues): { errors: AddressErrors; input: AddressInput | null } {
  const errors: AddressErrors = {};
  if (!values.line1.trim()) errors.line1 = ADDRESS_MESSAGES.line1;
  if (!values.city.trim()) errors.city = ADDRESS_MESSAGES.city;
  const stateId = Number(values.stateId);
  if (!values.stateId || !Number.isInteger(stateId) || stateId <= 0) errors.state = ADDRESS_MESSAGES.state;
  // Spec section 5: exactly 6 characters, numeric.
  if (!/^\d{6}$/.test(values.postalCode.trim())) errors.postalCode = ADDRESS_MESSAGES.postalCode;
  if (Object.keys(errors).length > 0) return { errors, input: null };
  return { errors, input: { line1: values.line1.trim(), city: values.city.trim(), state_id: stateId, postal_code: values.postalCode.trim() } };
}
