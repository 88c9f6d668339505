import type { BoardDataEvent, BoardDataKind, BoardTiming } from '@redbi/shared/domain';
import type { WidgetData } from '../boardContract';

/** One item of the batched answers: a widget's data or a controller's options. */
export const itemKey = (widgetId: string, kind: BoardDataKind): string => `${kind}:${widgetId}`;

/** How long the last batched request took, per widget and in all: the editor's load-time panel. */
export interface BoardLoad {
  requestId: number;
  timings: Record<string, BoardTiming>;
  /** The server's total once its `done` line has come. */
  totalMs?: number;
}

/** Every item's answer so far, the request now answering each, and the last request's timings. */
export interface BoardDataState {
  items: Record<string, WidgetData>;
  /** Item key → the request whose answer it waits for; answers of superseded requests are dropped. */
  owners: Record<string, number>;
  lastLoad?: BoardLoad;
}

export type BoardDataAction =
  | { type: 'started'; requestId: number; keys: string[] }
  | { type: 'event'; requestId: number; event: BoardDataEvent }
  | { type: 'finished'; requestId: number; failure?: { errCode: string; message: string } };

export const emptyBoardData: BoardDataState = { items: {}, owners: {} };

const idle: WidgetData = { loading: false };

/**
 * The per-item state as a request starts (its items loading, keeping what they showed so the board does not
 * blink), as its lines stream in (each item settles as soon as its own line arrives, so the first chart
 * draws early), and as it ends (items it never answered stop loading; a failed request shows its error on
 * each of them). An aborted request ends without touching items that a newer request took over.
 */
export function reduceBoardData(state: BoardDataState, action: BoardDataAction): BoardDataState {
  switch (action.type) {
    case 'started': {
      const items = { ...state.items };
      const owners = { ...state.owners };
      for (const key of action.keys) {
        items[key] = { ...(items[key] ?? idle), loading: true };
        owners[key] = action.requestId;
      }
      return { items, owners, lastLoad: { requestId: action.requestId, timings: {} } };
    }
    case 'event': {
      const { event, requestId } = action;
      if (event.type === 'done') {
        return state.lastLoad?.requestId === requestId ? { ...state, lastLoad: { ...state.lastLoad, totalMs: event.totalMs } } : state;
      }
      const key = itemKey(event.widgetId, event.kind);
      if (state.owners[key] !== requestId) return state;
      const { [key]: _answered, ...owners } = state.owners;
      const item: WidgetData = event.type === 'frame' ? { frame: event.frame, timing: event.timing, loading: false } : { error: { errCode: event.errCode, message: event.message }, loading: false };
      const lastLoad = event.type === 'frame' && state.lastLoad?.requestId === requestId ? { ...state.lastLoad, timings: { ...state.lastLoad.timings, [event.widgetId]: event.timing } } : state.lastLoad;
      return { items: { ...state.items, [key]: item }, owners, ...(lastLoad ? { lastLoad } : {}) };
    }
    case 'finished': {
      const keys = Object.keys(state.owners).filter((key) => state.owners[key] === action.requestId);
      if (keys.length === 0) return state;
      const items = { ...state.items };
      const owners = { ...state.owners };
      for (const key of keys) {
        delete owners[key];
        items[key] = action.failure ? { error: action.failure, loading: false } : { ...(items[key] ?? idle), loading: false };
      }
      return { ...state, items, owners };
    }
  }
}
