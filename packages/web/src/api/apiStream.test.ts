import { apiRoutes } from '@redbi/shared/api';
import { BoardDataEventSchema, type BoardDataEvent } from '@redbi/shared/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './apiClient';
import { ApiError } from './ApiError';
import { apiStream, readNdjsonLines } from './apiStream';
import { tokenStore } from './tokenStore';

const encoder = new TextEncoder();

/** A body that arrives in exactly these chunks (bytes, so a chunk may split a character). */
const bodyOf = (chunks: (string | Uint8Array)[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });

const frameLine = (widgetId: string) =>
  JSON.stringify({
    type: 'frame',
    widgetId,
    kind: 'data',
    frame: { columns: [{ name: 'u1', type: 'string' }], rows: [['东部']], pageInfo: { pageNo: 1, pageSize: 100 }, cached: false },
    timing: { elapsedMs: 12, queryMs: 9, rows: 1, cached: false, shared: false },
  });
const doneLine = JSON.stringify({ type: 'done', totalMs: 15, queries: 1, items: 1 });
const route = apiRoutes.dashboards.data;
const request = (signal?: AbortSignal) => ({ params: { orgId: 'o1', dashboardId: 'd1' }, body: { items: [{ widgetId: 'w1' }] }, signal });

describe('readNdjsonLines', () => {
  it('hands over whole lines whatever the chunks, including a line split mid-character and a last line without a newline', async () => {
    const text = `${frameLine('w1')}\n\n${doneLine}`;
    const bytes = encoder.encode(text);
    const split = text.indexOf('东') + 1; // inside the three bytes of 东
    const lines: string[] = [];
    await readNdjsonLines(bodyOf([bytes.slice(0, 7), bytes.slice(7, split), bytes.slice(split, split + 40), bytes.slice(split + 40)]), (line) => lines.push(line));
    expect(lines).toEqual([frameLine('w1'), doneLine]);
  });
});

describe('apiStream', () => {
  const onSessionExpired = vi.fn();
  beforeEach(() => configureApiClient({ locale: () => 'zh', onSessionExpired }));
  afterEach(() => {
    onSessionExpired.mockReset();
    configureApiClient({ locale: () => 'en' });
  });

  it('posts with the session headers, keeps the refreshed token and parses each event as it comes', async () => {
    tokenStore.set('t0');
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(bodyOf([frameLine('w1').slice(0, 30), `${frameLine('w1').slice(30)}\n${doneLine.slice(0, 5)}`, `${doneLine}\n`.slice(5)]), {
        status: 200,
        headers: { Authorization: 'Bearer t1' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const events: BoardDataEvent[] = [];
    await apiStream(route, request(), (value) => BoardDataEventSchema.parse(value), (event) => events.push(event));
    expect(events.map((event) => event.type)).toEqual(['frame', 'done']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/redBi/api/v1/orgs/o1/dashboards/d1/data');
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(init?.method).toBe('POST');
    expect(headers.get('Authorization')).toBe('Bearer t0');
    expect(headers.get('Accept-Language')).toBe('zh-CN');
    expect(JSON.parse(String(init?.body))).toEqual({ items: [{ widgetId: 'w1' }] });
    expect(tokenStore.get()).toBe('t1');
  });

  it('turns a failure envelope into an ApiError, and a 401 into the end of the session', async () => {
    tokenStore.set('t0');
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(new Response(JSON.stringify({ success: false, errCode: 'FORBIDDEN', message: 'No' }), { status: 403 }))
        .mockResolvedValueOnce(new Response(JSON.stringify({ success: false, errCode: 'UNAUTHORIZED', message: 'Log in' }), { status: 401 })),
    );
    const failure = apiStream(route, request(), BoardDataEventSchema.parse, () => undefined);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, errCode: 'FORBIDDEN', message: 'No' });
    await expect(apiStream(route, request(), BoardDataEventSchema.parse, () => undefined)).rejects.toMatchObject({ sessionExpired: true });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    );
    const call = apiStream(route, request(controller.signal), BoardDataEventSchema.parse, () => undefined);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
