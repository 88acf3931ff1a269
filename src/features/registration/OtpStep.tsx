import { FormField } from '../../components/ui/FormField';
import { Spinner } from '../../components/ui/Spinner';
import { useT } from '../../i18n/useT';
import { useDemoInfo } from '../../lib/demo';
import { OTP_MAX_LENGTH } from '../../lib/rules';
import { StepAlert } from './StepAlert';
import { CheckMark } from './CheckMark';
import { StepForm } from './StepForm';
import type { StepProps } from './stepProps';

/** Shows 9876543210 as 98765 43210. */
function formatPhone(phone: string): string {
  const digits = phone.trim();
  return digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
}

/** Step 1: the OTP, Verify OTP, then Verifying and Verified; resend and a way back. */
export function OtpStep({ registration, ids, level, headingRef }: StepProps) {
  const { state, resendIn } = registration;
  const t = useT('registration');
  const busy = state.verification !== 'idle';
  // `npm run dev` sends no SMS: the code the mock API "sent" is shown where it is typed.
  const demo = useDemoInfo();
  const demoOtp = demo.active && demo.lastOtp?.phone === state.phone ? demo.lastOtp.otp : undefined;
  return (
    <StepForm
      level={level}
      headingRef={headingRef}
      heading={t('otp.heading')}
      intro={
        <>
          {t('otp.sentBefore')} <strong className="text-nowrap">+91 {formatPhone(state.phone)}</strong>
          {t('otp.sentAfter')}{' '}
          <button type="button" className="btn btn-link wizard-inline-button" onClick={registration.changePhone} disabled={busy || state.sending}>
            {t('otp.changeNumber')}
          </button>
        </>
      }
      onSubmit={() => void registration.verify()}
    >
      <FormField label={t('otp.label')} error={state.otpError && t(state.otpError)} hint={demoOtp ? t('otp.demoHint', { otp: demoOtp }) : undefined}>
        <input
          id={ids.otp}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_MAX_LENGTH}
          className="form-control wizard-otp-input"
          value={state.otp}
          readOnly={busy}
          onChange={(event) => registration.setOtp(event.target.value)}
        />
      </FormField>
      <StepAlert alert={state.alert} onClose={registration.dismissAlert} />
      <div className="wizard-actions">
        <button type="submit" className={`btn ${state.verification === 'verified' ? 'btn-success' : 'btn-brand'}`} disabled={busy}>
          {state.verification === 'verifying' ? (
            <>
              <Spinner />
              {t('status.verifying')}
            </>
          ) : state.verification === 'verified' ? (
            <>
              <CheckMark />
              {t('status.verified')}
            </>
          ) : (
            t('otp.verify')
          )}
        </button>
        <button type="button" className="btn btn-outline-brand" onClick={registration.resendCode} disabled={busy || state.sending || resendIn > 0}>
          {state.sending ? (
            <>
              <Spinner />
              {t('status.sending')}
            </>
          ) : resendIn > 0 ? (
            t('otp.resendIn', { seconds: resendIn })
          ) : (
            t('otp.resend')
          )}
        </button>
      </div>
    </StepForm>
  );
}
