import { widgetQuery } from '@redbi/charts';
import type { BoardDataEvent, BoardDataItem, BoardDataRequest, BoardTiming } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { Dataframe, QuerySpec } from '@redbi/shared/query';
import type { QueryOptions, QueryService } from '../query/queryService';
import type { ServiceContext } from '../serviceContext';
import { callerReader, type DataReader } from '../views/dataReader';
import type { QueryableView } from '../views/queryableView';
import type { ViewService } from '../views/viewService';
import type { DashboardAccess, LoadedDashboard } from './dashboardAccess';
import { SharedRuns, SourceSlots, sourceConcurrency } from './boardDataRun';
import { inFinishingOrder } from './boardDataStream';

export interface BoardDataDeps {
  dashboards: Pick<DashboardAccess, 'viewable' | 'draftFor'>;
  views: Pick<ViewService, 'queryableFor'>;
  query: Pick<QueryService, 'executeForChart'>;
}

export interface BoardDataOptions extends Omit<QueryOptions, 'signal'> {
  /** Aborts when the HTTP client has gone away: every query of the board stops. */
  signal?: AbortSignal;
  /** An item's failure as its caller reads it: a stable code and a message in their language (the HTTP layer's). */
  describeError(error: unknown): { errCode: string; message: string };
}

/** One distinct query's answer and the time it took in the runner (0 when another item's run answered). */
interface QueryRun {
  frame: Dataframe;
  queryMs: number;
}

type ItemEvent = Exclude<BoardDataEvent, { type: 'done' }>;

/** An extra query's answer as it is carried: its own frame, nothing nested. */
const withoutExtras = ({ extras: _extras, ...frame }: Dataframe): Dataframe => frame;

const emptyFrame = (item: BoardDataItem): Dataframe => ({ columns: [], rows: [], pageInfo: { pageNo: item.pageNo, pageSize: item.pageSize ?? 0 }, cached: false });

/**
 * The one batched data request of a board (ARCHITECTURE §4.11): every item's query is built on the server
 * from the stored board (or the editor's draft, Manage) and the viewer's state — never taken from the
 * caller — and run as the caller: View on the dashboard is enough, their row permissions (failing closed) and
 * column permissions of each view still apply, through the one runner with its cache. Identical queries run
 * once; at most the source's pool size run on a source at once; each answer is given as it finishes. A
 * chart's extra queries (widgetQuery's `extras`: a score card's previous period and sparkline) run the same
 * way and come with its answer, in `frame.extras`.
 */
export function createBoardDataService(ctx: ServiceContext, { dashboards, views, query }: BoardDataDeps) {
  return {
    /**
     * Loads and authorizes the board (errors here are the request's: 404, 403), then starts every item and
     * answers their events in the order they finish, then `done`. An item's failure is its own error event.
     */
    async open(orgId: string, userId: string, dashboardId: string, request: BoardDataRequest, options: BoardDataOptions): Promise<AsyncIterable<BoardDataEvent>> {
      const started = performance.now();
      const dashboard = request.draft ? await dashboards.draftFor(orgId, userId, dashboardId, request.draft) : await dashboards.viewable(orgId, userId, dashboardId);
      return stream(dashboard, request, callerReader(views, orgId, userId), options, started);
    },

    /**
     * The same for a board already loaded and authorized by the caller of this function (a share), its
     * queries run as `reader`. The request's draft, if any, is ignored: the loaded board is what is read.
     */
    stream: (dashboard: LoadedDashboard, request: BoardDataRequest, reader: DataReader, options: BoardDataOptions): AsyncIterable<BoardDataEvent> =>
      stream(dashboard, request, reader, options, performance.now()),
  };

  function stream(dashboard: LoadedDashboard, request: BoardDataRequest, reader: DataReader, options: BoardDataOptions, started: number): AsyncIterable<BoardDataEvent> {
    const { userId } = reader;
    const { signal, user, describeError } = options;
    const queryOptions: QueryOptions = { ...(signal ? { signal } : {}), ...(user ? { user } : {}) };
    const resolvedViews = new Map<string, Promise<QueryableView>>();
    const slots = new SourceSlots();
    const runs = new SharedRuns<QueryRun>();

    const viewOf = (viewId: string): Promise<QueryableView> => {
      let view = resolvedViews.get(viewId);
      if (!view) resolvedViews.set(viewId, (view = reader.view(viewId)));
      return view;
    };

    const execute = async (viewId: string, spec: QuerySpec): Promise<QueryRun> => {
      const view = await viewOf(viewId);
      return slots.run(view.source.id, sourceConcurrency(view.source), signal, async () => {
        const begun = performance.now();
        const frame = await query.executeForChart(view, userId, spec, queryOptions);
        return { frame, queryMs: frame.cached ? 0 : performance.now() - begun };
      });
    };

    const frameEvent = (item: BoardDataItem, frame: Dataframe, timing: Omit<BoardTiming, 'elapsedMs' | 'rows'>): ItemEvent => ({
      type: 'frame',
      widgetId: item.widgetId,
      kind: item.kind,
      frame,
      timing: { elapsedMs: performance.now() - started, rows: frame.rows.length, ...timing },
    });

    const answer = async (item: BoardDataItem): Promise<ItemEvent> => {
      const asked = queryOf(dashboard, request, item, ctx.now());
      if (!asked) return frameEvent(item, emptyFrame(item), { queryMs: 0, cached: false, shared: false });
      const runOf = (spec: QuerySpec) => runs.run(JSON.stringify([asked.viewId, spec]), () => execute(asked.viewId, spec));
      const { result, shared } = runOf(asked.spec);
      // A chart's extra queries run beside its main one, as it does: same view, caller and permissions.
      const extraRuns = Object.entries(asked.extras ?? {}).map(([name, spec]) => [name, runOf(spec).result] as const);
      const { frame, queryMs } = await result;
      if (extraRuns.length === 0) return frameEvent(item, frame, { queryMs: shared ? 0 : queryMs, cached: frame.cached, shared });
      const extras = Object.fromEntries(await Promise.all(extraRuns.map(async ([name, run]) => [name, withoutExtras((await run).frame)] as const)));
      return frameEvent(item, { ...frame, extras }, { queryMs: shared ? 0 : queryMs, cached: frame.cached, shared });
    };

    const tasks = request.items.map((item) =>
      answer(item).catch((error: unknown): ItemEvent => ({ type: 'error', widgetId: item.widgetId, kind: item.kind, ...describeError(error) })),
    );
    return (async function* () {
      yield* inFinishingOrder(tasks);
      yield { type: 'done', totalMs: performance.now() - started, queries: runs.count, items: request.items.length };
    })();
  }
}

/** The item's query from the board and the viewer's state; its widget must be on the board. Undefined: nothing to ask. */
function queryOf(dashboard: LoadedDashboard, request: BoardDataRequest, item: BoardDataItem, now: Date): { viewId: string; spec: QuerySpec; extras?: Record<string, QuerySpec> } | undefined {
  const { board, charts } = dashboard;
  const widget = board.widgets.find((candidate) => candidate.id === item.widgetId);
  if (!widget) throw new AppError('VALIDATION', { messageKey: 'validation.widgetUnknown', params: { id: item.widgetId } });
  const asked = widgetQuery({ board, widget, item, charts, controllers: request.controllers, linkage: request.linkage, now });
  if (asked && 'error' in asked) throw new AppError(asked.error.errCode, { messageKey: asked.error.messageKey, ...(asked.error.params ? { params: asked.error.params } : {}) });
  return asked;
}

export type BoardDataService = ReturnType<typeof createBoardDataService>;
