import { parseKeyedAction, type KeyedAction } from '../../lib/idempotency';
import { parseStoredObject, readStored, removeStored, tabStorage, writeStored, type TabStorage } from '../../lib/tabStorage';
import { emptyDetails, type DetailsValues } from './validation';

/**
 * A registration in progress survives a failed call and a page reload: it is kept in this tab's
 * sessionStorage until it succeeds. Read only in effects, never in render.
 */
export const DRAFT_KEY = 'greendrop-registration';

export interface RegistrationDraft {
  phone: string;
  /** When the last OTP was sent (epoch ms); null before one was sent for this phone. */
  otpSentAt: number | null;
  /** The OTP sendOTP returned (local comparison); null in server-verified mode. */
  expectedOtp: string | null;
  otp: string;
  /** The phone number passed verification: a reload returns to the details step. */
  verified: boolean;
  details: DetailsValues;
  /**
   * The submission sent without a known outcome (no answer): its idempotency key, so that a retry,
   * even after a reload, does not register twice. Null when none is under way.
   */
  submission: KeyedAction | null;
  /**
   * The details another part of the site filled in, as it filled them (the value calculator's kg a
   * month and rate): while a field still holds that value, the form says where it came from.
   */
  prefilled?: DraftPrefill;
}

type DraftStorage = TabStorage;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A saved draft, checked field by field; anything unexpected is left out. */
export function parseDraft(raw: string | null): RegistrationDraft | null {
  const record = parseStoredObject(raw);
  if (!record) return null;
  const details = (typeof record.details === 'object' && record.details !== null ? record.details : {}) as Record<string, unknown>;
  return {
    phone: text(record.phone),
    otpSentAt: typeof record.otpSentAt === 'number' && Number.isFinite(record.otpSentAt) ? record.otpSentAt : null,
    expectedOtp: typeof record.expectedOtp === 'string' && record.expectedOtp ? record.expectedOtp : null,
    otp: text(record.otp),
    verified: record.verified === true,
    details: Object.fromEntries(Object.keys(emptyDetails).map((field) => [field, text(details[field])])) as unknown as DetailsValues,
    submission: parseKeyedAction(record.submission),
    prefilled: parsePrefill(record.prefilled),
  };
}

/** Kept prefilled values, each a string, or undefined when there are none. */
function parsePrefill(value: unknown): DraftPrefill | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const fields = value as Record<string, unknown>;
  const prefill: DraftPrefill = {};
  for (const field of PREFILLED_FIELDS) if (typeof fields[field] === 'string' && fields[field]) prefill[field] = fields[field];
  return Object.keys(prefill).length > 0 ? prefill : undefined;
}

export function loadDraft(storage: DraftStorage | null = tabStorage()): RegistrationDraft | null {
  return parseDraft(readStored(DRAFT_KEY, storage));
}

/** A full or blocked storage only costs the draft. */
export function saveDraft(draft: RegistrationDraft, storage: DraftStorage | null = tabStorage()): void {
  writeStored(DRAFT_KEY, JSON.stringify(draft), storage);
  draftChanged();
}

export function clearDraft(storage: DraftStorage | null = tabStorage()): void {
  removeStored(DRAFT_KEY, storage);
  draftChanged();
}

/** Details another part of the site fills in for the visitor (the value calculator's amount and rate). */
const PREFILLED_FIELDS = ['oil_quantity', 'expected_rate'] as const;
export type DraftPrefill = Partial<Pick<DetailsValues, (typeof PREFILLED_FIELDS)[number]>>;

const changeListeners = new Set<() => void>();
const prefillListeners = new Set<(values: DraftPrefill) => void>();

function draftChanged() {
  for (const listener of [...changeListeners]) listener();
}

/** Called after every save, clear or prefill in this tab (to show what the draft holds). */
export function subscribeDraft(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}

/** Called when the draft was prefilled, so a wizard already on the page takes the values too. */
export function onDraftPrefilled(listener: (values: DraftPrefill) => void): () => void {
  prefillListeners.add(listener);
  return () => {
    prefillListeners.delete(listener);
  };
}

/**
 * Writes these details into the draft, keeping everything else it holds (the phone, its code, the
 * other details, even fields this version does not know), or starts a draft with only them.
 */
export function prefillDraft(values: DraftPrefill, storage: DraftStorage | null = tabStorage()): void {
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(readStored(DRAFT_KEY, storage) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) saved = parsed as Record<string, unknown>;
  } catch {
    // A damaged draft is replaced.
  }
  const details = typeof saved.details === 'object' && saved.details !== null ? saved.details : {};
  const draft = Object.keys(saved).length ? saved : { phone: '', otpSentAt: null, expectedOtp: null, otp: '', verified: false, submission: null };
  // Without storage only a wizard already on the page takes the values.
  writeStored(DRAFT_KEY, JSON.stringify({ ...draft, details: { ...emptyDetails, ...details, ...values }, prefilled: values }), storage);
  draftChanged();
  for (const listener of [...prefillListeners]) listener(values);
}
