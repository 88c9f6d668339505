import type { ControllerWidget } from '@redbi/shared/domain';
import { QuerySpecSchema, type QueryFilter } from '@redbi/shared/query';
import type { WidgetQueryInput, WidgetQueryResult } from './boardTypes';
import { controllerFilters } from './controllerFilters';
import { controllerValues } from './controllerValues';

/** The most options a controller lists. */
export const MAX_CONTROLLER_OPTIONS = 1000;

/** The columns of a controller's options frame: the value, its label and (tree facades) its parent levels. */
export const controllerOptionColumns = { value: 'value', label: 'label', parent: (level: number) => `parent_${level}` } as const;

/**
 * A controller's options from data: the distinct values of its value column (with label and parent
 * columns), ordered by their parents from the top level down and then by value (a tree lists its groups in
 * order, and the first 1000 are whole groups rather than a few values of each), at most 1000, narrowed by the
 * controllers it cascades from and by the text the viewer typed (contains, on the value).
 */
export function optionsQuery(input: WidgetQueryInput & { widget: ControllerWidget }): WidgetQueryResult {
  const { options, cascadeFrom } = input.widget.config;
  const { viewId, valueField } = options;
  if (options.source !== 'data' || !viewId || !valueField) return undefined;
  const cascade = controllerFilters(input.board, controllerValues(input.board, input.controllers), viewId, input.now ?? new Date(), cascadeFrom);
  const search = input.item.search?.trim();
  const searchFilter: QueryFilter[] = search ? [{ column: valueField, sqlOperator: 'LIKE', values: [{ value: search }] }] : [];
  return {
    viewId,
    spec: QuerySpecSchema.parse({
      viewId,
      groups: [
        { column: valueField, alias: controllerOptionColumns.value },
        ...(options.labelField ? [{ column: options.labelField, alias: controllerOptionColumns.label }] : []),
        ...options.parentFields.map((column, level) => ({ column, alias: controllerOptionColumns.parent(level) })),
      ],
      filters: [...cascade.filters, ...searchFilter],
      params: cascade.params,
      orders: [...options.parentFields, valueField].map((column) => ({ column, operator: 'ASC' as const })),
      pageInfo: { pageNo: input.item.pageNo, pageSize: Math.min(input.item.pageSize ?? MAX_CONTROLLER_OPTIONS, MAX_CONTROLLER_OPTIONS), countTotal: false },
    }),
  };
}
