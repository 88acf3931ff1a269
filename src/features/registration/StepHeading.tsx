export interface StepHeadingProps {
  level: 2 | 3;
  /** The wizard focuses this heading when its step slides in. */
  headingRef: React.Ref<HTMLHeadingElement>;
  children: React.ReactNode;
}

/** A step's heading: focusable by script only (tabIndex -1), so focus can follow the slide. */
export function StepHeading({ level, headingRef, children }: StepHeadingProps) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag ref={headingRef} tabIndex={-1} className="wizard-heading">
      {children}
    </Tag>
  );
}

/** Decorative check mark for Verified and the success result. */
export function CheckMark() {
  return (
    <svg className="wizard-check" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <path d="m5 12 5 5 9-10" />
    </svg>
  );
}

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
