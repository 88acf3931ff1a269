import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, loadDraft, parseDraft, saveDraft, type RegistrationDraft } from '../../src/features/registration/draft';
import { draftOf, initialWizardState, wizardReducer, type WizardState } from '../../src/features/registration/registrationState';
import { emptyDetails } from '../../src/features/registration/validation';
import { parseIsoDate, toIsoDate } from '../../src/lib/isoDate';

const draft: RegistrationDraft = {
  phone: '9123456780',
  otpSentAt: 1_700_000_000_000,
  expectedOtp: '482913',
  otp: '48',
  verified: false,
  details: { ...emptyDetails, firm_name: 'Sharma Dhaba' },
  submission: null,
};

describe('draft in sessionStorage', () => {
  it('saves, loads and clears', () => {
    saveDraft(draft);
    expect(loadDraft()).toEqual(draft);
    clearDraft();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(loadDraft()).toBeNull();
  });

  it('ignores a damaged or foreign value, keeping only known string fields', () => {
    expect(parseDraft('{oops')).toBeNull();
    expect(parseDraft('42')).toBeNull();
    const parsed = parseDraft(JSON.stringify({ phone: 9, otpSentAt: 'soon', verified: 'yes', details: { firm_name: 'A', extra: 'x', city: 5 } }));
    expect(parsed).toEqual({ phone: '', otpSentAt: null, expectedOtp: null, otp: '', verified: false, details: { ...emptyDetails, firm_name: 'A' }, submission: null });
    expect(parseDraft(JSON.stringify({ prefilled: { oil_quantity: 280, expected_rate: '40', firm_name: 'A' } }))?.prefilled).toEqual({ expected_rate: '40' });
    expect(parseDraft(JSON.stringify({ prefilled: 'x' }))?.prefilled).toBeUndefined();
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadDraft(broken)).toBeNull();
    expect(() => saveDraft(draft, broken)).not.toThrow();
    expect(() => clearDraft(broken)).not.toThrow();
  });
});

describe('wizardReducer restore', () => {
  const restore = (saved: RegistrationDraft | null): WizardState => wizardReducer(initialWizardState, { type: 'restore', draft: saved });

  it('resumes at the OTP step once a code was sent, without moving focus', () => {
    const state = restore(draft);
    expect(state).toMatchObject({ step: 1, moved: false, phone: '9123456780', otp: '48', expectedOtp: '482913', restored: true });
  });

  it('resumes at the details step once the number was verified', () => {
    const state = restore({ ...draft, verified: true });
    expect(state).toMatchObject({ step: 2, verification: 'verified', otp: '', details: { firm_name: 'Sharma Dhaba' } });
  });

  it('starts at the phone step without a draft or a sent code', () => {
    expect(restore(null)).toMatchObject({ step: 0, restored: true });
    expect(restore({ ...draft, otpSentAt: null })).toMatchObject({ step: 0, phone: '9123456780' });
  });

  it('restores only once', () => {
    const first = restore(null);
    expect(wizardReducer(first, { type: 'restore', draft })).toBe(first);
  });

  it('keeps nothing once the registration succeeded', () => {
    const done = wizardReducer({ ...initialWizardState, step: 2, restored: true }, { type: 'submitted', result: 'success' });
    expect(draftOf(done)).toBeNull();
    const failed = wizardReducer({ ...initialWizardState, step: 2, restored: true, phone: '9123456780' }, { type: 'submitted', result: 'error' });
    expect(draftOf(failed)).toMatchObject({ verified: true, phone: '9123456780' });
  });
});

describe('the submission key kept with the draft', () => {
  const submission = { key: '6f1c2d4e-0000-4000-8000-000000000001', fingerprint: '{"mobile":"9123456780"}' };
  const onDetails: WizardState = { ...initialWizardState, restored: true, step: 2, phone: '9123456780', verification: 'verified' };

  it('is saved, read back and restored on the details step, so a reload-and-retry reuses it', () => {
    saveDraft({ ...draft, verified: true, submission });
    expect(loadDraft()?.submission).toEqual(submission);
    expect(parseDraft(JSON.stringify({ ...draft, submission: { key: 7 } }))?.submission).toBeNull();
    const restored = wizardReducer(initialWizardState, { type: 'restore', draft: { ...draft, verified: true, submission } });
    expect(restored.submission).toEqual(submission);
  });

  it('stays while the outcome is unknown, and goes once the server has answered Success or Error', () => {
    const sent = wizardReducer(onDetails, { type: 'submitStarted', submission });
    expect(draftOf(sent)?.submission).toEqual(submission);
    // No answer, or an HTTP error status: the registration may exist.
    expect(wizardReducer(sent, { type: 'submitEnded' }).submission).toEqual(submission);
    expect(wizardReducer(sent, { type: 'submitted', result: 'error' }).submission).toEqual(submission);
    // Refused (status Error): nothing was registered, the next attempt is a new one.
    expect(wizardReducer(sent, { type: 'submitted', result: 'error', refused: true }).submission).toBeNull();
    expect(draftOf(wizardReducer(sent, { type: 'submitted', result: 'success' }))).toBeNull();
  });
});

describe('dates', () => {
  it('formats and parses YYYY-MM-DD in local time', () => {
    expect(toIsoDate(new Date(2030, 0, 5))).toBe('2030-01-05');
    expect(parseIsoDate('2030-01-05')?.getDate()).toBe(5);
    expect(parseIsoDate('2030-02-30')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });
});
