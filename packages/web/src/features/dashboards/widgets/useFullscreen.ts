import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * The Fullscreen API on one element: whether it fills the screen now (Esc or another element may end it)
 * and a toggle. Browsers without the API get a toggle that does nothing.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>): { fullscreen: boolean; toggle: () => void } {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const follow = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [ref]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement && document.fullscreenElement === ref.current) void document.exitFullscreen?.();
    else void ref.current?.requestFullscreen?.().catch(() => undefined);
  }, [ref]);
  return { fullscreen, toggle };
}
