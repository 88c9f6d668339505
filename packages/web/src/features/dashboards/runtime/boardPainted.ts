import type { BoardConfig } from '@redbi/shared/domain';
import type { WidgetData } from '../boardContract';
import { itemKey } from './boardData';
import { dataWidgets, itemKindOf } from './boardWidgets';

/**
 * Render mode's signal (ARCHITECTURE §4.11): every data widget on show has been answered and has drawn its
 * data — or failed, or had nothing to draw; a controller needs only its options. A board without data
 * widgets has painted at once.
 */
export function isBoardPainted(board: BoardConfig, displayed: ReadonlySet<string>, items: Record<string, WidgetData>, painted: ReadonlySet<string>): boolean {
  return dataWidgets(board)
    .filter((widget) => displayed.has(widget.id))
    .every((widget) => {
      const item = items[itemKey(widget.id, itemKindOf(widget))];
      if (!item || item.loading) return false;
      return widget.type === 'controller' || item.error !== undefined || item.frame === undefined || painted.has(widget.id);
    });
}
