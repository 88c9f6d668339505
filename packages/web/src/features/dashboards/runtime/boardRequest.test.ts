import { describe, expect, it } from 'vitest';
import { boardOf, chartWidget, regionController, salesChart, widgetOf } from '../viewer/boardTestData';
import { boardRequestBody, firstRenderRequest, shownWidgetIds } from './boardRequest';

const charts = { c1: salesChart('c1', 'v1'), c2: salesChart('c2', 'v2') };
const city = (extra = {}) =>
  widgetOf({ id: 'k2', name: 'City', type: 'controller', config: { facade: 'dropdownList', operator: 'EQ', targets: [{ viewId: 'v2', name: 'city' }], options: { source: 'data', viewId: 'v1', valueField: 'city' }, ...extra } });
const tabs = widgetOf({ id: 'tb', name: 'Tabs', type: 'tab', config: { tabs: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }] } });

describe('board requests', () => {
  it('asks, in render mode, every data widget on show at its first page with the URL presets, also on a board that waits for the query button', () => {
    const board = boardOf([chartWidget('w1', 'c1'), chartWidget('w2', 'c2'), regionController('k1'), city()], { initialQuery: false });
    expect(firstRenderRequest(board, charts, [['Region', 'East']])).toEqual({
      items: [
        { widgetId: 'w1', kind: 'data' },
        { widgetId: 'w2', kind: 'data' },
        { widgetId: 'k2', kind: 'options' },
      ],
      controllers: { k1: [{ value: 'East' }] },
      linkage: [],
    });
  });

  it('leaves out what is not on show: a closed tab’s widgets and a controller hidden by its rule; nothing to ask, no request', () => {
    const board = boardOf([
      tabs,
      chartWidget('w1', 'c1', { parent: { widgetId: 'tb', tabId: 'a' } }),
      chartWidget('w2', 'c2', { parent: { widgetId: 'tb', tabId: 'b' } }),
      regionController('k1'),
      city({ visibility: { mode: 'condition', controllerId: 'k1', operator: 'EQ', value: 'West' } }),
    ]);
    expect(firstRenderRequest(board, charts, [])?.items.map((item) => item.widgetId)).toEqual(['w1']);
    expect([...shownWidgetIds(board, { tb: 'b' }, {}, 'view')]).toEqual(['tb', 'w2', 'k1']);
    // The editor shows hidden controllers (dimmed), and asks for their options.
    expect(shownWidgetIds(board, {}, {}, 'edit').has('k2')).toBe(true);
    expect(firstRenderRequest(boardOf([regionController('k1')]), charts, [])).toBeUndefined();
  });

  it('asks options with the values the controllers show, data with the applied ones, pages and orders as the viewer chose', () => {
    const board = boardOf([chartWidget('w1', 'c1'), city()]);
    const [w1, k2] = board.widgets;
    const state = { controllers: { k1: [{ value: 'West' }] }, linkage: [], drill: {}, tabs: {} };
    const input = { charts, params: new Map([['w1', { pageNo: 3, sort: { uid: 'amount', order: 'DESC' as const } }]]), state, applied: { k1: [{ value: 'East' }] } };
    expect(boardRequestBody({ ...input, due: [k2!] }).controllers).toEqual({ k1: [{ value: 'West' }] });
    const body = boardRequestBody({ ...input, due: [w1!, k2!], draft: board });
    expect(body.controllers).toEqual({ k1: [{ value: 'East' }] });
    expect(body.items[0]).toEqual({ widgetId: 'w1', kind: 'data', pageNo: 3, sort: { uid: 'amount', order: 'DESC' } });
    expect(body.draft).toBe(board);
  });

  it('asks a controller’s options with the text typed in it, trimmed, and nothing for an empty text or another kind', () => {
    const board = boardOf([chartWidget('w1', 'c1'), city()]);
    const [w1, k2] = board.widgets;
    const state = { controllers: {}, linkage: [], drill: {}, tabs: {} };
    const bodyWith = (search: string) =>
      boardRequestBody({ due: [w1!, k2!], charts, state, applied: {}, params: new Map([['w1', { search }], ['k2', { search }]]) }).items;
    expect(bodyWith('  Par ')).toEqual([
      { widgetId: 'w1', kind: 'data' },
      { widgetId: 'k2', kind: 'options', search: 'Par' },
    ]);
    expect(bodyWith('   ')[1]).toEqual({ widgetId: 'k2', kind: 'options' });
    // The request takes 255 characters at most: a longer text is cut, not refused.
    expect(bodyWith('x'.repeat(300))[1]?.search).toHaveLength(255);
  });
});
