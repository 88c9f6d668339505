import { useEffect, useRef } from 'react';

/**
 * Runs `action` once when the component mounts, even under React's StrictMode, which mounts effects
 * twice in development: for calls that must not repeat (an activation token, a one-time sign-in code).
 */
export function useRunOnce(action: () => void): void {
  const ran = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    latest.current();
  }, []);
}
