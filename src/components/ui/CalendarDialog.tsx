import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { toIsoDate } from '../../lib/isoDate';

/** The class a date picker gives the day that is today in India (the styles mark it, and only it, as today). */
export const INDIA_TODAY_CLASS = 'is-india-today';

/**
 * react-datepicker's `dayClassName` for a calendar whose today is India's: `today` is the picker's
 * local Date for India's date (lib/indiaTime). The library marks the device's own today, a day
 * apart on a device elsewhere late in the evening or early in the morning.
 */
export function indiaTodayClassName(today: Date): (day: Date) => string {
  const todayIso = toIsoDate(today);
  return (day) => (toIsoDate(day) === todayIso ? INDIA_TODAY_CLASS : '');
}

export interface CalendarDialogProps {
  /** The calendar's name, in the page's language. */
  label: string;
  className?: string;
  children?: ReactNode;
  /** An inline calendar is part of the page, not a dialog. */
  inline?: boolean;
}

/**
 * A date picker's calendar (react-datepicker's `calendarContainer`): its own container, named in
 * the page's language. The library also says which day is today to a screen reader
 * (aria-current="date"), by the device's clock and with no way to tell it otherwise: after every
 * render of the calendar that mark is moved to India's today, the day indiaTodayClassName marked.
 */
export function CalendarDialog({ label, className, children, inline }: CalendarDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const day of ref.current?.querySelectorAll('.react-datepicker__day') ?? []) {
      if (day.classList.contains(INDIA_TODAY_CLASS)) day.setAttribute('aria-current', 'date');
      else day.removeAttribute('aria-current');
    }
  });
  return (
    <div ref={ref} className={className} aria-label={label} role={inline ? undefined : 'dialog'} aria-modal={inline ? undefined : 'true'} translate="no">
      {children}
    </div>
  );
}
