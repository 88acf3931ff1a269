import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { useHydrated } from '../auth/useSession';
import { StepForm } from './StepHeading';
import type { StepProps } from './stepProps';

/** Step 0 (spec section 4): the mobile number and Send OTP. */
export function PhoneStep({ registration, ids, level, headingRef }: StepProps) {
  const { state } = registration;
  // The home page is prerendered: until it hydrates, a click or Enter would submit the form natively.
  const hydrated = useHydrated();
  return (
    <StepForm
      level={level}
      headingRef={headingRef}
      heading="Verify your mobile number"
      intro="We send a one-time password (OTP) to this number by SMS to confirm it is yours."
      onSubmit={() => void registration.requestCode()}
    >
      <FormField label="Mobile number" prefix="+91" error={state.phoneError}>
        <input
          id={ids.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          className="form-control"
          value={state.phone}
          readOnly={state.sending}
          onChange={(event) => registration.setPhone(event.target.value)}
        />
      </FormField>
      {state.alert ? (
        <Notice variant="danger" onClose={registration.dismissAlert}>
          {state.alert}
        </Notice>
      ) : null}
      <button type="submit" className="btn btn-brand" disabled={state.sending || !hydrated}>
        {state.sending ? (
          <>
            <Spinner />
            Sending OTP
          </>
        ) : (
          'Send OTP'
        )}
      </button>
    </StepForm>
  );
}
