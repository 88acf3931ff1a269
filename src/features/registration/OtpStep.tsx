import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { useDemoInfo } from '../../lib/demo';
import { CheckMark, StepForm } from './StepHeading';
import type { StepProps } from './stepProps';

/** Shows 9876543210 as 98765 43210. */
function formatPhone(phone: string): string {
  const digits = phone.trim();
  return digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
}

/** Step 1 (spec section 4): the OTP, Verify OTP, then Verifying and Verified; resend and a way back. */
export function OtpStep({ registration, ids, level, headingRef }: StepProps) {
  const { state, resendIn } = registration;
  const busy = state.verification !== 'idle';
  // `npm run dev` sends no SMS: the code the mock API "sent" is shown where it is typed.
  const demo = useDemoInfo();
  const demoOtp = demo.active && demo.lastOtp?.phone === state.phone ? demo.lastOtp.otp : undefined;
  return (
    <StepForm
      level={level}
      headingRef={headingRef}
      heading="Enter the OTP"
      intro={
        <>
          We sent a code by SMS to <strong className="text-nowrap">+91 {formatPhone(state.phone)}</strong>.{' '}
          <button type="button" className="btn btn-link wizard-inline-button" onClick={registration.changePhone} disabled={busy || state.sending}>
            Change number
          </button>
        </>
      }
      onSubmit={() => void registration.verify()}
    >
      <FormField label="OTP" error={state.otpError} hint={demoOtp ? `Demo mode: the mock API "sent" ${demoOtp}.` : undefined}>
        <input
          id={ids.otp}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="form-control wizard-otp-input"
          value={state.otp}
          readOnly={busy}
          onChange={(event) => registration.setOtp(event.target.value)}
        />
      </FormField>
      {state.alert ? (
        <Notice variant="danger" onClose={registration.dismissAlert}>
          {state.alert}
        </Notice>
      ) : null}
      <div className="wizard-actions">
        <button type="submit" className={`btn ${state.verification === 'verified' ? 'btn-success' : 'btn-brand'}`} disabled={busy}>
          {state.verification === 'verifying' ? (
            <>
              <Spinner />
              Verifying
            </>
          ) : state.verification === 'verified' ? (
            <>
              <CheckMark />
              Verified
            </>
          ) : (
            'Verify OTP'
          )}
        </button>
        <button type="button" className="btn btn-outline-brand" onClick={registration.resendCode} disabled={busy || state.sending || resendIn > 0}>
          {state.sending ? (
            <>
              <Spinner />
              Sending OTP
            </>
          ) : resendIn > 0 ? (
            `Resend OTP in ${resendIn} s`
          ) : (
            'Resend OTP'
          )}
        </button>
      </div>
    </StepForm>
  );
}
