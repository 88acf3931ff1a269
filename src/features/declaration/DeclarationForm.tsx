import { useEffect, useId, useRef, useState } from 'react';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { FSSAI_USED_OIL_MAX_TPC_PERCENT } from '../../config/oilFactors';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { useFormDraft } from '../../lib/formDraft';
import { OTP_MAX_LENGTH } from '../../lib/rules';
import { useResendCountdown } from '../../lib/useResendCountdown';
import type { Declaration, User } from '../../types/api';
import { dataOf, describeError, expectSuccess, useVendorText } from '../dashboard';
import { sendDeclarationOtp, signDeclaration } from './api';
import {
  DECLARATION_FIELDS,
  DECLARATION_MAX_LENGTH,
  emptyDeclaration,
  normaliseOtp,
  otpError,
  validateDeclaration,
  type DeclarationErrors,
  type DeclarationField,
  type DeclarationValues,
} from './rules';
import { CURRENT_STATEMENTS_VERSION, statementsOf } from './statements';

/** Where the form's values are kept in this tab until the declaration is signed (lib/formDraft), one per outlet. */
export const declarationDraftName = (outlet: number | undefined) => `declaration-${outlet ?? 'own'}`;

/** Each field's control name: the first one in error takes focus. */
const controlNames: Record<DeclarationField, string> = {
  signatoryName: 'signatory_name',
  designation: 'signatory_designation',
  place: 'place',
  overTenTonnes: 'over_10_tonnes_a_month',
  animalFat: 'includes_animal_fat',
  agreed: 'agreed',
};

type Step = 'details' | 'otp';

export interface DeclarationFormProps {
  user: User | null;
  /** The outlet it is signed for (undefined: a vendor with one outlet). */
  outlet: number | undefined;
  /** A declaration is still in force: this one follows it. */
  renewing: boolean;
  onSigned: (declaration: Declaration) => void;
}

/**
 * Signing the outlet's ISCC self-declaration: who signs and where, the two questions and the
 * statements in full, then the OTP the server sent to the signatory's registered mobile (checked
 * by the server only; the page never has it). What was typed is kept in this tab through a failed
 * call, a refusal or a session that ended on the way; only a signed declaration clears it.
 */
export function DeclarationForm({ user, outlet, renewing, onSigned }: DeclarationFormProps) {
  const t = useT('declaration');
  const { t: vendorT, fmt } = useVendorText();
  const [initial] = useState(() => emptyDeclaration(user?.name ?? ''));
  const draft = useFormDraft<DeclarationValues>(declarationDraftName(outlet), initial);
  const { values, setValues } = draft;
  const [errors, setErrors] = useState<DeclarationErrors>({});
  const [step, setStep] = useState<Step>('details');
  const [otp, setOtp] = useState('');
  const [otpProblem, setOtpProblem] = useState<ReturnType<typeof otpError> | 'otp.wrong'>();
  const [sending, setSending] = useState(false);
  const [signing, setSigning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const resendIn = useResendCountdown(sentAt, step === 'otp');
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const focusNext = useRef<'heading' | 'first' | null>(null);
  const headingId = useId();
  const statements = statementsOf(CURRENT_STATEMENTS_VERSION) ?? [];
  const last4 = user?.mobile ? user.mobile.slice(-4) : null;

  // Focus follows the step: the OTP step's heading (read out with the notice under it), or the
  // first field when the signatory goes back to change the details.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else if (target === 'first') focusField('signatoryName');
  }, [step]);

  function focusField(field: DeclarationField) {
    const control = formRef.current?.elements.namedItem(controlNames[field]);
    // A radio group is a list of controls: its first takes focus.
    const element = control instanceof RadioNodeList ? (control[0] as HTMLElement | undefined) : (control as HTMLElement | null);
    element?.focus();
  }

  const update = <F extends DeclarationField>(field: F, value: DeclarationValues[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  async function sendOtp() {
    if (sending) return;
    const { errors: found, input } = validateDeclaration(values);
    setErrors(found);
    if (!input) {
      const first = DECLARATION_FIELDS.find((field) => found[field]);
      if (first) focusField(first);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      expectSuccess(await sendDeclarationOtp(outlet));
      // A new OTP replaces the last: what was typed for that one is no use.
      setOtp('');
      setOtpProblem(undefined);
      setSentAt(Date.now());
      if (step === 'details') {
        focusNext.current = 'heading';
        setStep('otp');
      }
    } catch (error) {
      console.error(error);
      setFailure(t('form.sendFailed', { reason: describeError(error, vendorT) }));
    } finally {
      setSending(false);
    }
  }

  async function sign() {
    if (signing) return;
    const problem = otpError(otp);
    setOtpProblem(problem);
    if (problem) {
      otpRef.current?.focus();
      return;
    }
    const { input } = validateDeclaration(values);
    if (!input) return;
    const sent = { ...input, otp: normaliseOtp(otp) };
    setSigning(true);
    setFailure(null);
    try {
      const answer = await signDeclaration(sent, draft.keyFor(sent), outlet);
      if (answer.status !== 'Success') {
        // The contract's refusal here is a wrong or spent OTP: said at its field. It signed
        // nothing, so the next press is a new attempt with a new key.
        draft.forgetKey();
        setOtpProblem('otp.wrong');
        otpRef.current?.focus();
        return;
      }
      const declaration = dataOf(answer);
      draft.clear();
      onSigned(declaration);
    } catch (error) {
      console.error(error);
      // No answer, or an HTTP error: it may have been signed, so the key stays for the retry.
      setFailure(t('otp.signFailed', { reason: describeError(error, vendorT) }));
    } finally {
      setSigning(false);
    }
  }

  function changeDetails() {
    setFailure(null);
    setOtpProblem(undefined);
    focusNext.current = 'first';
    setStep('details');
  }

  const failureNotice = failure ? (
    <Notice variant="danger" onClose={() => setFailure(null)}>
      {failure}
    </Notice>
  ) : null;

  const message = (field: DeclarationField): string | undefined => {
    const key = errors[field];
    if (!key) return undefined;
    return key === 'form.errorTooLong' ? t(key, { max: fmt.whole(DECLARATION_MAX_LENGTH[field as keyof typeof DECLARATION_MAX_LENGTH]) }) : t(key);
  };

  if (step === 'otp') {
    return (
      <section className="vendor-panel declaration-form-panel" aria-labelledby={headingId}>
        <form
          ref={formRef}
          className="declaration-otp"
          noValidate
          aria-busy={signing || sending}
          onSubmit={(event) => {
            event.preventDefault();
            void sign();
          }}
        >
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            {t('otp.heading')}
          </h2>
          {/* Keyed by the sending, so a new OTP is announced again. */}
          <Notice key={sentAt} variant="success">
            {last4 ? t('otp.sent', { last4 }) : t('otp.sentNoNumber')}
          </Notice>
          <p>
            {t('otp.summary', { name: values.signatoryName.trim(), designation: values.designation.trim(), place: values.place.trim() })}{' '}
            <button type="button" className="btn btn-link p-0 align-baseline" onClick={changeDetails} disabled={signing || sending}>
              {t('otp.back')}
            </button>
          </p>
          {failureNotice}
          <FormField label={t('otp.label')} hint={t('otp.hint')} error={otpProblem && t(otpProblem)}>
            <input
              ref={otpRef}
              className="form-control declaration-otp-input"
              name="otp"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_MAX_LENGTH + 2}
              value={otp}
              onChange={(event) => {
                setOtp(event.target.value);
                if (otpProblem) setOtpProblem(undefined);
              }}
            />
          </FormField>
          <div className="form-actions">
            <button type="submit" className="btn btn-brand" disabled={signing}>
              {signing ? (
                <>
                  <Spinner />
                  {t('otp.signing')}
                </>
              ) : (
                t('otp.sign')
              )}
            </button>
            <button type="button" className="btn btn-outline-brand" onClick={() => void sendOtp()} disabled={signing || sending || resendIn > 0}>
              {sending ? (
                <>
                  <Spinner />
                  {t('form.sending')}
                </>
              ) : resendIn > 0 ? (
                t('otp.resendIn', { seconds: resendIn })
              ) : (
                t('otp.resend')
              )}
            </button>
          </div>
        </form>
      </section>
    );
  }

  return (
    <section className="vendor-panel declaration-form-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(renewing ? 'form.renewHeading' : 'form.heading')}</h2>
      <p className="form-intro">{t('form.intro')}</p>
      <form
        ref={formRef}
        className="declaration-form"
        noValidate
        aria-busy={sending}
        aria-label={t('form.label')}
        onSubmit={(event) => {
          event.preventDefault();
          void sendOtp();
        }}
      >
        <div className="declaration-row">
          <FormField label={t('form.signatory')} error={message('signatoryName')} countCharacters>
            <input className="form-control" name="signatory_name" autoComplete="name" maxLength={DECLARATION_MAX_LENGTH.signatoryName} value={values.signatoryName} onChange={(event) => update('signatoryName', event.target.value)} />
          </FormField>
          <FormField label={t('form.designation')} hint={t('form.designationHint')} error={message('designation')} countCharacters>
            <input
              className="form-control"
              name="signatory_designation"
              autoComplete="organization-title"
              maxLength={DECLARATION_MAX_LENGTH.designation}
              value={values.designation}
              onChange={(event) => update('designation', event.target.value)}
            />
          </FormField>
          <FormField label={t('form.place')} hint={t('form.placeHint')} error={message('place')} countCharacters>
            <input className="form-control" name="place" autoComplete="address-level2" maxLength={DECLARATION_MAX_LENGTH.place} value={values.place} onChange={(event) => update('place', event.target.value)} />
          </FormField>
        </div>

        <h3 className="declaration-subheading">{t('form.questionsHeading')}</h3>
        <YesNoQuestion name={controlNames.overTenTonnes} question={t('form.overTen')} hint={t('form.overTenHint')} value={values.overTenTonnes} error={message('overTenTonnes')} onChange={(value) => update('overTenTonnes', value)} />
        <YesNoQuestion name={controlNames.animalFat} question={t('form.animalFat')} hint={t('form.animalFatHint')} value={values.animalFat} error={message('animalFat')} onChange={(value) => update('animalFat', value)} />

        <h3 className="declaration-subheading">{t('form.statementsHeading')}</h3>
        <p className="mb-2">{t('form.statementsLead')}</p>
        <ol className="declaration-statements">
          {statements.map((statement) => (
            <li key={statement}>{t(statement, { company: site.legalName, tpc: fmt.number(FSSAI_USED_OIL_MAX_TPC_PERCENT) })}</li>
          ))}
        </ol>
        <p className="declaration-version">{t('form.version', { version: CURRENT_STATEMENTS_VERSION })}</p>
        <AgreeBox checked={values.agreed === 'yes'} error={message('agreed')} onChange={(checked) => update('agreed', checked ? 'yes' : '')} />

        {failureNotice}
        <div className="form-actions">
          <button type="submit" className="btn btn-brand" disabled={sending}>
            {sending ? (
              <>
                <Spinner />
                {t('form.sending')}
              </>
            ) : (
              t('form.send')
            )}
          </button>
        </div>
      </form>
    </section>
  );
}

/** A question answered yes or no: a group named by the question, its hint and error tied to each choice. */
function YesNoQuestion({ name, question, hint, value, error, onChange }: { name: string; question: string; hint: string; value: '' | '0' | '1'; error?: string; onChange: (value: '0' | '1') => void }) {
  const t = useT('declaration');
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="declaration-question mb-3" aria-describedby={describedBy}>
      <legend className="form-label">{question}</legend>
      <div id={`${id}-hint`} className="form-text mt-0 mb-2">
        {hint}
      </div>
      <div className="declaration-choices">
        {(['1', '0'] as const).map((choice) => (
          <div className="form-check form-check-inline" key={choice}>
            <input
              id={`${id}-${choice}`}
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(choice)}
            />
            <label className="form-check-label" htmlFor={`${id}-${choice}`}>
              {t(choice === '1' ? 'form.yes' : 'form.no')}
            </label>
          </div>
        ))}
      </div>
      {error ? (
        <div id={`${id}-error`} className="field-error">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}

/** "I have read these statements, and they are true": the box the signatory ticks before the OTP is sent. */
function AgreeBox({ checked, error, onChange }: { checked: boolean; error?: string; onChange: (checked: boolean) => void }) {
  const t = useT('declaration');
  const id = useId();
  return (
    <div className="form-check mb-3 declaration-agree">
      <input
        id={`${id}-agree`}
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        type="checkbox"
        name="agreed"
        checked={checked}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={`${id}-agree`}>
        {t('form.agree')}
      </label>
      {error ? (
        <div id={`${id}-error`} className="field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
