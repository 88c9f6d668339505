import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a typed value must stay unchanged before a controller reports it (each report may query the board). */
export const CONTROLLER_INPUT_DELAY_MS = 400;

/**
 * A controller value edited locally (typing, dragging) and reported once it has settled for `delayMs`, so a
 * board that queries on every change asks once per pause instead of once per key. A new value from outside
 * (the reset button, a URL preset) replaces the draft. `flush` reports the draft at once (Enter).
 */
export function useSettledDraft<T>(current: T, report: (value: T) => void, same: (a: T, b: T) => boolean, delayMs = CONTROLLER_INPUT_DELAY_MS) {
  const [draft, setDraftState] = useState(current);
  const [seen, setSeen] = useState(current);
  if (!same(seen, current)) {
    setSeen(current);
    setDraftState(current);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ report, current, same });
  useEffect(() => {
    latest.current = { report, current, same };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = useCallback((value: T) => {
    clearTimeout(timer.current);
    if (!latest.current.same(value, latest.current.current)) latest.current.report(value);
  }, []);
  const setDraft = useCallback(
    (value: T) => {
      setDraftState(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(value), delayMs);
    },
    [send, delayMs],
  );
  const flush = useCallback((value: T) => {
    setDraftState(value);
    send(value);
  }, [send]);
  return { draft, setDraft, flush };
}
