import { CheckMark, StepHeading } from './StepHeading';
import type { StepProps } from './stepProps';
import { SUBMIT_ERROR, SUBMIT_SUCCESS } from './validation';

/** Step 3 (spec sections 4 and 8): the success or the error result. */
export function ResultStep({ registration, level, headingRef }: StepProps) {
  const success = registration.state.result === 'success';
  return (
    <div className={`wizard-result ${success ? 'is-success' : 'is-error'}`}>
      <span className="wizard-result-icon" aria-hidden="true">
        {success ? <CheckMark /> : '!'}
      </span>
      <StepHeading level={level} headingRef={headingRef}>
        {success ? 'Thank you for registering' : 'Your request was not submitted'}
      </StepHeading>
      <p className="wizard-result-message">{success ? SUBMIT_SUCCESS : SUBMIT_ERROR}</p>
      {success ? null : (
        <button type="button" className="btn btn-outline-brand" onClick={registration.editDetails}>
          Back to your details
        </button>
      )}
    </div>
  );
}
