import { viewRoutes } from '@redbi/shared/api';
import type { ComputedField } from '@redbi/shared/domain';
import type { QuerySpecInput } from '@redbi/shared/query';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api/apiClient';
import { executeView, viewKey } from '../views/viewQueries';

/* The workbench shows a failed load in place (the view's, a query's): no toast. */
const shownInPlace = { silent: true } as const;

/** GET …/views/:viewId once a view is chosen: its model, settings (the expensive flag) and variables. */
export const useWorkbenchView = (orgId: string, viewId: string | null) =>
  useQuery({
    queryKey: viewKey(orgId, viewId ?? ''),
    queryFn: () => api(viewRoutes.get, { params: { orgId, viewId: viewId! } }),
    enabled: viewId !== null,
    meta: shownInPlace,
  });

/** Distinct values are read a page at a time (the list filter and the custom order load more on demand). */
export const DISTINCT_PAGE_SIZE = 50;

export interface DistinctValuesRequest {
  viewId: string;
  column: string;
  /** The chart's computed fields (the field may be one of them). */
  computedFields: readonly ComputedField[];
  variables: Record<string, string[]>;
  /** Only values containing it (LIKE). */
  keyword: string;
}

/** A QuerySpec grouped on the field, values containing the keyword, in order, one page. */
export function distinctValuesSpec(request: DistinctValuesRequest, pageNo: number): QuerySpecInput {
  const keyword = request.keyword.trim();
  return {
    viewId: request.viewId,
    groups: [{ column: request.column, alias: 'value' }],
    filters: keyword === '' ? [] : [{ column: request.column, sqlOperator: 'LIKE', values: [{ value: keyword }] }],
    orders: [{ column: request.column, operator: 'ASC' }],
    functionColumns: request.computedFields.map((field) => ({ alias: field.name, snippet: field.expression })),
    params: request.variables,
    pageInfo: { pageNo, pageSize: DISTINCT_PAGE_SIZE, countTotal: false },
  };
}

/** The values of a field as text (null stays null: "no value" is a value one may filter on). */
const valuesOf = (rows: readonly (readonly unknown[])[]): (string | null)[] => rows.map(([value]) => (value === null || value === undefined ? null : String(value)));

/** POST /data-provider/execute for a field's distinct values, paged, searched by keyword. */
export const useDistinctValues = (request: DistinctValuesRequest, enabled = true) =>
  useInfiniteQuery({
    queryKey: ['workbench', 'distinct', request],
    queryFn: async ({ pageParam, signal }) => valuesOf((await executeView(distinctValuesSpec(request, pageParam), signal)).rows),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, pageNo) => (last.length === DISTINCT_PAGE_SIZE ? pageNo + 1 : undefined),
    enabled,
    meta: shownInPlace,
  });
