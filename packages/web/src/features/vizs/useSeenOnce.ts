import { useEffect, useState } from 'react';

/**
 * True once the element has come near the viewport, and from then on: a big tree or grid loads only the
 * pictures someone scrolls to. Without IntersectionObserver everything counts as seen.
 */
export function useSeenOnce<E extends Element>(margin = '200px'): [ref: (element: E | null) => void, seen: boolean] {
  const [element, setElement] = useState<E | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, margin]);
  return [setElement, seen];
}
