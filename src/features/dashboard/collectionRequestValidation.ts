import type { CollectionRequestInput } from './api';
import type { VendorMessageId } from './messages';

/** The "Request oil collection" form as typed (contract section 3). */
export interface CollectionRequestValues {
  drums: string;
  volume: string;
  emptyDrums: string;
  notes: string;
}

/** Each field's message: a key of the vendor catalogue (`collection.errorNotes` takes `{ max: NOTES_MAX_LENGTH }`). */
export type CollectionRequestErrors = Partial<Record<keyof CollectionRequestValues, VendorMessageId>>;

export const emptyCollectionRequest: CollectionRequestValues = { drums: '', volume: '', emptyDrums: '', notes: '' };

export const NOTES_MAX_LENGTH = 500;

export const COLLECTION_MESSAGES = {
  drums: 'collection.errorDrums',
  volume: 'collection.errorVolume',
  nothing: 'collection.errorNothing',
  notes: 'collection.errorNotes',
} as const satisfies Record<string, VendorMessageId>;

/** '' counts as 0; otherwise a non-negative whole number, or null when it is not one. */
function wholeNumber(value: string): number | null {
  const text = value.trim();
  if (text === '') return 0;
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** '' counts as 0; otherwise a non-negative decimal, or null. */
function decimal(value: string): number | null {
  const text = value.trim();
  if (text === '') return 0;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/**
 * Contract section 3: all numbers non-negative, at least one drum or some volume.
 * Returns the errors under each field, and the call's body when there are none.
 */
export function validateCollectionRequest(values: CollectionRequestValues): { errors: CollectionRequestErrors; input: CollectionRequestInput | null } {
  const errors: CollectionRequestErrors = {};
  const drums = wholeNumber(values.drums);
  const volume = decimal(values.volume);
  const emptyDrums = wholeNumber(values.emptyDrums);
  if (drums === null) errors.drums = COLLECTION_MESSAGES.drums;
  if (volume === null) errors.volume = COLLECTION_MESSAGES.volume;
  if (emptyDrums === null) errors.emptyDrums = COLLECTION_MESSAGES.drums;
  if (drums === 0 && volume === 0) errors.drums = COLLECTION_MESSAGES.nothing;
  if (values.notes.length > NOTES_MAX_LENGTH) errors.notes = COLLECTION_MESSAGES.notes;
  if (Object.keys(errors).length > 0 || drums === null || volume === null || emptyDrums === null) return { errors, input: null };
  return {
    errors,
    input: { entered_drums_qty: drums, entered_volume: volume, empty_drums_qty: emptyDrums, notes_for_team: values.notes.trim() },
  };
}
