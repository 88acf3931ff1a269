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

/** A floating round scroll-to-top button on every page, shown once the page is scrolled past 400 px. */
export function ScrollToTopButton() {
  const t = useT('common');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 400);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
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
