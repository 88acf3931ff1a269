import { cloneElement, isValidElement, useId, type ReactElement } from 'react';
import { useT } from '../../i18n/useT';
import { charactersLeft } from '../../lib/inputLimits';

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
  /**
   * Shows how many characters are left once most of the control's `maxLength` is used (read from
   * the control's own `maxLength` and `value`), described to assistive technology with the field.
   * For free text; a fixed-length code (a PIN code, a mobile number) needs no count.
   */
  countCharacters?: boolean;
  /** One control: <input>, <select> or <textarea> (or a component passing id and aria props through). */
  children: ReactElement<Record<string, unknown>>;
}

/**
 * The one form-field component: a label, the control, an optional hint, and the error under it
 * (every form shows its errors under each field). The control gets its id and ARIA from here.
 */
export function FormField({ label, error, hint, prefix, suffix, className = 'mb-3', countCharacters = false, children }: FormFieldProps) {
  const autoId = useId();
  const id = (isValidElement(children) && typeof children.props.id === 'string' ? children.props.id : undefined) ?? `field${autoId.replace(/:/g, '')}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const { maxLength, value } = children.props;
  const left = countCharacters && typeof maxLength === 'number' && typeof value === 'string' ? charactersLeft(value.length, maxLength) : null;
  const countId = left !== null ? `${id}-count` : undefined;
  const describedBy = [hintId, countId, errorId].filter(Boolean).join(' ') || undefined;
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
      {countId && left !== null ? <CharactersLeft id={countId} left={left} /> : null}
      {error ? (
        <div id={errorId} className="field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** "Characters left: 12" under a text near its limit. */
function CharactersLeft({ id, left }: { id: string; left: number }) {
  const t = useT('common');
  return (
    <div id={id} className="form-text form-count">
      {t('form.charactersLeft', { count: left })}
    </div>
  );
}
