import type { Dataframe } from '@redbi/shared/query';
import { useCallback, useMemo, useState } from 'react';
import { messageOf } from '../../app/errors/reportError';
import { chartDataOf } from './frameData';
import type { ChartDataRequestInput } from '../vizs/vizQueries';
import type { ChartViewProps } from './ChartView';
import type { TablePageHandler, TableSortHandler } from './outputViewProps';

/** The page and order a table chart asks the server for, and the handlers a table changes them by. */
export interface TableRequest {
  request: ChartDataRequestInput;
  onTablePage: TablePageHandler;
  onTableSort: TableSortHandler;
  /** Back to the first page, keeping size and order (the question changed, e.g. a query variable). */
  toFirstPage: () => void;
}

/** The answer to a chart's data query, as a query hook returns it. */
export interface FrameAnswer {
  data: Dataframe | undefined;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** What ChartView draws a saved chart's answer from: its rows, the loading and failure states, and the table's paging. */
export type ChartDrawing = Required<Pick<ChartViewProps, 'loading' | 'onRetry'>> & Pick<ChartViewProps, 'data' | 'error' | 'onTablePage' | 'onTableSort'>;

/** A table starts on the first page in the chart's own order; a new order starts again from the first page. */
export function useTableRequest(): TableRequest {
  const [request, setRequest] = useState<ChartDataRequestInput>({});
  const onTablePage = useCallback<TablePageHandler>((pageNo, pageSize) => setRequest((current) => ({ ...current, pageNo, pageSize })), []);
  const onTableSort = useCallback<TableSortHandler>((uid, order) => setRequest((current) => ({ ...current, pageNo: 1, sort: order ? { uid, order } : undefined })), []);
  const toFirstPage = useCallback(() => setRequest((current) => ({ ...current, pageNo: 1 })), []);
  return { request, onTablePage, onTableSort, toFirstPage };
}

/**
 * A chart's data answer as ChartView's props (spread them next to the chart's config and title): the
 * frame's rows and page, loading while it is asked, the server's message with a retry when it fails, and
 * the table's paging and sorting, which ask the server again (without a table request, a table shows the
 * frame's first page in the chart's own order).
 */
export function useChartDrawing(frame: FrameAnswer, table?: Pick<TableRequest, 'onTablePage' | 'onTableSort'>): ChartDrawing {
  const data = useMemo(() => frame.data && chartDataOf(frame.data), [frame.data]);
  return {
    data,
    loading: frame.isFetching,
    error: frame.error ? messageOf(frame.error) : undefined,
    onRetry: () => void frame.refetch(),
    onTablePage: table?.onTablePage,
    onTableSort: table?.onTableSort,
  };
}
