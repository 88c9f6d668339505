import { boardReferences, chartOfWidget } from '@redbi/charts';
import { facadeOperators, type BoardChart, type BoardConfig, type ControllerConfig, type ControllerFacade, type ControllerTarget, type View } from '@redbi/shared/domain';
import { controllerFacadeInfo } from '../controllerFacades';

/**
 * Pure edits of a controller's config made by the config panel, kept out of the components so that the
 * rules (allowed operators, which defaults survive a change of facade) are tested on their own.
 */

/**
 * Another facade: the operator stays when the new facade allows it, else becomes its first (default) one;
 * defaults stay only when the value has the same shape (one / many / a range, of the same type); a second
 * (end) variable only makes sense for a range.
 */
export function withFacade(config: ControllerConfig, facade: ControllerFacade): ControllerConfig {
  const before = controllerFacadeInfo[config.facade];
  const after = controllerFacadeInfo[facade];
  const allowed = facadeOperators[facade];
  const operator = allowed.includes(config.operator) ? config.operator : allowed[0]!;
  const sameShape = before.multiple === after.multiple && before.range === after.range && before.valueType === after.valueType && before.relativeDefaults === after.relativeDefaults;
  const targets = after.range ? config.targets : config.targets.map(({ endName: _end, ...target }) => target);
  return { ...config, facade, operator, defaults: sameShape ? config.defaults : [], targets };
}

/** The controller's target in a view: set (replacing the one it had there), or removed (undefined). */
export function withTarget(config: ControllerConfig, viewId: string, target: Omit<ControllerTarget, 'viewId'> | undefined): ControllerConfig {
  const at = config.targets.findIndex((existing) => existing.viewId === viewId);
  if (!target) return { ...config, targets: config.targets.filter((existing) => existing.viewId !== viewId) };
  const next: ControllerTarget = { viewId, ...target };
  return { ...config, targets: at < 0 ? [...config.targets, next] : config.targets.map((existing, index) => (index === at ? next : existing)) };
}

/** The views the board's other widgets read (saved charts' included): those a controller is first offered to filter. */
export function boardViewIds(board: BoardConfig, charts: Record<string, BoardChart>, exceptWidgetId: string): string[] {
  const others = { ...board, widgets: board.widgets.filter((widget) => widget.id !== exceptWidgetId) };
  const ids = new Set<string>();
  for (const widget of others.widgets) {
    const chart = chartOfWidget(widget, charts);
    if (chart) ids.add(chart.viewId);
  }
  for (const viewId of boardReferences(others).viewIds) ids.add(viewId);
  return [...ids];
}

/** What a controller can be associated with in a view: its fields (columns, then computed fields) and its query variables. */
export function viewTargets(view: Pick<View, 'model' | 'variables'>): { fields: string[]; variables: string[] } {
  return {
    fields: [...view.model.columns.map((column) => column.name), ...view.model.computedFields.map((field) => field.name)],
    variables: view.variables.filter((variable) => variable.type === 'query').map((variable) => variable.name),
  };
}

/** One entry of a list moved up (-1) or down (+1); unchanged at the ends. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
