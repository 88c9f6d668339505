import type { BoardConfig, Widget } from '@redbi/shared/domain';

/** Seconds between a widget's refetches: its own frequency, else the board's; 0 is never. */
export const refreshSecondsOf = (board: BoardConfig, widget: Widget): number => widget.autoRefreshSec || board.settings.autoRefreshSec;

/** Does anything on the board refresh by itself? (No timer runs otherwise.) */
export const refreshesItself = (board: BoardConfig): boolean => board.widgets.some((widget) => refreshSecondsOf(board, widget) > 0);

/**
 * The widgets due for a refresh at `now` among `candidates` (the data widgets on screen): those whose
 * frequency has passed since they were last asked. One timer calls this and asks all of them in one request.
 */
export function dueForRefresh(board: BoardConfig, candidates: readonly Widget[], lastAskedAt: ReadonlyMap<string, number>, now: number): string[] {
  return candidates
    .filter((widget) => {
      const seconds = refreshSecondsOf(board, widget);
      const asked = lastAskedAt.get(widget.id);
      return seconds > 0 && asked !== undefined && now - asked >= seconds * 1000;
    })
    .map((widget) => widget.id);
}
