import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On a new page, start at the top; with a hash (Book Now's #requestforoilcollection), scroll to
 * that section once it has rendered, also when the link is followed on the page it points to.
 */
export function useScrollOnNavigate(): void {
  const location = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
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
