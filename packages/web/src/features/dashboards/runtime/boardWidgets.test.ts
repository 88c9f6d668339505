import { describe, expect, it } from 'vitest';
import { boardOf, chartWidget, widgetOf } from '../viewer/boardTestData';
import { dueForRefresh } from './autoRefresh';
import { isBoardPainted } from './boardPainted';
import { displayedWidgetIds, missingLinkageTargets } from './boardWidgets';

const tabs = widgetOf({ id: 'tabs', name: 'Tabs', type: 'tab', config: { tabs: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }] } });
const inA = chartWidget('wa', 'c1', { parent: { widgetId: 'tabs', tabId: 'a' } });
const inB = chartWidget('wb', 'c1', { parent: { widgetId: 'tabs', tabId: 'b' } });

describe('the board’s widgets at view time', () => {
  it('shows the widgets of the open tab only (the first tab until another is chosen), and nothing under a dangling parent', () => {
    const board = boardOf([tabs, inA, inB, chartWidget('lost', 'c1', { parent: { widgetId: 'nowhere', tabId: 'a' } })]);
    expect([...displayedWidgetIds(board, {})]).toEqual(['tabs', 'wa']);
    expect([...displayedWidgetIds(board, { tabs: 'b' })]).toEqual(['tabs', 'wb']);
  });

  it('finds linkage targets the board no longer has', () => {
    const board = boardOf([chartWidget('w1', 'c1', { interactions: { linkage: { enabled: true, targets: [{ widgetId: 'gone', mappings: [] }] } } })]);
    expect(missingLinkageTargets(board, 'w1')).toEqual(['gone']);
  });

  it('refreshes a widget when its own frequency, else the board’s, has passed since it was last asked', () => {
    const own = chartWidget('own', 'c1', { autoRefreshSec: 5 });
    const board = boardOf([own, chartWidget('byBoard', 'c1'), chartWidget('never', 'c1')], { autoRefreshSec: 30 });
    const asked = new Map([
      ['own', 0],
      ['byBoard', 0],
    ]);
    expect(dueForRefresh(board, board.widgets, asked, 6_000)).toEqual(['own']);
    expect(dueForRefresh(board, board.widgets, asked, 30_000)).toEqual(['own', 'byBoard']);
    expect(dueForRefresh(boardOf([chartWidget('w', 'c1')]), [chartWidget('w', 'c1')], new Map([['w', 0]]), 1e9)).toEqual([]);
  });

  it('has painted once every data widget on show is answered and drawn, failed, or had nothing to draw', () => {
    const board = boardOf([chartWidget('w1', 'c1'), chartWidget('w2', 'c1'), widgetOf({ id: 'img', name: 'Logo', type: 'image', config: {} })]);
    const shown = new Set(['w1', 'w2', 'img']);
    const frame = { frame: { columns: [], rows: [], pageInfo: { pageNo: 1, pageSize: 1 }, cached: false }, loading: false };
    expect(isBoardPainted(board, shown, {}, new Set())).toBe(false);
    expect(isBoardPainted(board, shown, { 'data:w1': frame, 'data:w2': { loading: false, error: { errCode: 'X', message: 'x' } } }, new Set())).toBe(false);
    expect(isBoardPainted(board, shown, { 'data:w1': frame, 'data:w2': { loading: false, error: { errCode: 'X', message: 'x' } } }, new Set(['w1']))).toBe(true);
    expect(isBoardPainted(board, new Set(['w1']), { 'data:w1': { loading: false } }, new Set())).toBe(true);
    expect(isBoardPainted(boardOf([]), new Set(), {}, new Set())).toBe(true);
  });
});
