import type { BoardConfig } from '@redbi/shared/domain';
import { useEffect, useState } from 'react';
import { loadControllerFacades } from '../controllers/controllerFacades';
import { loadWidgetViews } from './widgetViews';

/**
 * Loads the code a board's widgets draw with that is split from the board's own (controller facades, tab,
 * rich-text and timer views), at once, beside the board's first request; true once it has come, so that
 * render mode says it has painted only when every widget can draw. A failed load ends the wait too (a lost
 * chunk is the page's failure, not a screenshot that never comes).
 */
export function useBoardCode(board: BoardConfig): boolean {
  const [loaded, setLoaded] = useState<BoardConfig>();
  useEffect(() => {
    let current = true;
    const done = () => {
      if (current) setLoaded(board);
    };
    Promise.all([loadControllerFacades(board), loadWidgetViews(board)]).then(done, done);
    return () => {
      current = false;
    };
  }, [board]);
  return loaded === board;
}
