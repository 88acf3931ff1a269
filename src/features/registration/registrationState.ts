import type { KeyedAction } from '../../lib/idempotency';
import type { DraftPrefill, RegistrationDraft } from './draft';
import { emptyDetails, type DetailsErrors, type DetailsField, type DetailsValues, type RegistrationMessage } from './validation';

/** The wizard's steps: 0 phone, 1 OTP, 2 details, 3 result. */
export type Step = 0 | 1 | 2 | 3;

/** Verified 2 s after the correct code, the details step 2 s later. */
export const VERIFIED_AFTER_MS = 2000;
export const ADVANCE_AFTER_MS = 2000;
/** A new code may be asked for 30 s after the last one. */
export const RESEND_AFTER_MS = 30_000;

export type Verification = 'idle' | 'verifying' | 'verified';

/** What an alert says: a message of the catalogue (by key), or the server's own words, shown as they are. */
export type WizardAlert = { key: RegistrationMessage } | { server: string };

export interface WizardState {
  step: Step;
  /** True when the visitor moved the wizard (the new step's heading takes focus); false after a restore. */
  moved: boolean;
  /** The saved draft has been read (until then nothing is saved, so it is not overwritten). */
  restored: boolean;
  phone: string;
  /** Message keys (src/locales/<language>/registration.json): the step translates them. */
  phoneError?: RegistrationMessage;
  sending: boolean;
  otpSentAt: number | null;
  expectedOtp: string | null;
  otp: string;
  otpError?: RegistrationMessage;
  verification: Verification;
  /** A failed send or verify call: shown in a dismissible alert. */
  alert: WizardAlert | null;
  details: DetailsValues;
  detailsErrors: DetailsErrors;
  submitting: boolean;
  result: 'success' | 'error' | null;
  /** The reference the server gave a successful registration, when it gave one. */
  reference: string | null;
  /** The submission whose outcome is not known (sent, no answer): a retry of the same details reuses its key. */
  submission: KeyedAction | null;
  /** The details the value calculator filled in, as it filled them (see RegistrationDraft). */
  prefilled: DraftPrefill;
}

export const initialWizardState: WizardState = {
  step: 0,
  moved: false,
  restored: false,
  phone: '',
  sending: false,
  otpSentAt: null,
  expectedOtp: null,
  otp: '',
  verification: 'idle',
  alert: null,
  details: emptyDetails,
  detailsErrors: {},
  submitting: false,
  result: null,
  reference: null,
  submission: null,
  prefilled: {},
};

export type WizardAction =
  | { type: 'restore'; draft: RegistrationDraft | null }
  | { type: 'phoneChanged'; phone: string }
  | { type: 'phoneInvalid'; error: RegistrationMessage }
  | { type: 'sendStarted' }
  | { type: 'otpSent'; at: number; expectedOtp: string | null }
  | { type: 'sendFailed'; alert: WizardAlert }
  | { type: 'alertDismissed' }
  | { type: 'otpChanged'; otp: string }
  | { type: 'otpRejected'; error: RegistrationMessage }
  | { type: 'verifyStarted' }
  | { type: 'verifyFailed'; alert: WizardAlert }
  | { type: 'verified' }
  | { type: 'detailsReached' }
  | { type: 'changePhone' }
  | { type: 'detailChanged'; field: DetailsField; value: string }
  | { type: 'detailsInvalid'; errors: DetailsErrors }
  | { type: 'submitStarted'; submission: KeyedAction }
  | { type: 'submitEnded' }
  /** `refused`: the server answered with status Error, so it registered nothing and the key is done with. */
  | { type: 'submitted'; result: 'success' | 'error'; refused?: boolean; reference?: string | null }
  | { type: 'editDetails' }
  | { type: 'prefill'; details: DraftPrefill };

/** Where a restored draft resumes: details once verified, the OTP step once a code was sent. */
function resumeStep(draft: RegistrationDraft): Step {
  if (draft.verified && draft.phone) return 2;
  if (draft.otpSentAt !== null && draft.phone) return 1;
  return 0;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'restore': {
      if (state.restored) return state;
      const { draft } = action;
      const step = draft ? resumeStep(draft) : 0;
      if (!draft) return { ...state, restored: true };
      return {
        ...state,
        restored: true,
        moved: false,
        step,
        phone: draft.phone,
        otpSentAt: step === 1 ? draft.otpSentAt : null,
        expectedOtp: step === 1 ? draft.expectedOtp : null,
        otp: step === 1 ? draft.otp : '',
        verification: step === 2 ? 'verified' : 'idle',
        details: draft.details,
        submission: step === 2 ? draft.submission : null,
        prefilled: draft.prefilled ?? {},
      };
    }
    case 'phoneChanged':
      return { ...state, phone: action.phone, phoneError: undefined };
    case 'phoneInvalid':
      return { ...state, phoneError: action.error };
    case 'sendStarted':
      return { ...state, sending: true, alert: null, phoneError: undefined };
    case 'otpSent':
      // A new code replaces the old one: what was typed for it is cleared.
      return { ...state, sending: false, step: 1, moved: state.step !== 1 || state.moved, otpSentAt: action.at, expectedOtp: action.expectedOtp, otp: '', otpError: undefined, verification: 'idle' };
    case 'sendFailed':
      return { ...state, sending: false, alert: action.alert };
    case 'alertDismissed':
      return { ...state, alert: null };
    case 'otpChanged':
      return { ...state, otp: action.otp, otpError: undefined };
    case 'otpRejected':
      return { ...state, verification: 'idle', otpError: action.error };
    case 'verifyStarted':
      return { ...state, verification: 'verifying', otpError: undefined, alert: null };
    case 'verifyFailed':
      return { ...state, verification: 'idle', alert: action.alert };
    case 'verified':
      return { ...state, verification: 'verified' };
    case 'detailsReached':
      return { ...state, step: 2, moved: true };
    case 'changePhone':
      return { ...state, step: 0, moved: true, otp: '', otpError: undefined, otpSentAt: null, expectedOtp: null, verification: 'idle', alert: null };
    case 'detailChanged': {
      const detailsErrors = { ...state.detailsErrors };
      delete detailsErrors[action.field];
      return { ...state, details: { ...state.details, [action.field]: action.value }, detailsErrors };
    }
    case 'detailsInvalid':
      return { ...state, detailsErrors: action.errors };
    case 'submitStarted':
      return { ...state, submitting: true, detailsErrors: {}, submission: action.submission };
    case 'submitEnded':
      // No answer: the registration may exist, so the key is kept for the retry.
      return { ...state, submitting: false };
    case 'submitted': {
      const settled = action.result === 'success' || action.refused === true;
      return { ...state, submitting: false, result: action.result, reference: action.reference ?? null, step: 3, moved: true, submission: settled ? null : state.submission };
    }
    case 'editDetails':
      return { ...state, result: null, step: 2, moved: true };
    case 'prefill': {
      // Only the prefilled details change (their old errors go); a registration that already
      // succeeded is finished, so the values start a new one.
      const base = state.result === 'success' ? { ...initialWizardState, restored: state.restored } : state;
      const detailsErrors = { ...base.detailsErrors };
      for (const field of Object.keys(action.details) as DetailsField[]) delete detailsErrors[field];
      return { ...base, details: { ...base.details, ...action.details }, detailsErrors, prefilled: action.details };
    }
  }
}

/** What is kept in sessionStorage for this state (nothing once the registration succeeded). */
export function draftOf(state: WizardState): RegistrationDraft | null {
  if (state.result === 'success') return null;
  return {
    phone: state.phone,
    otpSentAt: state.step === 1 ? state.otpSentAt : null,
    expectedOtp: state.step === 1 ? state.expectedOtp : null,
    otp: state.step === 1 ? state.otp : '',
    verified: state.step >= 2 || state.verification === 'verified',
    details: state.details,
    submission: state.submission,
    prefilled: Object.keys(state.prefilled).length > 0 ? state.prefilled : undefined,
  };
}
