import type { BoardCharts } from '@redbi/charts';
import type { BoardConfig } from '@redbi/shared/domain';
import type { FilterValue } from '@redbi/shared/query';
import type { BoardAction, BoardRuntimeState } from '../boardContract';
import { dataWidgets, linkageTargetIds, widgetsAffectedByController } from './boardWidgets';

/**
 * A moment the board asks for data (first paint, a controller change, a linkage click, a drill, a refresh):
 * the widgets it concerns. `seq` grows with each one, so the data hook takes each moment once — also when
 * several actions come in one render (clearing every linkage at once).
 */
export interface BoardMoment {
  seq: number;
  widgetIds: string[];
}

/** The viewer's runtime: what it shows, what queries use, and the moments that ask for data. */
export interface BoardRuntimeModel {
  state: BoardRuntimeState;
  /**
   * The controller values the widgets' data is asked with. In query mode 'auto' every change applies at
   * once; in mode 'button' (and before the first query of a board without an initial query) changes wait
   * for the query button, while the controllers already show them.
   */
  applied: Record<string, FilterValue[]>;
  /** A query has been made: on load (initial query) or by the query button. */
  queried: boolean;
  /** The latest moments, oldest first (a few are kept: the data hook takes those newer than the last it took). */
  moments: BoardMoment[];
}

/** More moments than this between two renders cannot happen from a viewer's clicks. */
const KEPT_MOMENTS = 50;

/** What the reducer reads of the board: the board as shown and the saved charts it embeds. */
export interface BoardRuntimeContext {
  board: BoardConfig;
  charts: BoardCharts;
}

const everyDataWidget = (board: BoardConfig) => dataWidgets(board).map((widget) => widget.id);
const controllerIds = (board: BoardConfig) => dataWidgets(board).filter((widget) => widget.type === 'controller').map((widget) => widget.id);

/** A board's state to start from besides controller presets: what a download's picture carries (render mode). */
export type BoardStart = Pick<BoardRuntimeState, 'linkage' | 'drill'>;

/**
 * The runtime as a board opens: controllers preset (a URL, a jump, a download) and the first paint — every
 * data widget, or only the controllers' options when the board waits for the query button (initialQuery
 * off). `eager` (render mode: a screenshot cannot press the button) always makes the first query; `start`
 * (render mode too) the linkage and drill a download was asked with.
 */
export function initialRuntime(board: BoardConfig, presets: Record<string, FilterValue[]> = {}, eager = false, start?: BoardStart): BoardRuntimeModel {
  const queried = eager || board.settings.initialQuery;
  return {
    state: { controllers: presets, linkage: start?.linkage ?? [], drill: start?.drill ?? {}, tabs: {} },
    applied: presets,
    queried,
    moments: [{ seq: 1, widgetIds: queried ? everyDataWidget(board) : controllerIds(board) }],
  };
}

/** The model's moments with one more, asking for `widgetIds`. */
function ask(model: BoardRuntimeModel, widgetIds: string[]): BoardMoment[] {
  const seq = (model.moments.at(-1)?.seq ?? 0) + 1;
  return [...model.moments.slice(-(KEPT_MOMENTS - 1)), { seq, widgetIds }];
}

/** The state changes of each action, and the widgets whose data the change asks again. */
export function reduceBoardRuntime(context: BoardRuntimeContext, model: BoardRuntimeModel, action: BoardAction): BoardRuntimeModel {
  const { board, charts } = context;
  const { state } = model;
  switch (action.type) {
    case 'setController': {
      const controllers = { ...state.controllers, [action.widgetId]: action.values };
      const affected = widgetsAffectedByController(board, charts, action.widgetId);
      const waits = board.settings.queryMode === 'button' || !model.queried;
      // Waiting for the query button: only the options that cascade from this controller follow at once.
      const widgetIds = waits ? affected.filter((id) => board.widgets.find((widget) => widget.id === id)?.type === 'controller') : affected;
      return { ...model, state: { ...state, controllers }, applied: waits ? model.applied : controllers, moments: ask(model, widgetIds) };
    }
    case 'query':
      return { ...model, applied: state.controllers, queried: true, moments: ask(model, everyDataWidget(board)) };
    case 'reset':
      // Back to every controller's defaults, applied at once (the reset button is a query of its own).
      return { ...model, state: { ...state, controllers: {} }, applied: {}, queried: true, moments: ask(model, everyDataWidget(board)) };
    case 'setTab':
      // Widgets of the newly open tab that were never asked are asked when they come on screen.
      return { ...model, state: { ...state, tabs: { ...state.tabs, [action.widgetId]: action.tabId } } };
    case 'linkage': {
      const linkage = [...state.linkage.filter((each) => each.sourceWidgetId !== action.linkage.sourceWidgetId), action.linkage];
      return { ...model, state: { ...state, linkage }, moments: ask(model, linkageTargetIds(board, action.linkage.sourceWidgetId)) };
    }
    case 'removeLinkage': {
      const linkage = state.linkage.filter((each) => each.sourceWidgetId !== action.sourceWidgetId);
      return { ...model, state: { ...state, linkage }, moments: ask(model, linkageTargetIds(board, action.sourceWidgetId)) };
    }
    case 'drill': {
      const { [action.widgetId]: _previous, ...others } = state.drill;
      const drill = action.drill && action.drill.path.length > 0 ? { ...others, [action.widgetId]: action.drill } : others;
      return { ...model, state: { ...state, drill }, moments: ask(model, [action.widgetId]) };
    }
    case 'refresh':
      return { ...model, moments: ask(model, action.widgetIds ?? everyDataWidget(board)) };
  }
}
