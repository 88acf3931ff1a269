import { useMemo, useState } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useLocale } from '../../i18n/LocaleProvider';
import { regionTag } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { CalendarDialog, indiaTodayClassName } from '../../components/ui/CalendarDialog';
import { CalendarInput } from '../../components/ui/CalendarInput';
import { intlDateLocale } from '../../lib/datePickerLocale';
import { indianToday } from '../../lib/indiaTime';
import { formatShownDate, parseIsoDate, toIsoDate } from '../../lib/isoDate';

export interface ExpectedDatePickerProps {
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** YYYY-MM-DD or ''. */
  value: string;
  onChange: (value: string) => void;
}

/** Enter on the closed field opens the calendar instead of submitting the form. */
function keepEnterForCalendar(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

/** The calendar's dialog, as react-datepicker's own container but named in the page's language. */
function StartDateCalendar({ className, children, inline }: { className?: string; children?: React.ReactNode; inline?: boolean }) {
  const t = useT('registration');
  return (
    <CalendarDialog label={t('datePicker.dialog')} className={className} inline={inline}>
      {children}
    </CalendarDialog>
  );
}

/**
 * The expected start date (required), with react-datepicker and its style sheet. Loaded on
 * demand when the details step is reached, so it is only ever rendered in the browser. In Hindi the
 * month and weekday names come from Intl (no date-fns locale is loaded); English keeps the defaults.
 */
export default function ExpectedDatePicker({ id, className, value, onChange, 'aria-describedby': describedBy, 'aria-invalid': invalid }: ExpectedDatePickerProps) {
  const t = useT('registration');
  const locale = useLocale();
  const tag = regionTag[locale];
  const dateLocale = useMemo(() => (locale === 'en' ? undefined : intlDateLocale(tag)), [locale, tag]);
  // Client-only module (see above): reading the clock here cannot disagree with prerendered HTML.
  // The earliest date is today in India, as the picker's local Date for that day.
  const [today] = useState(() => parseIsoDate(indianToday()) as Date);
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
      locale={dateLocale}
      placeholderText={t('details.datePlaceholder')}
      autoComplete="off"
      // The date is picked, never typed: the field is read-only and shows the date with Intl in the
      // page's language; the calendar opens on focus, click, Enter or the arrow keys.
      customInput={<CalendarInput shown={formatShownDate(value, tag)} />}
      onKeyDown={keepEnterForCalendar}
      showPopperArrow={false}
      popperPlacement="bottom-start"
      calendarContainer={StartDateCalendar}
      // Today is India's, as the earliest date is.
      dayClassName={indiaTodayClassName(today)}
      chooseDayAriaLabelPrefix={t('datePicker.chooseDay')}
      disabledDayAriaLabelPrefix={t('datePicker.dayNotAvailable')}
      monthAriaLabelPrefix={t('datePicker.month')}
      previousMonthButtonLabel={t('datePicker.previousMonth')}
      previousMonthAriaLabel={t('datePicker.previousMonth')}
      nextMonthButtonLabel={t('datePicker.nextMonth')}
      nextMonthAriaLabel={t('datePicker.nextMonth')}
    />
  );
}
