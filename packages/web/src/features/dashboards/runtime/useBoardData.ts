import type { BoardConfig, BoardDataEvent } from '@redbi/shared/domain';
import type { BoardCharts } from '@redbi/charts';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { isApiError } from '../../../api/ApiError';
import { messageOf } from '../../../app/errors/reportError';
import type { BoardMode, WidgetData } from '../boardContract';
import { refreshesItself } from './autoRefresh';
import { emptyBoardData, itemKey, reduceBoardData, type BoardLoad } from './boardData';
import { useBoardDataSource } from './boardDataSource';
import type { BoardRuntimeModel } from './boardRuntime';
import { boardRequestBody } from './boardRequest';
import { dataWidgets, itemKindOf } from './boardWidgets';
import { firstPage, type ItemParams } from './itemParams';
import { adoptPrimedBoardData } from './primedBoardData';
import { useAutoRefresh } from './useAutoRefresh';
import { useChangedWidgets } from './useChangedWidgets';
import type { WidgetVisibility } from './widgetVisibility';

/** Asks made within this time (a moment, then the widgets it brings on screen) go out as one request. */
const GATHER_MS = 16;

export interface BoardDataOptions {
  orgId: string;
  dashboardId: string;
  board: BoardConfig;
  charts: BoardCharts;
  runtime: BoardRuntimeModel;
  mode: BoardMode;
  /** The editor's unsaved board: the server queries it instead of the stored one. */
  draft?: BoardConfig;
  visibility: WidgetVisibility;
  /** The widgets on show: not in a closed tab, not a hidden controller. */
  displayed: ReadonlySet<string>;
}

export interface BoardData {
  /** Every item's answer so far, by itemKey (absent: never asked). */
  items: Record<string, WidgetData>;
  /** A request is under way. */
  busy: boolean;
  /** A widget's data (kind data). */
  dataOf(widgetId: string): WidgetData;
  /** A controller's options (kind options); undefined before they were asked. */
  optionsOf(widgetId: string): WidgetData | undefined;
  /** Timings of the last request, for the editor's load-time panel. */
  lastLoad?: BoardLoad;
  pageTable(widgetId: string, pageNo: number, pageSize: number): void;
  sortTable(widgetId: string, uid: string, order: 'ASC' | 'DESC' | undefined): void;
  /**
   * Ask a controller's options (from data) matching a text again: the server narrows them (contains, on the
   * value). An empty text brings the whole list back; the text stays through the board's other moments.
   */
  searchOptions(widgetId: string, text: string): void;
}

const idle: WidgetData = { loading: false };

const failureOf = (error: unknown) => ({ errCode: isApiError(error) ? error.errCode : 'NETWORK_ERROR', message: messageOf(error) });

/**
 * The board's data: ONE batched, streamed request per moment (ARCHITECTURE §4.11). Each moment of the
 * runtime (first paint, a controller change, a linkage, a drill, a refresh), a table's page or order, the
 * text typed in a controller whose options come from data, the editor changing a widget, and the
 * auto-refresh timer mark widgets as wanted; wanted widgets that are on show and on screen (all of them in
 * render mode) are gathered for a few milliseconds and asked together.
 * Widgets that come on screen later are asked then, together. A newer request for the same widgets aborts
 * the older one once it has nothing else left to answer; answers of superseded requests are dropped.
 */
export function useBoardData(options: BoardDataOptions): BoardData {
  const [state, dispatch] = useReducer(reduceBoardData, emptyBoardData);
  const latest = useRef(options);
  const source = useBoardDataSource();
  const latestSource = useRef(source);
  useLayoutEffect(() => {
    latest.current = options;
    latestSource.current = source;
  });
  const wanted = useRef(new Map<string, number>());
  const asked = useRef(new Map<string, number>());
  const askedAt = useRef(new Map<string, number>());
  const params = useRef(new Map<string, ItemParams>());
  const inflight = useRef(new Map<number, { controller: AbortController; keys: Set<string> }>());
  const counters = useRef({ wish: 0, request: 0 });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const send = useCallback(() => {
    timer.current = undefined;
    const { board, charts, runtime, mode, draft, visibility, displayed, orgId, dashboardId } = latest.current;
    const due = dataWidgets(board).filter(
      (widget) => (wanted.current.get(widget.id) ?? 0) > (asked.current.get(widget.id) ?? 0) && displayed.has(widget.id) && (mode === 'render' || visibility.isOnScreen(widget.id)),
    );
    if (due.length === 0) return;
    const body = boardRequestBody({ due, charts, params: params.current, state: runtime.state, applied: runtime.applied, ...(draft ? { draft } : {}) });
    // The first request may have left already, as soon as the board was known: render mode's, with every widget,
    // or the viewer's, with those of its first screen and maybe a few more, which count as asked now too.
    const adopted = adoptPrimedBoardData(orgId, dashboardId, body);
    const covered = adopted ? dataWidgets(board).filter((widget) => due.includes(widget) || (adopted.widgetIds.has(widget.id) && wanted.current.has(widget.id))) : due;
    const keys = covered.map((widget) => itemKey(widget.id, itemKindOf(widget)));
    const now = Date.now();
    for (const widget of covered) {
      asked.current.set(widget.id, wanted.current.get(widget.id)!);
      askedAt.current.set(widget.id, now);
    }
    for (const [id, request] of inflight.current) {
      keys.forEach((key) => request.keys.delete(key));
      if (request.keys.size === 0) {
        request.controller.abort();
        inflight.current.delete(id);
      }
    }
    const requestId = (counters.current.request += 1);
    const controller = adopted?.controller ?? new AbortController();
    inflight.current.set(requestId, { controller, keys: new Set(keys) });
    dispatch({ type: 'started', requestId, keys });
    const onEvent = (event: BoardDataEvent) => {
      if (event.type !== 'done') inflight.current.get(requestId)?.keys.delete(itemKey(event.widgetId, event.kind));
      dispatch({ type: 'event', requestId, event });
    };
    (adopted ? adopted.stream(onEvent) : latestSource.current.stream({ orgId, dashboardId, body, signal: controller.signal }, onEvent))
      .then(
        () => dispatch({ type: 'finished', requestId }),
        (error: unknown) => {
          // Aborted: superseded (its items belong to a newer request) or the board closed.
          if (!controller.signal.aborted) dispatch({ type: 'finished', requestId, failure: failureOf(error) });
        },
      )
      .finally(() => inflight.current.delete(requestId));
  }, []);

  const gather = useCallback(() => {
    if (timer.current === undefined) timer.current = setTimeout(send, GATHER_MS);
  }, [send]);

  /**
   * Marks widgets as wanted; any moment but paging starts their tables at the first page again. Render mode
   * asks at once: every widget counts as on screen, so there is nothing to gather, and an answer that is
   * already in (a primed request) reaches the widgets in their very first drawing, without a skeleton first.
   */
  const want = useCallback(
    (widgetIds: readonly string[], keepPage = false) => {
      for (const id of widgetIds) {
        wanted.current.set(id, (counters.current.wish += 1));
        if (!keepPage) params.current.set(id, firstPage(params.current.get(id)));
      }
      if (latest.current.mode === 'render') send();
      else gather();
    },
    [gather, send],
  );

  const { moments } = options.runtime;
  const takenMoment = useRef(0);
  useEffect(() => {
    for (const moment of moments) if (moment.seq > takenMoment.current) want(moment.widgetIds);
    takenMoment.current = moments.at(-1)?.seq ?? 0;
  }, [moments, want]);
  useEffect(() => options.visibility.subscribe(gather), [options.visibility, gather]);
  useEffect(() => gather(), [options.displayed, gather]);
  useChangedWidgets(options.board, options.charts, want);
  useAutoRefresh(refreshesItself(options.board), latest, askedAt, want);
  useEffect(() => {
    const requests = inflight.current;
    // Mounted again (React's StrictMode does so at once): whatever was wanted and not answered is asked.
    gather();
    return () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      for (const request of requests.values()) {
        request.controller.abort();
        request.keys.forEach((key) => asked.current.delete(key.slice(key.indexOf(':') + 1)));
      }
      requests.clear();
    };
  }, [gather]);

  const setParams = useCallback(
    (widgetId: string, change: (current: ItemParams) => ItemParams) => {
      params.current.set(widgetId, change(params.current.get(widgetId) ?? {}));
      want([widgetId], true);
    },
    [want],
  );

  // Stable, so that a widget's view is not drawn again for every streamed answer of the others.
  const pageTable = useCallback((widgetId: string, pageNo: number, pageSize: number) => setParams(widgetId, (current) => ({ ...current, pageNo, pageSize })), [setParams]);
  const sortTable = useCallback(
    (widgetId: string, uid: string, order: 'ASC' | 'DESC' | undefined) =>
      setParams(widgetId, ({ sort: _sort, pageNo: _page, ...rest }) => (order ? { ...rest, sort: { uid, order } } : rest)),
    [setParams],
  );
  const searchOptions = useCallback(
    (widgetId: string, text: string) => {
      const search = text.trim();
      // The same text again (a dropdown closing with nothing typed): the options in hand are its answer.
      if ((params.current.get(widgetId)?.search ?? '') === search) return;
      setParams(widgetId, ({ search: _search, ...rest }) => (search ? { ...rest, search } : rest));
    },
    [setParams],
  );

  return useMemo(
    () => ({
      items: state.items,
      busy: Object.keys(state.owners).length > 0,
      dataOf: (widgetId: string) => state.items[itemKey(widgetId, 'data')] ?? idle,
      optionsOf: (widgetId: string) => state.items[itemKey(widgetId, 'options')],
      ...(state.lastLoad ? { lastLoad: state.lastLoad } : {}),
      pageTable,
      sortTable,
      searchOptions,
    }),
    [state, pageTable, sortTable, searchOptions],
  );
}
