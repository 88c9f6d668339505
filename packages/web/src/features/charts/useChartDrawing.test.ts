import type { Dataframe } from '@redbi/shared/query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useChartDrawing, useTableRequest, type FrameAnswer } from './useChartDrawing';

const frame: Dataframe = {
  columns: [{ name: 'city', type: 'string' }],
  rows: [['Oslo'], ['Bergen']],
  pageInfo: { pageNo: 2, pageSize: 20, total: 42 },
  cached: false,
};
const answer = (over: Partial<FrameAnswer> = {}): FrameAnswer => ({ data: frame, isFetching: false, error: null, refetch: vi.fn(), ...over });

describe('useTableRequest', () => {
  it('starts with no page or order and lets a table page, sort and return to the first page', () => {
    const { result } = renderHook(() => useTableRequest());
    expect(result.current.request).toEqual({});
    act(() => result.current.onTablePage(3, 50));
    expect(result.current.request).toEqual({ pageNo: 3, pageSize: 50 });
    act(() => result.current.onTableSort('u1', 'DESC'));
    expect(result.current.request).toEqual({ pageNo: 1, pageSize: 50, sort: { uid: 'u1', order: 'DESC' } });
    act(() => result.current.onTablePage(2, 50));
    act(() => result.current.onTableSort('u1', undefined));
    expect(result.current.request).toEqual({ pageNo: 1, pageSize: 50, sort: undefined });
    act(() => result.current.onTablePage(4, 50));
    act(() => result.current.toFirstPage());
    expect(result.current.request).toEqual({ pageNo: 1, pageSize: 50, sort: undefined });
  });
});

describe('useChartDrawing', () => {
  it('hands ChartView the frame as chart data, with the table handlers', () => {
    const table = { onTablePage: vi.fn(), onTableSort: vi.fn() };
    const { result } = renderHook(() => useChartDrawing(answer({ isFetching: true }), table));
    expect(result.current).toMatchObject({ data: { columns: frame.columns, rows: frame.rows, total: 42, pageNo: 2, pageSize: 20 }, loading: true, error: undefined });
    expect(result.current.onTablePage).toBe(table.onTablePage);
    expect(result.current.onTableSort).toBe(table.onTableSort);
  });

  it('keeps the same chart data while the frame is the same, so the chart is not built again', () => {
    const table = { onTablePage: vi.fn(), onTableSort: vi.fn() };
    const { result, rerender } = renderHook(() => useChartDrawing(answer(), table));
    const first = result.current.data;
    rerender();
    expect(result.current.data).toBe(first);
  });

  it('shows the failure’s message and retries by asking again', () => {
    const refetch = vi.fn();
    const { result } = renderHook(() => useChartDrawing(answer({ data: undefined, error: new Error('relation does not exist'), refetch }), { onTablePage: vi.fn(), onTableSort: vi.fn() }));
    expect(result.current.data).toBeUndefined();
    expect(result.current.error).toBe('relation does not exist');
    result.current.onRetry();
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('draws without paging when given no table request', () => {
    const { result } = renderHook(() => useChartDrawing(answer()));
    expect(result.current.data?.rows).toEqual(frame.rows);
    expect(result.current.onTablePage).toBeUndefined();
    expect(result.current.onTableSort).toBeUndefined();
  });
});
