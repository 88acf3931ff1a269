import { useState, type ComponentPropsWithRef } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { parseIsoDate, startOfDay, toIsoDate } from './dates';

export interface ExpectedDatePickerProps {
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** YYYY-MM-DD or ''. */
  value: string;
  onChange: (value: string) => void;
}

/** Spec section 5: typing is disabled; the calendar opens on focus, click, Enter or the arrow keys. */
function ReadOnlyDateInput(props: ComponentPropsWithRef<'input'>) {
  return <input {...props} readOnly inputMode="none" />;
}

/** Enter on the closed field opens the calendar instead of submitting the form. */
function keepEnterForCalendar(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

/**
 * The expected start date (spec section 5), with react-datepicker and its style sheet. Loaded on
 * demand when the details step is reached, so it is only ever rendered in the browser.
 */
export default function ExpectedDatePicker({ id, className, value, onChange, 'aria-describedby': describedBy, 'aria-invalid': invalid }: ExpectedDatePickerProps) {
  // Client-only module (see above): reading the clock here cannot disagree with prerendered HTML.
  const [today] = useState(() => startOfDay(new Date()));
  return (
    <DatePicker
      id={id}
      className={className}
      wrapperClassName="wizard-date"
      aria-describedby={describedBy}
      aria-invalid={invalid ? 'true' : undefined}
      selected={parseIsoDate(value)}
      onChange={(date: Date | null) => onChange(date ? toIsoDate(date) : '')}
      minDate={today}
      dateFormat="dd/MM/yyyy"
      placeholderText="DD/MM/YYYY"
      autoComplete="off"
      customInput={<ReadOnlyDateInput />}
      onKeyDown={keepEnterForCalendar}
      showPopperArrow={false}
      popperPlacement="bottom-start"
    />
  );
}
