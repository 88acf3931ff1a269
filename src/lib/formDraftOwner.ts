import { readStored, removeStored, removeStoredWithPrefix, tabStorage, writeStored } from './tabStorage';

/**
 * Whose the form drafts kept in this tab are (./formDraft.ts). A draft and the idempotency key kept
 * with it belong to the vendor who typed it: when another vendor's session starts in this tab, the
 * drafts go before any form can read them, so nobody sees or resends another's half-typed request.
 * Apart from ./formDraft.ts so that the session's code can keep this promise without the forms' code.
 */
export const FORM_DRAFT_PREFIX = 'greendrop-form:';
export const FORM_DRAFT_OWNER_KEY = 'greendrop-form-owner';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'key' | 'length' | 'removeItem'>;

/** Forgets every kept form of this tab: on an explicit log out, so the next person finds nothing. */
export function clearFormDrafts(storage: DraftStorage | null = tabStorage()): void {
  removeStoredWithPrefix(FORM_DRAFT_PREFIX, storage);
  removeStored(FORM_DRAFT_OWNER_KEY, storage);
}

/**
 * A session of `owner` is now this tab's: drafts kept for anyone else (or for an unknown vendor:
 * two unknowns are not the same vendor) are forgotten, and what is typed from now on is theirs.
 */
export function claimFormDrafts(owner: string | null, storage: DraftStorage | null = tabStorage()): void {
  const keptFor = readStored(FORM_DRAFT_OWNER_KEY, storage);
  if (owner === null || keptFor !== owner) clearFormDrafts(storage);
  if (owner !== null && keptFor !== owner) writeStored(FORM_DRAFT_OWNER_KEY, owner, storage);
}
