import type { BoardDataEvent } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { salesFrame } from '../viewer/boardTestData';
import { emptyBoardData, reduceBoardData } from './boardData';

const timing = { elapsedMs: 10, queryMs: 8, rows: 2, cached: false, shared: false };
const frame = (widgetId: string): BoardDataEvent => ({ type: 'frame', widgetId, kind: 'data', frame: salesFrame, timing });

describe('the board data state', () => {
  it('settles each item as its line arrives and keeps the last request’s timings', () => {
    let state = reduceBoardData(emptyBoardData, { type: 'started', requestId: 1, keys: ['data:w1', 'data:w2'] });
    expect(state.items['data:w1']).toEqual({ loading: true });
    state = reduceBoardData(state, { type: 'event', requestId: 1, event: frame('w1') });
    expect(state.items['data:w1']).toEqual({ frame: salesFrame, timing, loading: false });
    expect(state.items['data:w2']!.loading).toBe(true);
    state = reduceBoardData(state, { type: 'event', requestId: 1, event: { type: 'error', widgetId: 'w2', kind: 'data', errCode: 'LINKED_CHART_DELETED', message: 'The linkage chart has been deleted, please reconfigure' } });
    expect(state.items['data:w2']).toEqual({ error: { errCode: 'LINKED_CHART_DELETED', message: 'The linkage chart has been deleted, please reconfigure' }, loading: false });
    state = reduceBoardData(state, { type: 'event', requestId: 1, event: { type: 'done', totalMs: 15, queries: 1, items: 2 } });
    expect(state.lastLoad).toEqual({ requestId: 1, timings: { w1: timing }, totalMs: 15 });
  });

  it('drops the answers of a request a newer one superseded, and keeps showing an item’s frame while it reloads', () => {
    let state = reduceBoardData(emptyBoardData, { type: 'started', requestId: 1, keys: ['data:w1'] });
    state = reduceBoardData(state, { type: 'event', requestId: 1, event: frame('w1') });
    state = reduceBoardData(state, { type: 'started', requestId: 2, keys: ['data:w1'] });
    expect(state.items['data:w1']).toMatchObject({ frame: salesFrame, loading: true });
    state = reduceBoardData(state, { type: 'started', requestId: 3, keys: ['data:w1'] });
    const stale = reduceBoardData(state, { type: 'event', requestId: 2, event: frame('w1') });
    expect(stale).toBe(state);
  });

  it('ends a request: items it never answered stop loading, and a failed request shows its error on each', () => {
    let state = reduceBoardData(emptyBoardData, { type: 'started', requestId: 1, keys: ['data:w1', 'options:k1'] });
    state = reduceBoardData(state, { type: 'finished', requestId: 1 });
    expect(state.items).toEqual({ 'data:w1': { loading: false }, 'options:k1': { loading: false } });
    state = reduceBoardData(state, { type: 'started', requestId: 2, keys: ['data:w1'] });
    state = reduceBoardData(state, { type: 'finished', requestId: 2, failure: { errCode: 'FORBIDDEN', message: 'No' } });
    expect(state.items['data:w1']).toEqual({ error: { errCode: 'FORBIDDEN', message: 'No' }, loading: false });
  });
});
