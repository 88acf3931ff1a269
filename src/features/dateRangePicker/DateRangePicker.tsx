import { useId, useMemo, useState } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import type { Locale as CalendarLocale } from 'date-fns';
import { CalendarDialog, indiaTodayClassName } from '../../components/ui/CalendarDialog';
import { CalendarInput } from '../../components/ui/CalendarInput';
import { FormField } from '../../components/ui/FormField';
import { useLocale } from '../../i18n/LocaleProvider';
import { regionTag } from '../../i18n/locale';
import { intlDateLocale } from '../../lib/datePickerLocale';
import type { DateRange } from '../dashboard';
import { indianToday } from '../../lib/indiaTime';
import { formatShownDate, parseIsoDate, toIsoDate } from '../../lib/isoDate';
import { isTakenByCalendar, rangeErrors, toDateRange, type PickedRange, type RangeField } from '../dashboard';
import type { VendorMessageId } from '../dashboard';
import { useVendorText } from '../dashboard';

interface CalendarText {
  dialog: string;
  previousMonth: string;
  nextMonth: string;
  monthPrefix: string;
  chooseDay: string;
  dayNotAvailable: string;
  placeholder: string;
}

interface DateInputProps {
  selected: Date | null;
  onChange: (date: Date | null) => void;
  /** Each key typed, with the field's text: what the calendar cannot take is kept and said. */
  onType: (text: string) => void;
  /** Shown instead of the chosen date: text the calendar did not take, as it was typed. */
  typedText: string | null;
  maxDate: Date;
  /** Marks India's today (the library marks the device's). */
  dayClassName: (day: Date) => string;
  startDate: Date | null;
  endDate: Date | null;
  selectsStart?: boolean;
  selectsEnd?: boolean;
  /** Which edge of the field the calendar lines up with, so it stays on a phone's screen. */
  popperPlacement: 'bottom-start' | 'bottom-end';
  text: CalendarText;
  calendar: CalendarLocale | undefined;
  container: React.ElementType;
  // Set by FormField:
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** react-datepicker names its ARIA props differently; FormField's id and ARIA are passed on here. */
function DateInput({ id, className = '', 'aria-describedby': describedBy, 'aria-invalid': invalid, text, calendar, container, onType, typedText, ...picker }: DateInputProps) {
  return (
    <DatePicker
      {...picker}
      // The picker shows its chosen date again when the field is left, dropping what was typed that
      // it could not take; that text stays instead, with the message saying what is wrong with it.
      value={typedText ?? undefined}
      onChangeRaw={(event) => {
        if (event?.target instanceof HTMLInputElement) onType(event.target.value);
      }}
      id={id}
      ariaDescribedBy={describedBy}
      ariaInvalid={invalid ? 'true' : undefined}
      className={`form-control ${className}`.trim()}
      dateFormat="dd/MM/yyyy"
      placeholderText={text.placeholder}
      locale={calendar}
      calendarContainer={container}
      previousMonthAriaLabel={text.previousMonth}
      previousMonthButtonLabel={text.previousMonth}
      nextMonthAriaLabel={text.nextMonth}
      nextMonthButtonLabel={text.nextMonth}
      monthAriaLabelPrefix={text.monthPrefix}
      chooseDayAriaLabelPrefix={text.chooseDay}
      disabledDayAriaLabelPrefix={text.dayNotAvailable}
      // Only a complete date counts while typing, so half-typed years never reach the API.
      strictParsing
      autoComplete="off"
      showPopperArrow={false}
      customInput={<CalendarInput />}
    />
  );
}

export interface DateRangePickerProps {
  /** The range the charts show now. */
  value: DateRange;
  /** Called with each new valid range (from <= to); an invalid one shows its error and is not sent. */
  onChange: (range: DateRange) => void;
}

/** The period of the charts, picked with react-datepicker. */
export function DateRangePicker({ value, onChange }: DateRangePickerProps) {
  const { t } = useVendorText();
  const locale = useLocale();
  // In Hindi the calendar's month and weekday names come from Intl (the registration form's
  // calendar does the same): no date-fns locale data is downloaded; English keeps the defaults.
  const calendar = useMemo(() => (locale === 'en' ? undefined : intlDateLocale(regionTag[locale])), [locale]);
  const [picked, setPicked] = useState<PickedRange>(() => ({ from: parseIsoDate(value.dateFrom), to: parseIsoDate(value.dateUpto) }));
  // The picker only exists in the browser (lazily loaded, never prerendered), so the clock may be read
  // here. The latest date is today in India, as the picker's local Date for that day.
  const [today] = useState(() => parseIsoDate(indianToday()) as Date);
  const [left, setLeft] = useState<Partial<Record<RangeField, boolean>>>({});
  const errors = rangeErrors(picked, { today, left });
  const message = (error: VendorMessageId | undefined) => error && t(error, { today: formatShownDate(toIsoDate(today), regionTag[locale]) });
  const idBase = useId().replace(/:/g, '');
  const ids = { from: `${idBase}-from`, to: `${idBase}-to` };

  const text = useMemo<CalendarText>(
    () => ({
      dialog: t('range.calendar'),
      previousMonth: t('range.previousMonth'),
      nextMonth: t('range.nextMonth'),
      monthPrefix: t('range.monthPrefix'),
      chooseDay: t('range.chooseDay'),
      dayNotAvailable: t('range.dayNotAvailable'),
      placeholder: t('range.placeholder'),
    }),
    [t],
  );
  // The calendar's dialog, as the picker's own but named in the page's language; one component
  // for the life of the page, so the open calendar is never remounted.
  const container = useMemo(
    () =>
      function RangeCalendar({ className, children }: { className?: string; children?: React.ReactNode }) {
        return (
          <CalendarDialog label={text.dialog} className={className}>
            {children}
          </CalendarDialog>
        );
      },
    [text.dialog],
  );

  /** A date the calendar took (picked, or typed whole): the range is loaded once it is a valid one. */
  function choose(field: RangeField, date: Date | null) {
    const next: PickedRange = { ...picked, [field]: date, typed: { ...picked.typed, [field]: null }, changed: field };
    setPicked(next);
    const range = toDateRange(next);
    if (range && (range.dateFrom !== value.dateFrom || range.dateUpto !== value.dateUpto)) onChange(range);
  }

  /** Each key typed: text the calendar cannot take is kept (the picker keeps its last date, which no longer counts). */
  function type(field: RangeField, typedText: string) {
    setLeft((previous) => ({ ...previous, [field]: false }));
    const kept = isTakenByCalendar(typedText, today) ? null : typedText;
    setPicked((previous) => ({ ...previous, typed: { ...previous.typed, [field]: kept }, changed: field }));
  }

  // A date half typed is said to be wrong once the person leaves its field (moving into its own
  // calendar is not leaving it).
  function leave(event: React.FocusEvent<HTMLFieldSetElement>) {
    const field = (['from', 'to'] as const).find((name) => event.target.id === ids[name]);
    const into = event.relatedTarget;
    if (field && !(into instanceof Element && into.closest('.react-datepicker'))) setLeft((previous) => ({ ...previous, [field]: true }));
  }

  const shared = { maxDate: today, dayClassName: indiaTodayClassName(today), startDate: picked.from, endDate: picked.to, text, calendar, container };
  return (
    <fieldset className="range-picker" onBlur={leave}>
      <legend>{t('range.legend')}</legend>
      <FormField label={t('range.from')} error={message(errors.from)} className="range-picker-field">
        <DateInput
          {...shared}
          id={ids.from}
          selected={picked.from}
          typedText={picked.typed?.from ?? null}
          onChange={(from) => choose('from', from)}
          onType={(typed) => type('from', typed)}
          selectsStart
          popperPlacement="bottom-start"
        />
      </FormField>
      <FormField label={t('range.to')} error={message(errors.to)} className="range-picker-field">
        <DateInput
          {...shared}
          id={ids.to}
          selected={picked.to}
          typedText={picked.typed?.to ?? null}
          onChange={(to) => choose('to', to)}
          onType={(typed) => type('to', typed)}
          selectsEnd
          popperPlacement="bottom-end"
        />
      </FormField>
    </fieldset>
  );
}
