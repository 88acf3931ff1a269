import { useEffect, useRef, useState } from 'react';

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

/**
 * Resolves once the element with this id is within `margin` of the viewport: at once where there
 * is no document (the build-time render) or no IntersectionObserver.
 */
export function whenNearViewport(id: string, margin = '400px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element) return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}
