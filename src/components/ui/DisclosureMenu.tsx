import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ChevronIcon } from './icons';

export interface DisclosureMenuProps {
  label: React.ReactNode;
  /** Accessible name when the label is not plain text. */
  ariaLabel?: string;
  buttonClassName?: string;
  align?: 'start' | 'end';
  children: React.ReactNode;
}

/**
 * A navigation disclosure (a button that shows a list of links): keyboard and screen-reader
 * friendly without a positioning library. Closes on Escape, on a click outside, on focus tabbing out, and on navigation.
 */
export function DisclosureMenu({ label, ariaLabel, buttonClassName = 'nav-link-button', align = 'start', children }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => !rootRef.current?.contains(target as Node | null);
    // Closing on the press itself would move what lies below the menu under the finger before the
    // release, so the tap would land on nothing: a press outside closes the menu once it is a click.
    let pressing = false;
    const onPress = () => (pressing = true);
    const onPressEnd = () => (pressing = false);
    const onClick = (event: MouseEvent) => {
      pressing = false;
      if (outside(event.target)) setOpen(false);
    };
    // Focus leaving by keyboard (Tab) closes the menu; focus that a press moves waits for its click.
    const onFocusIn = (event: FocusEvent) => {
      if (!pressing && outside(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('pointercancel', onPressEnd, true);
    document.addEventListener('click', onClick, true);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('pointercancel', onPressEnd, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="disclosure" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label} <ChevronIcon size={14} />
      </button>
      <div id={id} className={`disclosure-menu disclosure-menu-${align}`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
