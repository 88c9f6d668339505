import type { QueryFilter } from '@redbi/shared/query';
import type { BoardQueryError, WidgetQueryInput } from './boardTypes';
import { controllerFilters } from './controllerFilters';
import { controllerValues } from './controllerValues';
import { linkageQuery } from './linkageFilters';

/** What the board adds to any query of the widget's view: controller and linkage filters and variable values. */
export interface BoardQueryContext {
  filters: QueryFilter[];
  params: Record<string, string[]>;
}

export const linkedChartDeleted: BoardQueryError = { errCode: 'LINKED_CHART_DELETED', messageKey: 'errors.linkedChartDeleted' };

/**
 * The board's part of a query of `viewId` for `input.widget`: its controllers' filters (visible ones that
 * target the view), then the active linkages that point at the widget. A required controller without a
 * value stops the query with CONTROLLER_REQUIRED.
 */
export function boardQueryContext(input: WidgetQueryInput, viewId: string): BoardQueryContext | { error: BoardQueryError } {
  const values = controllerValues(input.board, input.controllers);
  const controlled = controllerFilters(input.board, values, viewId, input.now ?? new Date());
  if (controlled.missingRequired !== undefined) {
    return { error: { errCode: 'CONTROLLER_REQUIRED', messageKey: 'errors.controllerRequired', params: { name: controlled.missingRequired } } };
  }
  const linked = linkageQuery(input.board, input.linkage, input.widget, input.charts);
  return { filters: [...controlled.filters, ...linked.filters], params: { ...controlled.params, ...linked.params } };
}
