/**
 * What other features may use of the pincode check: the answer for a form's postal code (the
 * registration's details step shows it under the field).
 */
export { ServiceabilityNote } from './ServiceabilityNote';
/** The check itself, for a form that must not send an address we do not collect at (a new outlet). */
export { fetchServiceability } from './api';
