import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/catalogs';
import { useT } from '../../i18n/useT';
import { DetailsStep } from './DetailsStep';
import { OtpStep } from './OtpStep';
import { PhoneStep } from './PhoneStep';
import type { Step, WizardState } from './registrationState';
import { ResultStep } from './ResultStep';
import type { StepProps, WizardIds } from './stepProps';
import { useRegistration } from './useRegistration';

const STEP_LABELS: readonly MessageId<'registration'>[] = ['wizard.progressPhone', 'wizard.progressOtp', 'wizard.progressDetails', 'wizard.progressDone'];
const STEP_COMPONENTS: ComponentType<StepProps>[] = [PhoneStep, OtpStep, DetailsStep, ResultStep];
/** The slide's length in _wizard.scss, plus a margin: then the step that left is removed. */
const SLIDE_CLEANUP_MS = 450;

export interface RegistrationWizardProps {
  /** Inside another page's section (the home page's booking form, a modal): step headings are h3. */
  embedded?: boolean;
  headingLevel?: 2 | 3;
}

interface Slide {
  step: Step;
  /** The step sliding out, kept (inert, hidden from assistive technology) until the slide ends. */
  from: Step | null;
  animate: boolean;
}

/** The step's status, announced politely: sending, submitting, Verifying, Verified. */
function statusMessage(state: WizardState): MessageId<'registration'> | null {
  if (state.sending) return 'status.sending';
  if (state.submitting) return 'status.submitting';
  if (state.step === 1 && state.verification === 'verifying') return 'status.verifying';
  if (state.step === 1 && state.verification === 'verified') return 'status.verified';
  return null;
}

function focusById(id: string) {
  document.getElementById(id)?.focus();
}

/**
 * The four-step registration wizard: mobile number, OTP, business details, result. The same
 * component on /register, in the home page's booking section and in the /responsive-modal dialog;
 * the page around it supplies (or leaves out) the header and footer.
 */
export function RegistrationWizard({ embedded = false, headingLevel }: RegistrationWizardProps) {
  const level = headingLevel ?? (embedded ? 3 : 2);
  const t = useT('registration');
  const baseId = `wizard${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const ids = useMemo<WizardIds>(
    () => ({ phone: `${baseId}-phone`, otp: `${baseId}-otp`, detail: (field) => `${baseId}-${field}` }),
    [baseId],
  );
  const registration = useRegistration({
    focusPhone: () => focusById(ids.phone),
    focusOtp: () => focusById(ids.otp),
    focusDetail: (field) => focusById(ids.detail(field)),
  });
  const { state } = registration;
  const { step, moved } = state;

  // Derived during render (React's "previous value" pattern): which step is sliding out.
  const [slide, setSlide] = useState<Slide>({ step, from: null, animate: false });
  if (slide.step !== step) setSlide({ step, from: slide.step, animate: moved });
  useEffect(() => {
    if (slide.from === null) return;
    const timer = window.setTimeout(() => setSlide((current) => ({ ...current, from: null })), SLIDE_CLEANUP_MS);
    return () => window.clearTimeout(timer);
  }, [slide.from, slide.step]);

  // The new step's heading takes focus when the visitor moved the wizard (not on mount or restore),
  // in a layout effect so that nothing typed in between lands in the wrong place.
  const headingRefs = useRef<(HTMLHeadingElement | null)[]>([]);
  useLayoutEffect(() => {
    if (moved) headingRefs.current[step]?.focus();
  }, [step, moved]);

  const status = statusMessage(state);
  const forward = slide.from !== null && slide.from < step;
  const sliding = slide.from !== null && slide.animate;
  const shown: Step[] = sliding && slide.from !== null ? [slide.from, step] : [step];

  return (
    <div className={`wizard${embedded ? ' wizard-embedded' : ''}`} data-step={step}>
      <ol className="wizard-progress" aria-label={t('wizard.progressLabel')}>
        {STEP_LABELS.map((label, index) => (
          <li key={label} className={index < step ? 'is-done' : index === step ? 'is-current' : undefined} aria-current={index === step ? 'step' : undefined}>
            <span className="wizard-progress-number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="visually-hidden">{t('wizard.stepNumber', { step: index + 1 })} </span>
            <span className="wizard-progress-label">{t(label)}</span>
          </li>
        ))}
      </ol>

      <div className={`wizard-viewport${sliding ? ' is-sliding' : ''}`}>
        {shown.map((index) => {
          const StepComponent = STEP_COMPONENTS[index];
          const current = index === step;
          const motion = sliding ? (current ? 'in' : 'out') + (forward ? '-forward' : '-back') : '';
          return (
            <div
              key={index}
              className={`wizard-panel${current ? ' is-current' : ' is-leaving'}${motion ? ` slide-${motion}` : ''}`}
              inert={!current}
              aria-hidden={current ? undefined : true}
            >
              <StepComponent
                registration={registration}
                ids={ids}
                level={level}
                headingRef={(element) => {
                  headingRefs.current[index] = element;
                }}
              />
            </div>
          );
        })}
      </div>

      <p className="visually-hidden" role="status" aria-live="polite">
        {status ? t(status) : ''}
      </p>

      {step < 3 ? (
        <p className="wizard-login">
          {t('wizard.alreadyRegistered')} <Link to={paths.login}>{t('wizard.logIn')}</Link>
        </p>
      ) : null}
    </div>
  );
}
