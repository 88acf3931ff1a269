import { StepHeading, type StepHeadingProps } from './StepHeading';

export interface StepFormProps extends Omit<StepHeadingProps, 'children'> {
  heading: React.ReactNode;
  /** What the step asks for, under its heading. */
  intro: React.ReactNode;
  /** Runs on submit (button or Enter); the browser's own submit never happens. */
  onSubmit: () => void;
  children: React.ReactNode;
}

/** A wizard step's form: its heading (focused as it slides in), its introduction, then its fields. */
export function StepForm({ heading, intro, onSubmit, level, headingRef, children }: StepFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <StepHeading level={level} headingRef={headingRef}>
        {heading}
      </StepHeading>
      <p className="wizard-intro">{intro}</p>
      {children}
    </form>
  );
}
