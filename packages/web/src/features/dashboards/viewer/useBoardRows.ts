import type { BoardConfig, LinkageState, PointValue } from '@redbi/shared/domain';
import type { Dataframe, FilterValue } from '@redbi/shared/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/ApiError';
import { shownInPlace } from '../../vizs/vizQueries';
import { dashboardRowsKey } from '../dashboardQueries';
import { useBoardDataSource, type BoardDataSource } from '../runtime/boardDataSource';

export interface BoardRowsRequest {
  orgId: string;
  dashboardId: string;
  widgetId: string;
  /** The clicked point's values by field uid. */
  point: Record<string, PointValue>;
  pageNo: number;
  pageSize: number;
  controllers: Record<string, FilterValue[]>;
  linkage: LinkageState[];
  draft?: BoardConfig;
}

/** One 'rows' item through the board's data route: its frame, or its error as an ApiError. */
async function fetchRows(source: BoardDataSource, { orgId, dashboardId, widgetId, point, pageNo, pageSize, controllers, linkage, draft }: BoardRowsRequest, signal: AbortSignal): Promise<Dataframe> {
  let answer: Dataframe | ApiError | undefined;
  const body = { items: [{ widgetId, kind: 'rows' as const, point, pageNo, pageSize }], controllers, linkage, ...(draft ? { draft } : {}) };
  await source.stream({ orgId, dashboardId, body, signal }, (event) => {
    if (event.type === 'frame') answer = event.frame;
    else if (event.type === 'error') answer = new ApiError({ status: 400, errCode: event.errCode, message: event.message });
  });
  if (answer instanceof ApiError) throw answer;
  if (!answer) throw new Error('The rows were not answered');
  return answer;
}

/**
 * The rows behind a data point (view rows): the same filters as the chart (controllers, linkages) plus the
 * point's values, one page at a time; the previous page stays on screen while the next loads.
 */
export function useBoardRows(request: BoardRowsRequest | undefined) {
  const source = useBoardDataSource();
  return useQuery({
    queryKey: [...dashboardRowsKey(request?.orgId ?? '', request?.dashboardId ?? ''), source.shared ? 'shared' : 'org', request],
    queryFn: ({ signal }) => fetchRows(source, request!, signal),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
    meta: shownInPlace,
  });
}
