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
