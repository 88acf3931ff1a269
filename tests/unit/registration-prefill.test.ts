import { describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY, loadDraft, onDraftPrefilled, prefillDraft, saveDraft, subscribeDraft, type RegistrationDraft } from '../../src/features/registration/draft';
import { draftOf, initialWizardState, wizardReducer, type WizardState } from '../../src/features/registration/registrationState';
import { emptyDetails } from '../../src/features/registration/validation';

const verified: RegistrationDraft = {
  phone: '9123456780',
  otpSentAt: null,
  expectedOtp: null,
  otp: '',
  verified: true,
  details: { ...emptyDetails, firm_name: 'Sharma Dhaba', oil_quantity: '15', city: 'Pune' },
  submission: null,
};

describe('prefilling the draft (the value calculator’s "Book a pickup for this amount")', () => {
  it('writes the quantity and rate and keeps everything else the draft holds, even fields it does not know', () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...verified, futureField: 'kept' }));
    prefillDraft({ oil_quantity: '280', expected_rate: '44' });
    const raw = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}');
    expect(raw.futureField).toBe('kept');
    // What was filled in is kept beside the details, so the form can say where the figures came from.
    expect(loadDraft()).toEqual({ ...verified, details: { ...verified.details, oil_quantity: '280', expected_rate: '44' }, prefilled: { oil_quantity: '280', expected_rate: '44' } });
  });

  it('starts a draft at the phone step when there is none, or when it is damaged', () => {
    prefillDraft({ oil_quantity: '8.7', expected_rate: '24' });
    expect(loadDraft()).toEqual({
      phone: '',
      otpSentAt: null,
      expectedOtp: null,
      otp: '',
      verified: false,
      details: { ...emptyDetails, oil_quantity: '8.7', expected_rate: '24' },
      submission: null,
      prefilled: { oil_quantity: '8.7', expected_rate: '24' },
    });
    sessionStorage.setItem(DRAFT_KEY, '{oops');
    prefillDraft({ oil_quantity: '12', expected_rate: '40' });
    expect(loadDraft()?.details).toEqual({ ...emptyDetails, oil_quantity: '12', expected_rate: '40' });
  });

  it('tells a wizard on the page, and anyone showing the draft; saving tells only the latter', () => {
    const prefilled = vi.fn();
    const changed = vi.fn();
    const stopPrefilled = onDraftPrefilled(prefilled);
    const stopChanged = subscribeDraft(changed);
    prefillDraft({ oil_quantity: '280', expected_rate: '44' });
    expect(prefilled).toHaveBeenCalledWith({ oil_quantity: '280', expected_rate: '44' });
    saveDraft(verified);
    expect(prefilled).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(2);
    stopPrefilled();
    stopChanged();
    prefillDraft({ oil_quantity: '1', expected_rate: '1' });
    expect(prefilled).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(2);
  });
});

describe('wizardReducer prefill', () => {
  const atDetails: WizardState = wizardReducer(initialWizardState, { type: 'restore', draft: verified });

  it('changes only the two details (and clears their old errors), on any step', () => {
    const withErrors = wizardReducer(atDetails, { type: 'detailsInvalid', errors: { oil_quantity: 'details.positiveNumberRequired', expected_rate: 'details.positiveNumberRequired', email: 'details.emailRequired' } });
    const state = wizardReducer(withErrors, { type: 'prefill', details: { oil_quantity: '280', expected_rate: '44' } });
    expect(state).toEqual({
      ...withErrors,
      details: { ...verified.details, oil_quantity: '280', expected_rate: '44' },
      detailsErrors: { email: 'details.emailRequired' },
      prefilled: { oil_quantity: '280', expected_rate: '44' },
    });
    expect(draftOf(state)?.details.oil_quantity).toBe('280');
    expect(draftOf(state)?.prefilled).toEqual({ oil_quantity: '280', expected_rate: '44' });
  });

  it('starts a new registration after one that succeeded, holding only the amounts', () => {
    const done = wizardReducer(atDetails, { type: 'submitted', result: 'success' });
    const state = wizardReducer(done, { type: 'prefill', details: { oil_quantity: '280', expected_rate: '44' } });
    expect(state).toMatchObject({ step: 0, result: null, phone: '', moved: false, restored: true });
    expect(state.details).toEqual({ ...emptyDetails, oil_quantity: '280', expected_rate: '44' });
    expect(draftOf(state)).not.toBeNull();
  });
});
