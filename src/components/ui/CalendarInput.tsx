import { useImperativeHandle, useRef, type ComponentPropsWithoutRef, type Ref } from 'react';

/** What react-datepicker does with its input's ref: it only ever focuses and blurs it. */
export interface CalendarInputHandle {
  focus: (options?: FocusOptions) => void;
  blur: () => void;
}

export type CalendarInputProps = ComponentPropsWithoutRef<'input'> & {
  ref?: Ref<CalendarInputHandle>;
  /** Shown instead of the picker's own text (the date in the page's language), read-only. */
  shown?: string;
};

/**
 * The input of a react-datepicker field (its `customInput`). The picker moves focus by itself: a
 * timer after a day is picked it focuses the field again, and a frame after the calendar closes it
 * blurs it. On a slow phone, or under a fast typist, either can land after the person has already
 * moved to the next field, and the keystrokes meant for that field then go to the date (or
 * nowhere). So the picker's focus is only carried out while focus is nowhere else (on the page
 * itself, or in the calendar that just closed), and its blur is dropped: closing the calendar
 * leaves focus on the date field, where a keyboard user expects it.
 */
export function CalendarInput({ ref, shown, ...props }: CalendarInputProps) {
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      focus(options) {
        const element = input.current;
        const active = document.activeElement;
        const focusIsFree = active === null || active === document.body || active === element || active.closest('.react-datepicker') !== null;
        if (element && focusIsFree) element.focus(options);
      },
      blur() {},
    }),
    [],
  );
  if (shown === undefined) return <input {...props} ref={input} />;
  return <input {...props} ref={input} value={shown} readOnly inputMode="none" />;
}
