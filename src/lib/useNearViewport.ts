import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * True once the element is within `margin` of the viewport (and stays true), so content far down
 * a page fetches its data only when a visitor heads there. Without IntersectionObserver: at once.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}

/** The parts of a page waiting for the visitor to come near them, each with the way to stop waiting. */
const waiting = new Set<() => void>();

/**
 * Resolves once the element with this id is within `margin` of the viewport: at once where there
 * is no document (the build-time render), no IntersectionObserver or no such element (a page the
 * app renders itself), and as the app navigates (releaseDeferredParts).
 */
export function whenNearViewport(id: string, margin = '400px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element) return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: margin },
    );
    const done = () => {
      observer.disconnect();
      waiting.delete(done);
      resolve();
    };
    observer.observe(element);
    waiting.add(done);
  });
}

/**
 * Stops every wait of whenNearViewport, as the app navigates (a link inside the app, Book Now's
 * #requestforoilcollection, Back). A part of a prerendered page that has not hydrated yet cannot
 * take the navigation's update, and React holds a navigation (a transition) until it can: without
 * this, a navigation before the visitor came near such a part would never complete.
 */
export function releaseDeferredParts(): void {
  for (const done of [...waiting]) done();
}

let scrolledOnce = false;
const subscribeToFirstScroll = (notify: () => void) => {
  if (scrolledOnce) return () => {};
  const onScroll = () => {
    scrolledOnce = true;
    notify();
  };
  window.addEventListener('scroll', onScroll, { passive: true, once: true });
  return () => window.removeEventListener('scroll', onScroll);
};

/**
 * False while rendering on the server and while hydrating; true once the page has scrolled (also
 * before the app started), and from then on.
 */
export function useHasScrolled(): boolean {
  return useSyncExternalStore(
    subscribeToFirstScroll,
    () => (scrolledOnce ||= window.scrollY > 0),
    () => false,
  );
}
