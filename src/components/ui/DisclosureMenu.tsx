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
 * friendly without a positioning library. Closes on Escape, on a click outside, and on navigation.
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
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      className="disclosure"
      ref={rootRef}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
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
