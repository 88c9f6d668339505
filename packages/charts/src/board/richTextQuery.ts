import type { WidgetOf } from '@redbi/shared/domain';
import { QuerySpecSchema } from '@redbi/shared/query';
import type { WidgetQueryInput, WidgetQueryResult } from './boardTypes';
import { boardQueryContext } from './queryContext';

/**
 * A rich text widget's values: one row with a column per field, named by its uid — the field's aggregate
 * over the view when it has one, else the first row's value — under the board's controllers and linkages.
 */
export function richTextQuery(input: WidgetQueryInput & { widget: WidgetOf<'richText'> }): WidgetQueryResult {
  const { viewId, fields } = input.widget.config;
  if (!viewId || fields.length === 0) return undefined;
  const context = boardQueryContext(input, viewId);
  if ('error' in context) return context;
  const aggregated = fields.filter((field) => field.aggregate && field.aggregate !== 'NONE');
  const raw = fields.filter((field) => !aggregated.includes(field));
  return {
    viewId,
    spec: QuerySpecSchema.parse({
      viewId,
      columns: raw.map((field) => ({ column: field.column, alias: field.uid })),
      aggregators: aggregated.map((field) => ({ column: field.column, sqlOperator: field.aggregate, alias: field.uid })),
      filters: context.filters,
      params: context.params,
      pageInfo: { pageNo: 1, pageSize: 1, countTotal: false },
    }),
  };
}
