import type { BoardDataItemInput, DrillState } from '@redbi/shared/domain';

/**
 * What a viewer chose for one widget's item besides the board's state: a table's page and order, the text
 * typed in a controller whose options come from data.
 */
export interface ItemParams {
  pageNo?: number;
  pageSize?: number;
  sort?: { uid: string; order: 'ASC' | 'DESC' };
  search?: string;
}

/** The longest search the request takes (BoardDataItemSchema): a longer text is cut rather than refused. */
const MAX_SEARCH_LENGTH = 255;

/**
 * One item of the batched request: the widget, its kind, its paging and order, its drill path, and (options
 * only) the typed search, trimmed, left out while empty.
 */
export function boardItem(widgetId: string, kind: BoardDataItemInput['kind'], params: ItemParams = {}, drill?: DrillState): BoardDataItemInput {
  const search = kind === 'options' ? params.search?.trim().slice(0, MAX_SEARCH_LENGTH) : undefined;
  return {
    widgetId,
    kind,
    ...(params.pageNo !== undefined ? { pageNo: params.pageNo } : {}),
    ...(params.pageSize !== undefined ? { pageSize: params.pageSize } : {}),
    ...(params.sort ? { sort: params.sort } : {}),
    ...(drill ? { drill } : {}),
    ...(search ? { search } : {}),
  };
}

/**
 * A moment other than paging (a filter, a linkage, a drill) starts a table at its first page again; a
 * controller keeps the text typed in it (its cascade narrows what that text finds).
 */
export const firstPage = (params: ItemParams | undefined): ItemParams => {
  if (!params?.pageNo) return params ?? {};
  const { pageNo: _page, ...rest } = params;
  return rest;
};
