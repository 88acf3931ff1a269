import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { CheckMark } from './CheckMark';
import { StepHeading } from './StepHeading';
import type { StepProps } from './stepProps';

/**
 * Step 3: the success or the error result (shown for any status other than Success). A success
 * says what happens next and how the login arrives, with the server's reference when it gave one.
 */
export function ResultStep({ registration, level, headingRef }: StepProps) {
  const t = useT('registration');
  const { result, phone, reference } = registration.state;
  const success = result === 'success';
  const NextHeading = level === 2 ? 'h3' : 'h4';
  return (
    <div className={`wizard-result ${success ? 'is-success' : 'is-error'}`}>
      <span className="wizard-result-icon" aria-hidden="true">
        {success ? <CheckMark /> : '!'}
      </span>
      <StepHeading level={level} headingRef={headingRef}>
        {success ? t('result.successHeading') : t('result.errorHeading')}
      </StepHeading>
      <p className="wizard-result-message">{success ? t('result.success') : t('result.error')}</p>
      {success ? (
        <>
          {reference ? (
            <p className="wizard-result-reference">
              {/* The reference is the server's code: no translation tool should touch it. */}
              {t('result.referenceLabel')} <strong translate="no">{reference}</strong>
              <br />
              {t('result.referenceQuote', { tollFree: site.tollFreeDisplay })}
            </p>
          ) : null}
          <div className="wizard-next">
            <NextHeading className="wizard-next-heading">{t('result.nextHeading')}</NextHeading>
            <ol>
              <li>{t('result.nextCall', { phone })}</li>
              <li>{t('result.nextLogin', { phone })}</li>
            </ol>
          </div>
          <div className="wizard-result-links">
            <Link to={paths.home} className="btn btn-brand">
              {t('result.home')}
            </Link>
            <Link to={paths.calculator} className="btn btn-outline-brand">
              {t('result.calculator')}
            </Link>
          </div>
        </>
      ) : (
        <button type="button" className="btn btn-outline-brand" onClick={registration.editDetails}>
          {t('result.back')}
        </button>
      )}
    </div>
  );
}
