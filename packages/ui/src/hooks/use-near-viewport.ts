import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether an element has come within `margin` of the screen (a CSS margin,
 * '300px'). It stays true once it is, and is true at once where the browser
 * has no IntersectionObserver. For a part whose code or content is worth
 * fetching only when a visitor scrolls towards it: a map, a form.
 */
export function useNearViewport<T extends Element>(margin: string): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);
  return [ref, near];
}
