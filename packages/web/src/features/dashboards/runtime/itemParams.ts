import type { BoardDataItemInput, DrillState } from '@redbi/shared/domain';

/** What a viewer chose for one widget's item besides the board's state: a table's page and order. */
export interface ItemParams {
  pageNo?: number;
  pageSize?: number;
  sort?: { uid: string; order: 'ASC' | 'DESC' };
}

/** One item of the batched request: the widget, its kind, its paging and order, and its drill path. */
export function boardItem(widgetId: string, kind: BoardDataItemInput['kind'], params: ItemParams = {}, drill?: DrillState): BoardDataItemInput {
  return {
    widgetId,
    kind,
    ...(params.pageNo !== undefined ? { pageNo: params.pageNo } : {}),
    ...(params.pageSize !== undefined ? { pageSize: params.pageSize } : {}),
    ...(params.sort ? { sort: params.sort } : {}),
    ...(drill ? { drill } : {}),
  };
}

/** A moment other than paging (a filter, a linkage, a drill) starts a table at its first page again. */
export const firstPage = (params: ItemParams | undefined): ItemParams => {
  if (!params?.pageNo) return params ?? {};
  const { pageNo: _page, ...rest } = params;
  return rest;
};
