import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On a new page, start at the top; with a hash (Book Now's #requestforoilcollection), scroll to
 * that section once it has rendered, also when the link is followed on the page it points to.
 * Only navigations inside the app move the page: on the first render the browser has already
 * placed it (at the top, at the hash, or where the person scrolled before the app started), and a
 * hash target is sought only when the page is still at the top (it was rendered by the app).
 */
/** The element id a hash names; a malformed escape (`#%`) is taken as it is written. */
export function hashTarget(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function useScrollOnNavigate(): void {
  const location = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    const first = firstRender.current;
    firstRender.current = false;
    const id = hashTarget(location.hash);
    if (first && (!id || window.scrollY > 0)) return;
    if (!id) {
      window.scrollTo(0, 0);
      return;
    }
    let frame = 0;
    const until = performance.now() + 3000;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
        return;
      }
      if (performance.now() < until) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [location.pathname, location.hash, location.key]);
}
