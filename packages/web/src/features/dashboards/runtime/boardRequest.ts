import { controllerValues, isControllerVisible, urlControllerValues, type BoardCharts } from '@redbi/charts';
import type { BoardConfig, BoardDataRequestInput, Widget } from '@redbi/shared/domain';
import type { FilterValue } from '@redbi/shared/query';
import type { BoardMode, BoardRuntimeState } from '../boardContract';
import type { RenderStart } from './useBoardRuntime';
import { initialRuntime } from './boardRuntime';
import { dataWidgets, displayedWidgetIds, drillStateOf, itemKindOf } from './boardWidgets';
import { boardItem, type ItemParams } from './itemParams';

/**
 * The body of a board's batched data request, built the same way wherever it is sent from: the data hook of
 * a board on screen, and render mode's first request, which leaves as soon as the board's config is known
 * (primedBoardData.ts) and is adopted by the data hook only when its body is exactly the one the hook would
 * send. Pure.
 */

/**
 * The widgets on show: those not in a closed tab and — for viewers — not a controller hidden by its
 * visibility rule (it draws nothing and so asks for no options).
 */
export function shownWidgetIds(board: BoardConfig, tabs: Record<string, string>, values: Record<string, FilterValue[]>, mode: BoardMode): Set<string> {
  const ids = displayedWidgetIds(board, tabs);
  if (mode !== 'edit') board.widgets.filter((widget) => widget.type === 'controller' && !isControllerVisible(board, widget.id, values)).forEach((widget) => ids.delete(widget.id));
  return ids;
}

export interface BoardRequestInput {
  /** The widgets asked, in board order. */
  due: readonly Widget[];
  charts: BoardCharts;
  /** A table's page and order, by widget id. */
  params: ReadonlyMap<string, ItemParams>;
  state: BoardRuntimeState;
  /** The controller values data is asked with (the runtime's `applied`). */
  applied: Record<string, FilterValue[]>;
  draft?: BoardConfig;
}

/**
 * One request's body. Options follow what the controllers show; data follows the applied values (they differ
 * only while a board in query-button mode waits for the button, when only cascading options are asked).
 */
export function boardRequestBody({ due, charts, params, state, applied, draft }: BoardRequestInput): BoardDataRequestInput {
  const kinds = due.map(itemKindOf);
  const optionsOnly = kinds.every((kind) => kind === 'options');
  return {
    items: due.map((widget, index) => boardItem(widget.id, kinds[index], params.get(widget.id), drillStateOf(widget, charts, state.drill))),
    controllers: optionsOnly ? state.controllers : applied,
    linkage: state.linkage,
    ...(draft ? { draft } : {}),
  };
}

/**
 * Render mode's first request, known from the stored board and the URL's presets alone: every data widget on
 * show (render mode asks all at once, also on a board that waits for the query button), at its first page,
 * with the controllers preset by name. Undefined when the board has nothing to ask.
 */
export function firstRenderRequest(board: BoardConfig, charts: BoardCharts, presets: readonly (readonly [string, string])[], start?: RenderStart): BoardDataRequestInput | undefined {
  const runtime = initialRuntime(board, { ...urlControllerValues(board, presets), ...start?.controllers }, true, start);
  const shown = shownWidgetIds(board, runtime.state.tabs, controllerValues(board, runtime.state.controllers), 'render');
  const asked = new Set(runtime.moments.flatMap((moment) => moment.widgetIds));
  const due = dataWidgets(board).filter((widget) => asked.has(widget.id) && shown.has(widget.id));
  if (due.length === 0) return undefined;
  return boardRequestBody({ due, charts, params: new Map(), state: runtime.state, applied: runtime.applied });
}
