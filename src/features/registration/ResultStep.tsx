import { useT } from '../../i18n/useT';
import { CheckMark } from './CheckMark';
import { StepHeading } from './StepHeading';
import type { StepProps } from './stepProps';

/** Step 3: the success or the error result (shown for any status other than Success). */
export function ResultStep({ registration, level, headingRef }: StepProps) {
  const t = useT('registration');
  const success = registration.state.result === 'success';
  return (
    <div className={`wizard-result ${success ? 'is-success' : 'is-error'}`}>
      <span className="wizard-result-icon" aria-hidden="true">
        {success ? <CheckMark /> : '!'}
      </span>
      <StepHeading level={level} headingRef={headingRef}>
        {success ? t('result.successHeading') : t('result.errorHeading')}
      </StepHeading>
      <p className="wizard-result-message">{success ? t('result.success') : t('result.error')}</p>
      {success ? null : (
        <button type="button" className="btn btn-outline-brand" onClick={registration.editDetails}>
          {t('result.back')}
        </button>
      )}
    </div>
  );
}
