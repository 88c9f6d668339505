import { useEffect, type RefObject } from 'react';
import { dueForRefresh } from './autoRefresh';
import { dataWidgets } from './boardWidgets';
import type { BoardDataOptions } from './useBoardData';

/** How often the one timer looks for widgets due for a refresh. */
const TICK_MS = 1000;

/**
 * Auto refresh (the board's frequency and each widget's own) with ONE timer for the whole board: each tick
 * asks, in one request, every data widget on show and on screen whose frequency has passed since it was last
 * asked. Nothing refreshes while the browser tab is hidden, and no timer runs on a board that never refreshes.
 */
export function useAutoRefresh(
  enabled: boolean,
  latest: RefObject<BoardDataOptions>,
  askedAt: RefObject<Map<string, number>>,
  want: (widgetIds: string[], keepPage: boolean) => void,
): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      const { board, displayed, visibility, mode } = latest.current;
      const candidates = dataWidgets(board).filter((widget) => displayed.has(widget.id) && (mode === 'render' || visibility.isOnScreen(widget.id)));
      const due = dueForRefresh(board, candidates, askedAt.current, Date.now());
      if (due.length > 0) want(due, true);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [enabled, latest, askedAt, want]);
}
