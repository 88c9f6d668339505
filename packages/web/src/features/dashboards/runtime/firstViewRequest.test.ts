import { describe, expect, it } from 'vitest';
import { boardOf, chartWidget, salesChart, widgetOf } from '../viewer/boardTestData';
import { firstViewRequest } from './firstViewRequest';

const charts = { c1: salesChart('c1', 'v1') };
/** Three 8-column widgets a row, rows 8 grid rows tall (32 px + 8 px margin each: 320 px a row). */
const grid = (count: number, gapRows = 0) =>
  Array.from({ length: count }, (_, index) => chartWidget(`w${index + 1}`, 'c1', { desktop: { x: (index % 3) * 8, y: Math.floor(index / 3) * (8 + gapRows), w: 8, h: 8 } }));
const window1280 = { width: 1280, height: 800 };
const askedIds = (request: ReturnType<typeof firstViewRequest>) => request?.items.map((item) => item.widgetId);

describe('the viewer’s first request', () => {
  it('asks the widgets whose row starts within the window and the lazy-loading margin below it, from the board’s top', () => {
    // Rows start at 8, 328, 648, 968 and 1288 px: the first four are within 800 + 200 px.
    expect(askedIds(firstViewRequest(boardOf(grid(15)), charts, [], window1280))).toEqual(Array.from({ length: 12 }, (_, index) => `w${index + 1}`));
    expect(firstViewRequest(boardOf(grid(3)), charts, [['Region', 'East']], window1280)).toEqual({
      items: ['w1', 'w2', 'w3'].map((widgetId) => ({ widgetId, kind: 'data' })),
      controllers: {},
      linkage: [],
    });
  });

  it('reads rows where a viewer’s static grid draws them, and a widget in a tab where its tab is', () => {
    // Empty rows between the rows stay empty for viewers (nothing is moved up).
    expect(askedIds(firstViewRequest(boardOf(grid(15, 8)), charts, [], window1280))).toEqual(['w1', 'w2', 'w3', 'w4', 'w5', 'w6']);
    const tabsAt = (y: number) => widgetOf({ id: 'tb', name: 'Tabs', type: 'tab', config: { tabs: [{ id: 'a', name: 'A' }] }, desktop: { x: 0, y, w: 24, h: 8 } });
    // The chart's own rect says row 0; its tab's says where it is.
    const inTab = chartWidget('t1', 'c1', { parent: { widgetId: 'tb', tabId: 'a' } });
    expect(askedIds(firstViewRequest(boardOf([...grid(3), tabsAt(40), inTab]), charts, [], window1280))).not.toContain('t1');
    expect(askedIds(firstViewRequest(boardOf([...grid(3), tabsAt(8), inTab]), charts, [], window1280))).toContain('t1');
  });

  it('leaves free layouts and narrow windows to the board itself, and asks nothing when there is nothing to ask', () => {
    expect(firstViewRequest(boardOf(grid(3), {}, 'free'), charts, [], window1280)).toBeUndefined();
    expect(firstViewRequest(boardOf(grid(3)), charts, [], { width: 800, height: 800 })).toBeUndefined();
    expect(firstViewRequest(boardOf([]), charts, [], window1280)).toBeUndefined();
  });
});
