import { useEffect, useRef } from 'react';

export interface HotkeyHandlers {
  /** Ctrl or Meta + Enter. */
  run?: () => void;
  /** Ctrl or Meta + S; the browser's own "save page" is prevented. */
  save?: () => void;
}

/** The editors' hotkeys of spec §9, active while the component is mounted. */
export function useHotkeys(handlers: HotkeyHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const { run, save } = latest.current;
      if (event.key === 'Enter' && run) {
        run();
      } else if (event.key.toLowerCase() === 's' && save) {
        event.preventDefault();
        save();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
