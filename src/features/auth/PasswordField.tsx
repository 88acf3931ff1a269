import type { ReactNode, Ref } from 'react';
import { FormField } from '../../components/ui/FormField';
import { PASSWORD_MAX_LENGTH } from './loginValidation';

export interface PasswordFieldProps {
  ref?: Ref<HTMLInputElement>;
  label: string;
  hint?: ReactNode;
  /** The message under the field, already in the page's language. */
  error?: string;
  name: string;
  /** `current-password` to sign in, `new-password` to set one (so a password manager offers the right thing). */
  autoComplete: 'current-password' | 'new-password';
  /** Shown as typed (the reset's "Show passwords"), or hidden. */
  visible?: boolean;
  value: string;
  onChange: (value: string) => void;
}

/** A password as sign-in and the password reset ask for it, up to PASSWORD_MAX_LENGTH characters. */
export function PasswordField({ ref, label, hint, error, name, autoComplete, visible = false, value, onChange }: PasswordFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      <input
        ref={ref}
        className="form-control"
        name={name}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        maxLength={PASSWORD_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
