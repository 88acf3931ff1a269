import { useEffect, useReducer, useRef } from 'react';
import { isNetworkError } from '../../lib/http';
import { isValidOtp } from '../../lib/rules';
import { keyedAction } from '../../lib/idempotency';
import { readTrackingValues } from '../tracking';
import { buildRegistrationRequest, expectedOtpOf, referenceOf, sendOtp, submitRegistration, verifyOtp } from './api';
import { clearDraft, loadDraft, onDraftPrefilled, saveDraft } from './draft';
import { ADVANCE_AFTER_MS, draftOf, initialWizardState, RESEND_AFTER_MS, VERIFIED_AFTER_MS, wizardReducer, type WizardAlert } from './registrationState';
import { loadedStates, useIndianStates } from '../../lib/indianStates';
import { useResendCountdown } from '../../lib/useResendCountdown';
import { checkDetails, checkPhone, firstInvalidField, hasErrors, otpMatches, type DetailsField } from './validation';

/** The alert for a call that got no answer, or a refusal that came without a message of its own. */
const REQUEST_FAILED = { key: 'error.requestFailed' } as const satisfies WizardAlert;

/** What the hook needs from the rendered wizard. */
export interface RegistrationDom {
  /** Moves focus to a control after a failed check (the control's error is then read out). */
  focusPhone: () => void;
  focusOtp: () => void;
  focusDetail: (field: DetailsField) => void;
}

/**
 * The registration wizard's behaviour: the calls, Verified 2 s after the code and the details 2 s
 * later, the draft in sessionStorage (nothing typed is lost to a failed call or a reload), the
 * resend countdown.
 */
export function useRegistration(dom: RegistrationDom) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const timers = useRef<number[]>([]);

  // Read the draft after mount: prerendered HTML and hydration always show an empty step 0. A
  // number typed before the page hydrated is handed over afterwards (lib/earlyInteraction), so on
  // the phone step it wins over the draft.
  useEffect(() => dispatch({ type: 'restore', draft: loadDraft() }), []);

  // The value calculator on the same page can fill in the amount and rate while the wizard is open.
  useEffect(() => onDraftPrefilled((details) => dispatch({ type: 'prefill', details })), []);

  useEffect(() => {
    if (!state.restored) return;
    const draft = draftOf(state);
    if (draft) saveDraft(draft);
    else clearDraft();
  }, [state]);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const resendIn = useResendCountdown(state.otpSentAt, state.step === 1, RESEND_AFTER_MS);
  const states = loadedStates(useIndianStates(state.step >= 2));

  function later(ms: number, run: () => void) {
    timers.current.push(window.setTimeout(run, ms));
  }

  /** Verified 2 s after the code was accepted, the details step 2 s after that. */
  function acceptCode(startedAt: number) {
    const wait = Math.max(0, VERIFIED_AFTER_MS - (Date.now() - startedAt));
    later(wait, () => {
      dispatch({ type: 'verified' });
      later(ADVANCE_AFTER_MS, () => dispatch({ type: 'detailsReached' }));
    });
  }

  async function requestCode() {
    const phoneError = checkPhone(state.phone);
    if (phoneError) {
      // No call is made when the number is invalid.
      dispatch({ type: 'phoneInvalid', error: phoneError });
      dom.focusPhone();
      return;
    }
    dispatch({ type: 'sendStarted' });
    try {
      const response = await sendOtp(state.phone.trim());
      if (response.status === 'Success') {
        dispatch({ type: 'otpSent', at: Date.now(), expectedOtp: expectedOtpOf(response) });
      } else {
        // The server's message, as it is (or ours when it sent none).
        const message = response.message?.trim();
        dispatch({ type: 'sendFailed', alert: message ? { server: message } : REQUEST_FAILED });
      }
    } catch (error) {
      console.error(error);
      dispatch({ type: 'sendFailed', alert: REQUEST_FAILED });
    }
  }

  async function verify() {
    if (state.verification !== 'idle') return;
    const startedAt = Date.now();
    if (state.otp.trim() === '') {
      // Nothing typed is not a wrong code: say what is needed.
      dispatch({ type: 'otpRejected', error: 'otp.required' });
      dom.focusOtp();
      return;
    }
    if (state.expectedOtp !== null) {
      // sendOTP returned the code: compare it here.
      if (!otpMatches(state.otp, state.expectedOtp)) {
        dispatch({ type: 'otpRejected', error: 'otp.incorrect' });
        dom.focusOtp();
        return;
      }
      dispatch({ type: 'verifyStarted' });
      acceptCode(startedAt);
      return;
    }
    // Server-verified mode (sendOTP returned no code): verifyOTP decides.
    if (!isValidOtp(state.otp)) {
      dispatch({ type: 'otpRejected', error: 'otp.incorrect' });
      dom.focusOtp();
      return;
    }
    dispatch({ type: 'verifyStarted' });
    try {
      const response = await verifyOtp(state.phone.trim(), state.otp.trim());
      if (response.status === 'Success') {
        acceptCode(startedAt);
      } else {
        dispatch({ type: 'otpRejected', error: 'otp.incorrect' });
        dom.focusOtp();
      }
    } catch (error) {
      console.error(error);
      if (isNetworkError(error)) {
        dispatch({ type: 'verifyFailed', alert: REQUEST_FAILED });
      } else {
        dispatch({ type: 'otpRejected', error: 'otp.incorrect' });
        dom.focusOtp();
      }
    }
  }

  async function submit() {
    if (state.submitting) return;
    const errors = checkDetails(state.details);
    if (hasErrors(errors)) {
      dispatch({ type: 'detailsInvalid', errors });
      const first = firstInvalidField(errors);
      if (first) dom.focusDetail(first);
      return;
    }
    const request = buildRegistrationRequest(state.phone, state.details, readTrackingValues());
    // A retry of the same phone and details reuses the key of the attempt that got no answer; the
    // tracking values are left out of the comparison (a newer utm cookie is not a new registration).
    const submission = keyedAction(state.submission, buildRegistrationRequest(state.phone, state.details, {}));
    dispatch({ type: 'submitStarted', submission });
    try {
      const response = await submitRegistration(request, submission.key);
      const success = response.status === 'Success';
      dispatch({ type: 'submitted', result: success ? 'success' : 'error', refused: !success, reference: success ? referenceOf(response) : null });
    } catch (error) {
      // A network failure is only logged and ends the busy state (no message); an answer that
      // is not a success (an HTTP error status) is the error result.
      console.error(error);
      if (isNetworkError(error)) dispatch({ type: 'submitEnded' });
      else dispatch({ type: 'submitted', result: 'error' });
    }
  }

  return {
    state,
    states,
    resendIn,
    setPhone: (phone: string) => dispatch({ type: 'phoneChanged', phone }),
    setOtp: (otp: string) => dispatch({ type: 'otpChanged', otp }),
    setDetail: (field: DetailsField, value: string) => dispatch({ type: 'detailChanged', field, value }),
    dismissAlert: () => dispatch({ type: 'alertDismissed' }),
    requestCode,
    resendCode: () => {
      if (resendIn === 0 && !state.sending) void requestCode();
    },
    changePhone: () => dispatch({ type: 'changePhone' }),
    verify,
    submit,
    editDetails: () => dispatch({ type: 'editDetails' }),
  };
}

export type Registration = ReturnType<typeof useRegistration>;
