import { useSyncExternalStore } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(REDUCED_MOTION_QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** The operating system asks for less motion (an accessibility setting): the app then draws no animations. */
export const usePrefersReducedMotion = (): boolean => useSyncExternalStore(subscribe, () => window.matchMedia(REDUCED_MOTION_QUERY).matches);
