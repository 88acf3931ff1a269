import { isTooLong, TEXT_MAX } from '../../lib/inputLimits';
import { isValidPhone, isValidPincode, MOBILE_INPUT_MAX, normaliseMobile } from '../../lib/rules';
import type { NewMemberInput, NewOutletInput } from './api';

/**
 * The rules of the page's two forms, checked before any call, as pure functions. Each failed rule
 * names its message: a key of the outlets catalogue, or for the mobile number sign-in's own words.
 */

/** The mobile field's maxLength: sign-in's (lib/rules.ts). */
export { MOBILE_INPUT_MAX };
/** An FSSAI licence or registration number is 14 digits. */
export const FSSAI_LENGTH = 14;
const FSSAI_PATTERN = new RegExp(`^\\d{${FSSAI_LENGTH}}$`);


/** A licence number as sent: the spaces people type between its groups dropped. */
export const normaliseLicence = (value: string): string => value.replace(/\s/g, '');

export interface MemberValues {
  mobile: string;
  name: string;
}
export type MemberErrors = Partial<Record<keyof MemberValues, 'mobile' | 'nameRequired' | 'nameTooLong'>>;

export const emptyMember: MemberValues = { mobile: '', name: '' };

/** Exactly 10 digits (sign-in's rule) and a name within {@link TEXT_MAX}.name. */
export function validateMember(values: MemberValues): { errors: MemberErrors; input: NewMemberInput | null } {
  const errors: MemberErrors = {};
  const mobile = normaliseMobile(values.mobile);
  const name = values.name.trim();
  if (!isValidPhone(mobile)) errors.mobile = 'mobile';
  if (!name) errors.name = 'nameRequired';
  else if (isTooLong(name, TEXT_MAX.name)) errors.name = 'nameTooLong';
  return Object.keys(errors).length > 0 ? { errors, input: null } : { errors, input: { mobile, name } };
}

/** The new-outlet form as its controls hold it. */
export interface OutletValues {
  name: string;
  line1: string;
  city: string;
  /** The chosen state's id as the select holds it; '' while none is chosen. */
  stateId: string;
  postalCode: string;
  licence: string;
}
export type OutletField = keyof OutletValues;
export type OutletErrors = Partial<Record<OutletField, 'required' | 'tooLong' | 'state' | 'postalCode' | 'licence' | 'notServed'>>;

export const emptyOutlet: OutletValues = { name: '', line1: '', city: '', stateId: '', postalCode: '', licence: '' };

/** Each text control's maxLength, the same limits the API keeps. */
export const OUTLET_MAX_LENGTH = { name: TEXT_MAX.name, line1: TEXT_MAX.address, city: TEXT_MAX.name } as const;

/** The fields in form order: the first one in error takes focus. */
export const OUTLET_FIELDS: OutletField[] = ['name', 'line1', 'city', 'stateId', 'postalCode', 'licence'];

/** A name, an address and a city within their limits, a state, a 6-digit pincode, and a licence of 14 digits when one is given. */
export function validateOutlet(values: OutletValues): { errors: OutletErrors; input: NewOutletInput | null } {
  const errors: OutletErrors = {};
  for (const field of ['name', 'line1', 'city'] as const) {
    const text = values[field].trim();
    if (!text) errors[field] = 'required';
    else if (isTooLong(text, OUTLET_MAX_LENGTH[field])) errors[field] = 'tooLong';
  }
  if (!values.stateId.trim()) errors.stateId = 'state';
  // A pincode that can exist (1 to 9 first): the service-area check is asked about nothing else.
  if (!isValidPincode(values.postalCode)) errors.postalCode = 'postalCode';
  const licence = normaliseLicence(values.licence);
  if (licence && !FSSAI_PATTERN.test(licence)) errors.licence = 'licence';
  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: {
      name: values.name.trim(),
      line1: values.line1.trim(),
      city: values.city.trim(),
      state_id: Number(values.stateId),
      postal_code: values.postalCode.trim(),
      ...(licence ? { fssai_license_no: licence } : {}),
    },
  };
}
