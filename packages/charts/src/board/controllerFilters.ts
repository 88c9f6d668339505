import type { BoardConfig, ControllerTarget } from '@redbi/shared/domain';
import { formatTimestamp, resolveRecommendedRange, resolveRelativeTime, type FilterOperator, type FilterValue, type QueryFilter } from '@redbi/shared/query';
import type { ControllerFilterResult } from './boardTypes';
import { boardControllers, isControllerVisible } from './controllerValues';

const rangeOperators = new Set<FilterOperator>(['BETWEEN', 'NOT_BETWEEN']);
const listOperators = new Set<FilterOperator>(['IN', 'NOT_IN']);
const nullOperators = new Set<FilterOperator>(['IS_NULL', 'NOT_NULL']);

/** A value the viewer actually gave: not a cleared one ('' or null). */
const isGiven = (value: FilterValue) => !('value' in value) || (value.value !== null && value.value !== '');

/**
 * The values a controller's operator takes: a range two ends (or one recommended range standing for both),
 * a list all of them, any other operator the first. Undefined when the controller has no usable value.
 */
export function operatorValues(operator: FilterOperator, values: readonly FilterValue[]): FilterValue[] | undefined {
  const given = values.filter(isGiven);
  if (nullOperators.has(operator)) return [];
  if (rangeOperators.has(operator)) {
    const [first, second] = given;
    if (first && 'recommend' in first) return [first];
    return first && second ? [first, second] : undefined;
  }
  if (given.length === 0) return undefined;
  return listOperators.has(operator) ? given : given.slice(0, 1);
}

/** A value as a query variable takes it: relative times and recommended ranges resolved from `now` (one or two strings). */
function variableTexts(value: FilterValue, now: Date): string[] {
  if ('relative' in value) return [formatTimestamp(resolveRelativeTime(value.relative, now))];
  if ('recommend' in value) return resolveRecommendedRange(value.recommend, now).map(formatTimestamp);
  return [String(value.value)];
}

/** A range's start goes to the variable, its end to `endName` (when the target names one). */
function variableParams(target: ControllerTarget, operator: FilterOperator, values: FilterValue[], now: Date): Record<string, string[]> {
  const texts = values.flatMap((value) => variableTexts(value, now));
  if (rangeOperators.has(operator) && target.endName) return { [target.name]: texts.slice(0, 1), [target.endName]: texts.slice(1, 2) };
  return { [target.name]: texts };
}

const fieldFilter = (target: ControllerTarget, operator: FilterOperator, values: FilterValue[]): QueryFilter => ({ column: target.name, sqlOperator: operator, values });

/**
 * What the board's controllers add to a query of `viewId`: a filter per visible controller that targets a
 * column of the view, and the values of the variables they target. Relative times and recommended ranges
 * stay as they are in filters (the query compiler resolves them); variables take them resolved from `now`.
 * A visible required controller without a value sets `missingRequired` (the query must not run).
 * `values` are the board's resolved values (controllerValues); `controllerIds` limits the controllers asked
 * (a cascading controller's options follow only the controllers it cascades from).
 */
export function controllerFilters(board: BoardConfig, values: Record<string, FilterValue[]>, viewId: string, now: Date = new Date(), controllerIds?: readonly string[]): ControllerFilterResult {
  const result: ControllerFilterResult = { filters: [], params: {} };
  for (const controller of boardControllers(board)) {
    if (controllerIds && !controllerIds.includes(controller.id)) continue;
    const targets = controller.config.targets.filter((target) => target.viewId === viewId);
    if (targets.length === 0 || !isControllerVisible(board, controller.id, values)) continue;
    const { operator, required } = controller.config;
    const given = operatorValues(operator, values[controller.id] ?? controller.config.defaults);
    if (!given) {
      if (required && result.missingRequired === undefined) result.missingRequired = controller.name;
      continue;
    }
    for (const target of targets) {
      if (target.kind === 'variable') Object.assign(result.params, variableParams(target, operator, given, now));
      else result.filters.push(fieldFilter(target, operator, given));
    }
  }
  return result;
}
