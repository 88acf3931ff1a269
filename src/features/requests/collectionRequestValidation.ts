import { NUMBER_MAX, TEXT_MAX } from '../../lib/inputLimits';
import type { CollectionRequestInput } from '../dashboard';
import type { VendorMessageId } from '../dashboard';

/** The "Request oil collection" form as typed: filled drums, volume in KG, empty drums wanted, notes. */
export interface CollectionRequestValues {
  drums: string;
  volume: string;
  emptyDrums: string;
  notes: string;
}

/** Each field's message: a key of the vendor catalogue; each takes `{ max }`, the field's limit in {@link COLLECTION_LIMITS}. */
export type CollectionRequestErrors = Partial<Record<keyof CollectionRequestValues, VendorMessageId>>;

export const emptyCollectionRequest: CollectionRequestValues = { drums: '', volume: '', emptyDrums: '', notes: '' };

export const NOTES_MAX_LENGTH = TEXT_MAX.note;

/** The largest value of each field: drums and empty drums as counts, the volume in KG, the notes in characters. */
export const COLLECTION_LIMITS = {
  drums: NUMBER_MAX.drums,
  volume: NUMBER_MAX.kg,
  emptyDrums: NUMBER_MAX.drums,
  notes: NOTES_MAX_LENGTH,
} as const satisfies Record<keyof CollectionRequestValues, number>;

export const COLLECTION_MESSAGES = {
  drums: 'collection.errorDrums',
  volume: 'collection.errorVolume',
  nothing: 'collection.errorNothing',
  notes: 'collection.errorNotes',
  drumsTooMany: 'collection.errorDrumsMax',
  volumeTooLarge: 'collection.errorVolumeMax',
} as const satisfies Record<string, VendorMessageId>;

/** A number as typed: '' counts as 0; null when it is not a number of the right kind; Infinity for a run of digits too long to hold. */
function parsed(value: string, pattern: RegExp): number | null {
  const text = value.trim();
  if (text === '') return 0;
  return pattern.test(text) ? Number(text) : null;
}

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/** The field's message for a number: not a number, or over its limit (which also catches a value too long to be finite). */
function numberError(value: number | null, max: number, invalid: VendorMessageId, tooLarge: VendorMessageId): VendorMessageId | undefined {
  if (value === null) return invalid;
  return value <= max ? undefined : tooLarge;
}

/**
 * All numbers non-negative, at least one drum or some volume; and each value
 * finite and within its limit (a 400-digit count is refused, never sent as Infinity or 0).
 * Returns the errors under each field, and the call's body when there are none.
 */
export function validateCollectionRequest(values: CollectionRequestValues): { errors: CollectionRequestErrors; input: CollectionRequestInput | null } {
  const errors: CollectionRequestErrors = {};
  const drums = parsed(values.drums, WHOLE);
  const volume = parsed(values.volume, DECIMAL);
  const emptyDrums = parsed(values.emptyDrums, WHOLE);
  errors.drums = numberError(drums, COLLECTION_LIMITS.drums, COLLECTION_MESSAGES.drums, COLLECTION_MESSAGES.drumsTooMany);
  errors.volume = numberError(volume, COLLECTION_LIMITS.volume, COLLECTION_MESSAGES.volume, COLLECTION_MESSAGES.volumeTooLarge);
  errors.emptyDrums = numberError(emptyDrums, COLLECTION_LIMITS.emptyDrums, COLLECTION_MESSAGES.drums, COLLECTION_MESSAGES.drumsTooMany);
  if (drums === 0 && volume === 0) errors.drums = COLLECTION_MESSAGES.nothing;
  if (values.notes.trim().length > NOTES_MAX_LENGTH) errors.notes = COLLECTION_MESSAGES.notes;
  for (const field of Object.keys(errors) as (keyof CollectionRequestValues)[]) if (errors[field] === undefined) delete errors[field];
  if (Object.keys(errors).length > 0 || drums === null || volume === null || emptyDrums === null) return { errors, input: null };
  return {
    errors,
    input: { entered_drums_qty: drums, entered_volume: volume, empty_drums_qty: emptyDrums, notes_for_team: values.notes.trim() },
  };
}
