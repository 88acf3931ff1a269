import { useState } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { FormField } from '../../components/ui/FormField';
import type { DateRange } from './api';
import { parseIsoDate, rangeErrors, startOfDay, toDateRange, type PickedRange } from './dateRange';

interface DateInputProps {
  selected: Date | null;
  onChange: (date: Date | null) => void;
  maxDate: Date;
  startDate: Date | null;
  endDate: Date | null;
  selectsStart?: boolean;
  selectsEnd?: boolean;
  /** Which edge of the field the calendar lines up with, so it stays on a phone's screen. */
  popperPlacement: 'bottom-start' | 'bottom-end';
  // Set by FormField:
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** react-datepicker names its ARIA props differently; FormField's id and ARIA are passed on here. */
function DateInput({ id, className = '', 'aria-describedby': describedBy, 'aria-invalid': invalid, ...picker }: DateInputProps) {
  return (
    <DatePicker
      {...picker}
      id={id}
      ariaDescribedBy={describedBy}
      ariaInvalid={invalid ? 'true' : undefined}
      className={`form-control ${className}`.trim()}
      dateFormat="dd/MM/yyyy"
      placeholderText="DD/MM/YYYY"
      // Only a complete date counts while typing, so half-typed years never reach the API.
      strictParsing
      autoComplete="off"
      showPopperArrow={false}
    />
  );
}

export interface DateRangePickerProps {
  /** The range the charts show now. */
  value: DateRange;
  /** Called with each new valid range (from <= to); an invalid one shows its error and is not sent. */
  onChange: (range: DateRange) => void;
}

/** Contract section 3: the period of the charts, picked with react-datepicker. */
export function DateRangePicker({ value, onChange }: DateRangePickerProps) {
  const [picked, setPicked] = useState<PickedRange>(() => ({ from: parseIsoDate(value.dateFrom), to: parseIsoDate(value.dateUpto) }));
  // The picker only exists in the browser (lazily loaded, never prerendered), so the clock may be read here.
  const [today] = useState(() => startOfDay(new Date()));
  const errors = rangeErrors(picked);

  function update(next: PickedRange) {
    setPicked(next);
    const range = toDateRange(next);
    if (range && (range.dateFrom !== value.dateFrom || range.dateUpto !== value.dateUpto)) onChange(range);
  }

  return (
    <fieldset className="range-picker">
      <legend>Period</legend>
      <FormField label="From" error={errors.from} className="range-picker-field">
        <DateInput selected={picked.from} onChange={(from) => update({ ...picked, from })} maxDate={today} startDate={picked.from} endDate={picked.to} selectsStart popperPlacement="bottom-start" />
      </FormField>
      <FormField label="To" error={errors.to} className="range-picker-field">
        <DateInput selected={picked.to} onChange={(to) => update({ ...picked, to })} maxDate={today} startDate={picked.from} endDate={picked.to} selectsEnd popperPlacement="bottom-end" />
      </FormField>
    </fieldset>
  );
}
