import { buildChartQuery, chartExtraQueries, type ChartData, type ChartDefinition } from '@redbi/charts';
import type { ChartConfig } from '@redbi/shared/domain';
import { QuerySpecSchema, type Dataframe, type QuerySpec, type QuerySpecInput } from '@redbi/shared/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { chartDataOf } from '../charts/frameData';
import { executeView } from '../views/viewQueries';
import { useDebouncedValue } from './useDebouncedValue';

/** How long the workbench waits after a change before it runs the chart's query. */
export const AUTO_RUN_DELAY_MS = 400;

interface WorkbenchQueryOptions {
  definition: ChartDefinition | undefined;
  config: ChartConfig;
  viewId: string | null;
  /** The view is flagged expensive: it runs only when asked (Run, Ctrl/Meta+Enter). */
  expensive: boolean;
}

/** A table's page, asked by the chart (server paging). */
interface TablePage {
  pageNo: number;
  pageSize: number;
}

/** The main query and the chart's extra queries at once; their answers ride on the main frame. */
async function executeWithExtras([main, extras]: [QuerySpecInput, Record<string, QuerySpec>], signal: AbortSignal): Promise<Dataframe> {
  const named = Object.entries(extras);
  const [frame, ...extraFrames] = await Promise.all([executeView(main, signal), ...named.map(([, extra]) => executeView(extra, signal))]);
  return named.length === 0 ? frame! : { ...frame!, extras: Object.fromEntries(named.map(([name], index) => [name, extraFrames[index]!])) };
}

/**
 * Runs the UNSAVED config: buildChartQuery → POST /data-provider/execute with the generated SQL asked for.
 * It runs by itself a moment after each change, unless the view is expensive; `run` runs now. The rows come
 * with the config they were asked with, so the chart never draws new fields over old rows.
 */
export function useWorkbenchQuery({ definition, config, viewId, expensive }: WorkbenchQueryOptions) {
  const spec = useMemo(() => (definition && viewId ? buildChartQuery(definition, config, viewId) : undefined), [definition, config, viewId]);
  const specKey = spec ? JSON.stringify(spec) : undefined;
  const [page, setPage] = useState<TablePage & { specKey?: string }>();
  const request = useMemo<QuerySpecInput | undefined>(() => {
    if (!spec) return undefined;
    const paged = page && page.specKey === specKey ? { ...spec, pageInfo: { ...spec.pageInfo, pageNo: page.pageNo, pageSize: page.pageSize, countTotal: true } } : spec;
    return { ...paged, script: true };
  }, [spec, specKey, page]);
  // The chart's extra queries (a score card's comparison, its sparkline) run with it, through the same endpoint.
  const extras = useMemo(() => (definition && spec ? chartExtraQueries(definition, config, QuerySpecSchema.parse(spec)) : {}), [definition, config, spec]);
  const requestKey = request ? JSON.stringify([request, extras]) : undefined;

  const settledKey = useDebouncedValue(requestKey, AUTO_RUN_DELAY_MS);
  const [askedKey, setAskedKey] = useState<string>();
  // Asked to run now (Run, Ctrl/Meta+Enter): at once; else, unless expensive, what has settled.
  const targetKey = expensive || askedKey === requestKey ? askedKey : settledKey;

  // The config each request was made for, to draw its rows with.
  const configs = useRef(new Map<string, ChartConfig>());
  if (requestKey) configs.current.set(requestKey, config);

  const query = useQuery({
    queryKey: ['workbench', 'execute', targetKey],
    queryFn: ({ signal }) => executeWithExtras(JSON.parse(targetKey!) as [QuerySpecInput, Record<string, QuerySpec>], signal),
    enabled: targetKey !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });

  // While a new request runs the last rows stay: they are drawn with the config they were asked with.
  const dataKey = useRef<string>(undefined);
  if (query.data && !query.isPlaceholderData) dataKey.current = targetKey;
  const shownKey = query.data ? dataKey.current : undefined;
  // With no field placed there is nothing to draw from.
  const frame = requestKey === undefined ? undefined : query.data;
  const data = useMemo<ChartData | undefined>(
    () => frame && chartDataOf(frame),
    [frame],
  );

  const run = () => {
    if (!requestKey) return;
    if (targetKey === requestKey) void query.refetch();
    setAskedKey(requestKey);
  };
  return {
    /** The rows to draw, and the config to draw them with (the current one when the rows are for it). */
    data,
    drawnConfig: !shownKey || shownKey === requestKey ? config : (configs.current.get(shownKey) ?? config),
    frame,
    error: query.error,
    /** A query is running. */
    running: query.isFetching,
    /** The chart is about to change: running, or about to run by itself. */
    loading: query.isFetching || (!expensive && requestKey !== undefined && targetKey !== requestKey),
    /** Nothing has run yet because the view is expensive. */
    waiting: expensive && targetKey === undefined && requestKey !== undefined,
    /** The chart shown is for an older config of an expensive view, which waits for Run. */
    stale: expensive && targetKey !== requestKey,
    canRun: requestKey !== undefined,
    run,
    retry: () => void query.refetch(),
    onTablePage: (pageNo: number, pageSize: number) => setPage({ pageNo, pageSize, specKey }),
  };
}
