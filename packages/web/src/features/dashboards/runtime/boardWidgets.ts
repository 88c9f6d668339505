import { boardControllers, chartOfWidget, drillHierarchy, widgetNeedsData, type BoardCharts } from '@redbi/charts';
import type { BoardConfig, BoardDataKind, DrillState, Widget, WidgetOf } from '@redbi/shared/domain';

type TabWidget = WidgetOf<'tab'>;

/**
 * What the viewer asks about a board's widgets to plan its data requests: which ask for data and of which
 * kind, which view each reads, which a controller or a linkage touches, and which are on show (not in a
 * tab that is not open). Pure: the runtime and the data hook call these on every moment.
 */

/** A controller asks for its options; every other data widget for its data. */
export const itemKindOf = (widget: Widget): BoardDataKind => (widget.type === 'controller' ? 'options' : 'data');

/** The widgets that ask the batched request for something. */
export const dataWidgets = (board: BoardConfig): Widget[] => board.widgets.filter(widgetNeedsData);

/** The view a data widget's item reads: a chart's (saved or private), a rich text's, a controller's options view. */
export function widgetViewId(widget: Widget, charts: BoardCharts): string | undefined {
  if (widget.type === 'richText') return widget.config.viewId;
  if (widget.type === 'controller') return widget.config.options.source === 'data' ? widget.config.options.viewId : undefined;
  return chartOfWidget(widget, charts)?.viewId;
}

/** The top of a drill: the first level only. */
const TOP_LEVEL: DrillState = { path: [], expand: false };

/**
 * Where a chart widget's drill stands: the viewer's path, else — for a chart that drills — its top level
 * (such a chart shows one level at a time, so its query and its drawing both need the state). Undefined
 * for a chart that does not drill.
 */
export const drillStateOf = (widget: Widget, charts: BoardCharts, drill: Record<string, DrillState>): DrillState | undefined =>
  drill[widget.id] ?? (drillHierarchy(widget, charts).length > 0 ? TOP_LEVEL : undefined);

/** The open tab of a tab widget: the one the viewer chose, else its first. */
export const activeTabOf = (widget: TabWidget, tabs: Record<string, string>): string | undefined => {
  const chosen = tabs[widget.id];
  return chosen !== undefined && widget.config.tabs.some((tab) => tab.id === chosen) ? chosen : widget.config.tabs[0]?.id;
};

/** The ids of the widgets on show: those at the top, and those in the open tab of a tab widget on show. */
export function displayedWidgetIds(board: BoardConfig, tabs: Record<string, string>): Set<string> {
  const byId = new Map(board.widgets.map((widget) => [widget.id, widget]));
  const shown = new Map<string, boolean>();
  const isShown = (widget: Widget, depth = 0): boolean => {
    const known = shown.get(widget.id);
    if (known !== undefined) return known;
    let result = true;
    if (widget.parent) {
      const parent = byId.get(widget.parent.widgetId);
      // A cycle or a dangling parent (checkBoard reports them) shows nothing rather than loop.
      result = parent?.type === 'tab' && depth < board.widgets.length && activeTabOf(parent, tabs) === widget.parent.tabId && isShown(parent, depth + 1);
    }
    shown.set(widget.id, result);
    return result;
  };
  return new Set(board.widgets.filter((widget) => isShown(widget)).map((widget) => widget.id));
}

/** The widgets inside one tab of a tab widget, in board order. */
export const tabChildren = (board: BoardConfig, tabWidgetId: string, tabId: string): Widget[] =>
  board.widgets.filter((widget) => widget.parent?.widgetId === tabWidgetId && widget.parent.tabId === tabId);

/** The widgets at the top of the board (not inside a tab). */
export const topWidgets = (board: BoardConfig): Widget[] => board.widgets.filter((widget) => !widget.parent);

/**
 * The data widgets a change of controller `controllerId` asks again: those reading a view it targets, those
 * reading a view targeted by a controller whose visibility depends on it (it may now show or hide), and the
 * controllers whose options cascade from it.
 */
export function widgetsAffectedByController(board: BoardConfig, charts: BoardCharts, controllerId: string): string[] {
  const controllers = boardControllers(board);
  const touched = controllers.filter((controller) => controller.id === controllerId || controller.config.visibility.controllerId === controllerId);
  const views = new Set(touched.flatMap((controller) => controller.config.targets.map((target) => target.viewId)));
  return dataWidgets(board)
    .filter((widget) => {
      if (widget.type === 'controller') return widget.config.cascadeFrom.includes(controllerId);
      const viewId = widgetViewId(widget, charts);
      return viewId !== undefined && views.has(viewId);
    })
    .map((widget) => widget.id);
}

/** The widgets a chart widget's linkage filters (those that still exist). */
export function linkageTargetIds(board: BoardConfig, sourceWidgetId: string): string[] {
  const source = board.widgets.find((widget) => widget.id === sourceWidgetId);
  if (!source || (source.type !== 'chart' && source.type !== 'privateChart')) return [];
  const ids = new Set(board.widgets.map((widget) => widget.id));
  return source.interactions.linkage.targets.map((target) => target.widgetId).filter((id) => id !== sourceWidgetId && ids.has(id));
}

/** Linkage targets the board no longer has: the spec's 'The linkage chart has been deleted, please reconfigure'. */
export function missingLinkageTargets(board: BoardConfig, sourceWidgetId: string): string[] {
  const source = board.widgets.find((widget) => widget.id === sourceWidgetId);
  if (!source || (source.type !== 'chart' && source.type !== 'privateChart')) return [];
  const ids = new Set(board.widgets.map((widget) => widget.id));
  return source.interactions.linkage.targets.map((target) => target.widgetId).filter((id) => !ids.has(id));
}
