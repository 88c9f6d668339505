import { useSyncExternalStore } from 'react';

/**
 * Phones and small tablets (below antd's `md`, 768 px): the shell hides its navigation behind a menu button
 * and the Vizs page its tree behind a Browse button, so the page gets the whole width.
 */
export const PHONE_SCREEN_QUERY = '(max-width: 767.98px)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(PHONE_SCREEN_QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** The window is phone-sized now, following rotations and resizes (a media query, read synchronously). */
export const usePhoneScreen = (): boolean => useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_SCREEN_QUERY).matches);
