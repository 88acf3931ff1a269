import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import type { MessageId } from '../../i18n/catalogs';
import { useT, type Translate } from '../../i18n/useT';
import { useResendCountdown } from '../../lib/useResendCountdown';
import { describeError, GENERIC_MESSAGE } from '../dashboard';
import { requestPasswordReset, resetPassword, type StatusResponse } from './api';
import type { LoginState } from './landingPath';
import { normaliseMobile } from './loginValidation';
import { OTP_MAX_LENGTH } from '../../lib/rules';
import { MobileField } from './MobileField';
import { PasswordField } from './PasswordField';
import {
  checkNewPassword,
  checkResetMobile,
  firstNewPasswordError,
  passwordHint,
  type NewPasswordErrors,
  type NewPasswordValues,
  type PasswordStrength,
} from './passwordRules';

type VendorMessage = MessageId<'vendor'>;
type Step = 'mobile' | 'reset';

const STRENGTH_WORDS: Record<Exclude<PasswordStrength, 'empty'>, VendorMessage> = {
  tooShort: 'reset.strengthTooShort',
  weak: 'reset.strengthWeak',
  fair: 'reset.strengthFair',
  strong: 'reset.strengthStrong',
};

/** Shows 9876543210 as 98765 43210. */
function formatMobile(mobile: string): string {
  return mobile.length === 10 ? `${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
}

/**
 * What an Error status shows: the server's own words (the contract has it answer the same for
 * every well-formed number, so an Error is about the request itself: a malformed number, too many
 * tries, a wrong or expired OTP), or ours when it sent none.
 */
function refusalOf(response: StatusResponse, t: Translate<'vendor'>): string {
  return response.message?.trim() || t(GENERIC_MESSAGE);
}

/**
 * Forgot password: the mobile number, then the OTP the server sent it and a new password twice.
 * The OTP is checked by the server only: the page never receives it. The first answer is the same
 * words whatever the server says on Success, so the page never tells whether a number has an
 * account. Nothing typed is lost to a refusal or a failed call; on success the vendor is back on
 * /login with a notice and the mobile filled in.
 */
export function PasswordReset() {
  const t = useT('vendor');
  const navigate = useNavigate();
  const loginState = useLocation().state as LoginState | null;
  const [step, setStep] = useState<Step>('mobile');
  const [mobile, setMobile] = useState(loginState?.mobile ?? '');
  const [mobileError, setMobileError] = useState<VendorMessage>();
  const [values, setValues] = useState<NewPasswordValues>({ otp: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [showPasswords, setShowPasswords] = useState(false);
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const resendIn = useResendCountdown(sentAt, step === 'reset');
  const focusNext = useRef<'heading' | 'mobile' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const fieldRefs = {
    otp: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  // Focus follows the step: the new step's heading (read out with the notice under it), or the
  // mobile field when the vendor goes back to change the number.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else if (target === 'mobile') mobileRef.current?.focus();
  }, [step]);

  const sentMobile = normaliseMobile(mobile);

  async function sendOtp() {
    if (sending) return;
    const error = checkResetMobile(mobile);
    setMobileError(error);
    if (error) {
      // No call is made with a malformed number.
      mobileRef.current?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const response = await requestPasswordReset(sentMobile);
      if (response.status !== 'Success') {
        setFailure(refusalOf(response, t));
        return;
      }
      setSentAt(Date.now());
      if (step === 'mobile') {
        focusNext.current = 'heading';
        setStep('reset');
      }
    } catch (error) {
      console.error(error);
      setFailure(describeError(error, t));
    } finally {
      setSending(false);
    }
  }

  async function changePassword() {
    if (saving) return;
    const found = checkNewPassword(values);
    setErrors(found);
    const first = firstNewPasswordError(found);
    if (first) {
      fieldRefs[first].current?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const response = await resetPassword(sentMobile, values.otp.trim(), values.password);
      if (response.status !== 'Success') {
        setFailure(refusalOf(response, t));
        return;
      }
      const back: LoginState = { from: loginState?.from, passwordChanged: true, mobile: sentMobile };
      navigate(paths.login, { replace: true, state: back });
    } catch (error) {
      console.error(error);
      setFailure(describeError(error, t));
    } finally {
      setSaving(false);
    }
  }

  function changeNumber() {
    // An OTP belongs to the number it was sent to; the new passwords typed stay.
    setValues((previous) => ({ ...previous, otp: '' }));
    setErrors({});
    setFailure(null);
    focusNext.current = 'mobile';
    setStep('mobile');
  }

  const update = (name: keyof NewPasswordValues, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const backToLogin = (
    <p className="vendor-auth-footer">
      <Link to={paths.login} state={{ from: loginState?.from, mobile: mobile || undefined } satisfies LoginState}>
        {t('reset.backToLogin')}
      </Link>
    </p>
  );

  if (step === 'mobile') {
    return (
      <>
        <form
          className="login-form"
          noValidate
          aria-busy={sending}
          onSubmit={(event) => {
            event.preventDefault();
            void sendOtp();
          }}
        >
          <h2 className="vendor-auth-step">{t('reset.mobileHeading')}</h2>
          <p className="vendor-auth-intro">{t('reset.intro')}</p>
          {failure ? <Notice variant="danger">{failure}</Notice> : null}
          <MobileField
            ref={mobileRef}
            label={t('login.mobile')}
            error={mobileError && t(mobileError)}
            value={mobile}
            onChange={(value) => {
              setMobile(value);
              if (mobileError) setMobileError(undefined);
            }}
          />
          <button type="submit" className="btn btn-brand btn-lg w-100" disabled={sending}>
            {sending ? (
              <>
                <Spinner />
                {t('reset.sending')}
              </>
            ) : (
              t('reset.send')
            )}
          </button>
        </form>
        {backToLogin}
      </>
    );
  }

  return (
    <>
      <form
        className="login-form"
        noValidate
        aria-busy={saving}
        onSubmit={(event) => {
          event.preventDefault();
          void changePassword();
        }}
      >
        <h2 ref={headingRef} tabIndex={-1} className="vendor-auth-step">
          {t('reset.newHeading')}
        </h2>
        {/* Keyed by the sending, so a resent OTP is announced again. The same words whatever the number. */}
        <Notice key={sentAt} variant="success">
          {t('reset.sent')}
        </Notice>
        <p className="reset-mobile">
          {t('reset.mobileShown', { mobile: formatMobile(sentMobile) })}{' '}
          <button type="button" className="btn btn-link reset-inline-button" onClick={changeNumber} disabled={saving || sending}>
            {t('reset.changeNumber')}
          </button>
        </p>
        {failure ? <Notice variant="danger">{failure}</Notice> : null}
        <FormField label={t('reset.otp')} hint={t('reset.otpHint')} error={errors.otp && t(errors.otp)}>
          <input
            ref={fieldRefs.otp}
            className="form-control reset-otp-input"
            name="otp"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_MAX_LENGTH}
            value={values.otp}
            onChange={(event) => update('otp', event.target.value)}
          />
        </FormField>
        <PasswordField
          ref={fieldRefs.password}
          label={t('reset.password')}
          hint={<NewPasswordHint password={values.password} />}
          error={errors.password && t(errors.password)}
          name="new-password"
          autoComplete="new-password"
          visible={showPasswords}
          value={values.password}
          onChange={(value) => update('password', value)}
        />
        <PasswordField
          ref={fieldRefs.confirm}
          label={t('reset.confirm')}
          error={errors.confirm && t(errors.confirm)}
          name="confirm-password"
          autoComplete="new-password"
          visible={showPasswords}
          value={values.confirm}
          onChange={(value) => update('confirm', value)}
        />
        <div className="form-check mb-3">
          <input id="reset-show-passwords" className="form-check-input" type="checkbox" checked={showPasswords} onChange={(event) => setShowPasswords(event.target.checked)} />
          <label className="form-check-label" htmlFor="reset-show-passwords">
            {t('reset.showPasswords')}
          </label>
        </div>
        <div className="reset-actions">
          <button type="submit" className="btn btn-brand btn-lg w-100" disabled={saving}>
            {saving ? (
              <>
                <Spinner />
                {t('reset.submitting')}
              </>
            ) : (
              t('reset.submit')
            )}
          </button>
          <button type="button" className="btn btn-outline-brand w-100" onClick={() => void sendOtp()} disabled={saving || sending || resendIn > 0}>
            {sending ? (
              <>
                <Spinner />
                {t('reset.sending')}
              </>
            ) : resendIn > 0 ? (
              t('reset.resendIn', { seconds: resendIn })
            ) : (
              t('reset.resend')
            )}
          </button>
        </div>
      </form>
      {backToLogin}
    </>
  );
}

/**
 * Under the new password, as it is typed: strength, length and whether it mixes letters and
 * digits. Tied to the field as its description (read when the field is focused), not a live
 * region: announcing every keystroke would drown what the person types.
 */
function NewPasswordHint({ password }: { password: string }) {
  const t = useT('vendor');
  const hint = passwordHint(password);
  if (hint.strength === 'empty') return <>{t('reset.hintEmpty')}</>;
  return (
    <span className="password-hint">
      <span className={`password-strength is-${hint.strength}`}>{t('reset.strength', { strength: t(STRENGTH_WORDS[hint.strength]) })}</span>
      {'; '}
      {t('reset.hintLength', { count: hint.length })}
      {'; '}
      {t(hint.lettersAndDigits ? 'reset.hintMixed' : 'reset.hintNotMixed')}
    </span>
  );
}
