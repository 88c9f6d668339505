import { controllerValues, urlControllerValues, type BoardCharts } from '@redbi/charts';
import type { BoardConfig, BoardDataRequestInput, Widget } from '@redbi/shared/domain';
import { rectOn } from '../layouts/gridRects';
import { initialRuntime } from './boardRuntime';
import { boardRequestBody, shownWidgetIds } from './boardRequest';
import { dataWidgets } from './boardWidgets';
import { AHEAD_PX } from './widgetVisibility';

/** A window at least this wide shows a board on the desktop grid beside the viz tree (so its rows are known). */
export const DESKTOP_WINDOW_WIDTH = 1200;

/** The window the viewer opens in. */
export interface ViewWindow {
  width: number;
  height: number;
}

/**
 * The viewer's first batched request, worked out before the board is drawn (a deep link knows its board early,
 * prefetchFirstData): every data widget on show whose row starts within the window's height from the board's
 * top, plus the distance lazy loading looks ahead — a superset of what the board asks once drawn, since the
 * board sits below the page's header. The board adopts it when it covers what it would ask
 * (primedBoardData.ts), and counts the widgets it asked beyond those as asked. Auto layouts on the desktop grid
 * only (rows of the board's row height and margin; a viewer's grid is static, so each widget sits at its stored
 * row); undefined otherwise, and when there is nothing to ask. Pure.
 */
export function firstViewRequest(board: BoardConfig, charts: BoardCharts, presets: readonly (readonly [string, string])[], view: ViewWindow): BoardDataRequestInput | undefined {
  if (board.layout !== 'auto' || view.width < DESKTOP_WINDOW_WIDTH) return undefined;
  const { rowHeight, margin, padding } = board.settings;
  // A widget in a tab sits in its tab widget's cell.
  const byId = new Map(board.widgets.map((widget) => [widget.id, widget]));
  const cellOf = (widget: Widget): Widget => {
    let cell = widget;
    for (let depth = 0; cell.parent && depth < board.widgets.length; depth += 1) cell = byId.get(cell.parent.widgetId) ?? cell;
    return cell;
  };
  const topOf = (widget: Widget) => padding[1] + rectOn(cellOf(widget), 'desktop').y * (rowHeight + margin[1]);

  const runtime = initialRuntime(board, urlControllerValues(board, presets));
  const shown = shownWidgetIds(board, runtime.state.tabs, controllerValues(board, runtime.state.controllers), 'view');
  const asked = new Set(runtime.moments.flatMap((moment) => moment.widgetIds));
  const due = dataWidgets(board).filter((widget) => asked.has(widget.id) && shown.has(widget.id) && topOf(widget) <= view.height + AHEAD_PX);
  if (due.length === 0) return undefined;
  return boardRequestBody({ due, charts, params: new Map(), state: runtime.state, applied: runtime.applied });
}
