import type { BoardDataEvent } from '@redbi/shared/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ndjsonAnswer } from '../viewer/boardTestData';
import { adoptPrimedBoardData, primeBoardData } from './primedBoardData';

const DATA_URL = '/redBi/api/v1/orgs/o1/dashboards/d1/data';
const body = { items: [{ widgetId: 'w1', kind: 'data' as const }], controllers: {}, linkage: [] };

function serveData() {
  const fetchStub = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    const { items } = JSON.parse(String(init?.body)) as { items: { widgetId: string }[] };
    return Promise.resolve(ndjsonAnswer(items.map((item) => item.widgetId)));
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

describe('primed board data', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a board’s request once, however often it is primed, and hands every answer, before and after, to the board that adopts it', async () => {
    const fetchStub = serveData();
    primeBoardData('o1', 'd1', body);
    primeBoardData('o1', 'd1', structuredClone(body));
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(fetchStub.mock.calls[0]![0]).toBe(DATA_URL);
    // The answer comes in before the board is on screen.
    await vi.waitFor(() => expect(fetchStub.mock.results[0]?.type).toBe('return'));
    await new Promise((resolve) => setTimeout(resolve, 10));

    const adopted = adoptPrimedBoardData('o1', 'd1', structuredClone(body));
    const events: BoardDataEvent[] = [];
    await adopted!.stream((event) => events.push(event));
    expect(events.map((event) => event.type)).toEqual(['frame', 'done']);
    // Adopted once: the next board asks for itself.
    expect(adoptPrimedBoardData('o1', 'd1', body)).toBeUndefined();
  });

  it('drops a primed request that is not the one the board would send, and adopts nothing for a board never primed', () => {
    const fetchStub = serveData();
    primeBoardData('o1', 'd1', body);
    const signal = fetchStub.mock.calls[0]![1]!.signal!;
    expect(adoptPrimedBoardData('o1', 'd1', { ...body, controllers: { k1: [{ value: 'East' }] } })).toBeUndefined();
    expect(signal.aborted).toBe(true);
    expect(adoptPrimedBoardData('o1', 'd2', body)).toBeUndefined();
  });

  it('is adopted by a board asking for some of its widgets with the same values (the viewer’s first screen, asked as a superset)', () => {
    const fetchStub = serveData();
    const three = { ...body, items: ['w1', 'w2', 'w3'].map((widgetId) => ({ widgetId, kind: 'data' as const })) };
    const twoOf = (ids: string[]) => ({ ...body, items: ids.map((widgetId) => ({ widgetId, kind: 'data' as const })) });
    primeBoardData('o1', 'd1', three);
    expect([...adoptPrimedBoardData('o1', 'd1', twoOf(['w1', 'w3']))!.widgetIds]).toEqual(['w1', 'w2', 'w3']);
    // One it does not cover (another widget, or other controller values) is dropped.
    primeBoardData('o1', 'd2', three);
    expect(adoptPrimedBoardData('o1', 'd2', twoOf(['w1', 'w4']))).toBeUndefined();
    primeBoardData('o1', 'd3', three);
    expect(adoptPrimedBoardData('o1', 'd3', { ...twoOf(['w1']), controllers: { k1: [{ value: 'East' }] } })).toBeUndefined();
    expect(fetchStub.mock.calls.map(([, init]) => init!.signal!.aborted)).toEqual([false, true, true]);
  });
});
