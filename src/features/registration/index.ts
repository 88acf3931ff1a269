/**
 * What other features may use of the registration: its draft, through which the value calculator
 * hands the booking form an oil quantity and rate (and notices when the form has moved on).
 */
export { loadDraft, prefillDraft, subscribeDraft, type DraftPrefill } from './draft';
