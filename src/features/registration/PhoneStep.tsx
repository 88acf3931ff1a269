import { FormField } from '../../components/ui/FormField';
import { Spinner } from '../../components/ui/Spinner';
import { useT } from '../../i18n/useT';
import { PHONE_LENGTH } from '../../lib/rules';
import { StepAlert } from './StepAlert';
import { StepForm } from './StepForm';
import type { StepProps } from './stepProps';

/** Step 0: the mobile number and Send OTP. */
export function PhoneStep({ registration, ids, level, headingRef }: StepProps) {
  const { state } = registration;
  const t = useT('registration');
  // On the prerendered home page a click or Enter before the form hydrates is held, never sent
  // natively, and carried out once it has (lib/earlyInteraction).
  return (
    <StepForm
      level={level}
      headingRef={headingRef}
      heading={t('phone.heading')}
      intro={t('phone.intro')}
      onSubmit={() => void registration.requestCode()}
    >
      <FormField label={t('phone.label')} prefix="+91" error={state.phoneError && t(state.phoneError)}>
        <input
          id={ids.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={PHONE_LENGTH}
          className="form-control"
          value={state.phone}
          readOnly={state.sending}
          onChange={(event) => registration.setPhone(event.target.value)}
        />
      </FormField>
      <StepAlert alert={state.alert} onClose={registration.dismissAlert} />
      <button type="submit" className="btn btn-brand" disabled={state.sending}>
        {state.sending ? (
          <>
            <Spinner />
            {t('status.sending')}
          </>
        ) : (
          t('phone.send')
        )}
      </button>
    </StepForm>
  );
}
