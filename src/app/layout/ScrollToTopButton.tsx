import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../../components/ui/icons';
import { useT } from '../../i18n/useT';

/** The scroll to the top takes 500 ms. */
export const SCROLL_TO_TOP_MS = 500;

/** Scrolls to the top over `duration` ms with an ease-out curve; instantly when motion is reduced. */
export function scrollToTop(duration = SCROLL_TO_TOP_MS): void {
  const start = window.scrollY;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduced || start === 0 || duration <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    const eased = 1 - (1 - t) ** 3;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Input types a person types into (or picks from with the keyboard up): every one but these. */
const NOT_TYPED = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** A text field, a select or a textarea: where the on-screen keyboard opens and the button would cover it. */
export function isFormField(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type);
  return target instanceof HTMLElement && target.isContentEditable;
}

/**
 * A floating round scroll-to-top button on every page, shown once the page is scrolled past 400 px,
 * and hidden while a form field has focus: on a phone the field sits just above the keyboard,
 * where the button floats.
 */
export function ScrollToTopButton() {
  const t = useT('common');
  const [scrolled, setScrolled] = useState(false);
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 400);
    // Focus moving from one field to the next goes out and in within one task: one render, still hidden.
    const onFocusIn = (event: FocusEvent) => setTyping(isFormField(event.target));
    const onFocusOut = (event: FocusEvent) => setTyping(isFormField(event.relatedTarget));
    onScroll();
    setTyping(isFormField(document.activeElement));
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  const visible = scrolled && !typing;
  return (
    <button
      type="button"
      className={`scroll-top${visible ? ' is-visible' : ''}`}
      aria-label={t('scrollTop.label')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => scrollToTop()}
    >
      <ArrowUpIcon size={20} />
    </button>
  );
}
