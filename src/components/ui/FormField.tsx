import { cloneElement, isValidElement, useId, type ReactElement } from 'react';

export interface FormFieldProps {
  label: React.ReactNode;
  /** The message under the field; ties itself to the control (aria-describedby, aria-invalid). */
  error?: string;
  hint?: React.ReactNode;
  /** Text or element shown before the control inside an input group (e.g. +91). */
  prefix?: React.ReactNode;
  /** Extra text after the control inside an input group (e.g. KG). */
  suffix?: React.ReactNode;
  className?: string;
  /** One control: <input>, <select> or <textarea> (or a component passing id and aria props through). */
  children: ReactElement<Record<string, unknown>>;
}

/**
 * The one form-field component: a label, the control, an optional hint, and the error under it
 * (spec section 5: errors under each field). The control gets its id and ARIA from here.
 */
export function FormField({ label, error, hint, prefix, suffix, className = 'mb-3', children }: FormFieldProps) {
  const autoId = useId();
  const id = (isValidElement(children) && typeof children.props.id === 'string' ? children.props.id : undefined) ?? `field${autoId.replace(/:/g, '')}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const existingClass = typeof children.props.className === 'string' ? children.props.className : '';
  const control = cloneElement(children, {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    className: `${existingClass}${error ? ' is-invalid' : ''}`.trim(),
  });
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {prefix || suffix ? (
        <div className={`input-group${error ? ' has-validation' : ''}`}>
          {prefix ? <span className="input-group-text">{prefix}</span> : null}
          {control}
          {suffix ? <span className="input-group-text">{suffix}</span> : null}
        </div>
      ) : (
        control
      )}
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
