import { isTooLong, TEXT_MAX } from '../../lib/inputLimits';
import { CURRENT_STATEMENTS_VERSION } from './statements';
import type { DeclarationInput } from './api';

/**
 * The declaration form's rules, checked before any call, as pure functions. Each failed rule names
 * its message, a key of the declaration catalogue.
 */

/** The form as its controls hold it: the answers '1' (yes), '0' (no) or '' (not answered yet). */
export interface DeclarationValues {
  signatoryName: string;
  designation: string;
  place: string;
  overTenTonnes: '' | '0' | '1';
  animalFat: '' | '0' | '1';
  /** 'yes' once the signatory has ticked that the statements are true. */
  agreed: '' | 'yes';
}
export type DeclarationField = keyof DeclarationValues;
export type DeclarationError = 'form.errorName' | 'form.errorDesignation' | 'form.errorPlace' | 'form.errorTooLong' | 'form.errorAnswer' | 'form.errorAgree';
export type DeclarationErrors = Partial<Record<DeclarationField, DeclarationError>>;

export const emptyDeclaration = (signatoryName = ''): DeclarationValues => ({ signatoryName, designation: '', place: '', overTenTonnes: '', animalFat: '', agreed: '' });

/** Each text's maxLength: the API's limits (a person's name, a designation and a city's name). */
export const DECLARATION_MAX_LENGTH = { signatoryName: TEXT_MAX.name, designation: TEXT_MAX.name, place: TEXT_MAX.name } as const;

/** The fields in form order: the first one in error takes focus. */
export const DECLARATION_FIELDS: DeclarationField[] = ['signatoryName', 'designation', 'place', 'overTenTonnes', 'animalFat', 'agreed'];

const REQUIRED: Record<keyof typeof DECLARATION_MAX_LENGTH, DeclarationError> = { signatoryName: 'form.errorName', designation: 'form.errorDesignation', place: 'form.errorPlace' };

/** Who signs, where, both questions answered and the statements confirmed; the input to send (without the OTP), or null. */
export function validateDeclaration(values: DeclarationValues): { errors: DeclarationErrors; input: Omit<DeclarationInput, 'otp'> | null } {
  const errors: DeclarationErrors = {};
  for (const field of ['signatoryName', 'designation', 'place'] as const) {
    const text = values[field].trim();
    if (!text) errors[field] = REQUIRED[field];
    else if (isTooLong(text, DECLARATION_MAX_LENGTH[field])) errors[field] = 'form.errorTooLong';
  }
  if (values.overTenTonnes === '') errors.overTenTonnes = 'form.errorAnswer';
  if (values.animalFat === '') errors.animalFat = 'form.errorAnswer';
  if (values.agreed !== 'yes') errors.agreed = 'form.errorAgree';
  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: {
      signatory_name: values.signatoryName.trim(),
      signatory_designation: values.designation.trim(),
      place: values.place.trim(),
      over_10_tonnes_a_month: values.overTenTonnes === '1' ? 1 : 0,
      includes_animal_fat: values.animalFat === '1' ? 1 : 0,
      statements_version: CURRENT_STATEMENTS_VERSION,
    },
  };
}

/** The OTP as typed, without spaces; its message when it cannot be one (6 digits). */
export const normaliseOtp = (otp: string): string => otp.replace(/\s/g, '');
export function otpError(otp: string): 'otp.errorEmpty' | 'otp.errorFormat' | undefined {
  const digits = normaliseOtp(otp);
  if (!digits) return 'otp.errorEmpty';
  return /^\d{6}$/.test(digits) ? undefined : 'otp.errorFormat';
}
