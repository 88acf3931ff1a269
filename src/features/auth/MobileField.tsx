import type { Ref } from 'react';
import { FormField } from '../../components/ui/FormField';
import { MOBILE_MAX_LENGTH } from './passwordRules';

export interface MobileFieldProps {
  ref?: Ref<HTMLInputElement>;
  label: string;
  /** The message under the field, already in the page's language. */
  error?: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The vendor's mobile number as sign-in and the password reset ask for it: +91 in front, the
 * number pad on a phone, and room for the spaces people type (the rules read ten digits).
 */
export function MobileField({ ref, label, error, value, onChange }: MobileFieldProps) {
  return (
    <FormField label={label} prefix="+91" error={error}>
      <input
        ref={ref}
        className="form-control"
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={MOBILE_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
