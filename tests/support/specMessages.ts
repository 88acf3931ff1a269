/**
 * The details form's field errors, written out literally (not imported from the app), so a test
 * fails if the app's wording ever drifts from the required text: [field label, message].
 */
export const DETAILS_FIELD_MESSAGES: [label: string, message: string][] = [
  ['Firm Name', 'Firm Name is required'],
  ['Name', 'Name is required'],
  ['Email', 'Email is required'],
  ['Oil quantity', 'Positive Number is required'],
  ['Expected rate', 'Positive Number is required'],
  ['Expected start date', 'Date is required'],
  ['Address', 'Address is required'],
  ['City', 'City is required'],
  ['State', 'State is required'],
  ['Postal code', '6 Digits Postal Code is required'],
];
