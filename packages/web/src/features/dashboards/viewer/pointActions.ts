import { drillHierarchy, type BoardCharts } from '@redbi/charts';
import type { DrillState, PointValue, Widget } from '@redbi/shared/domain';
import type { BoardRuntimeState } from '../boardContract';

/** What a click on a chart widget's data point can do (the context menu lists them in this order). */
export const pointActionKeys = ['drillDown', 'drillUp', 'expand', 'linkage', 'jump', 'viewRows'] as const;
export type PointAction = (typeof pointActionKeys)[number];

const depthOf = (state: BoardRuntimeState, widgetId: string) => state.drill[widgetId]?.path.length ?? 0;

/** Each action's condition, from the widget's interactions and where its drill stands. */
const offeredWhen: Record<PointAction, (widget: Widget, charts: BoardCharts, state: BoardRuntimeState) => boolean> = {
  drillDown: (widget, charts, state) => depthOf(state, widget.id) < drillHierarchy(widget, charts).length - 1,
  drillUp: (widget, charts, state) => depthOf(state, widget.id) > 0 && drillHierarchy(widget, charts).length > 0,
  expand: (widget, charts, state) => depthOf(state, widget.id) < drillHierarchy(widget, charts).length - 1,
  linkage: (widget) => (widget.type === 'chart' || widget.type === 'privateChart') && widget.interactions.linkage.enabled && widget.interactions.linkage.targets.length > 0,
  jump: (widget) => (widget.type === 'chart' || widget.type === 'privateChart') && widget.interactions.jump.enabled,
  viewRows: (widget) => (widget.type === 'chart' || widget.type === 'privateChart') && widget.interactions.viewRows.enabled,
};

/** The actions a data point of this widget offers now, in menu order. */
export const pointActionsOf = (widget: Widget, charts: BoardCharts, state: BoardRuntimeState): PointAction[] =>
  pointActionKeys.filter((action) => offeredWhen[action](widget, charts, state));

/** A left click's action: drill down while there is a level below, else jump, else linkage (datart's order). */
export function defaultPointAction(actions: readonly PointAction[]): PointAction | undefined {
  return (['drillDown', 'jump', 'linkage'] as const).find((action) => actions.includes(action));
}

/**
 * The drill state one step down from a clicked point: the value of the level shown now joins the path
 * (`expand`: the levels above stay on show beside the next). Undefined when the point lacks that value.
 */
export function drillDownFrom(widget: Widget, charts: BoardCharts, state: BoardRuntimeState, values: Record<string, PointValue>, expand: boolean): DrillState | undefined {
  const levels = drillHierarchy(widget, charts);
  const path = state.drill[widget.id]?.path ?? [];
  const shown = levels[path.length];
  if (!shown || !(shown.uid in values)) return undefined;
  return { path: [...path, values[shown.uid]!], expand };
}

/** One step up: the last value leaves the path (undefined at the top: the chart is no longer drilled). */
export function drillUpFrom(state: BoardRuntimeState, widgetId: string): DrillState | undefined {
  const drill = state.drill[widgetId];
  if (!drill || drill.path.length <= 1) return undefined;
  return { ...drill, path: drill.path.slice(0, -1) };
}
