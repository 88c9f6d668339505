import { describe, expect, it } from 'vitest';
import { boardOf, chartWidget, controllerWidget } from './boardFixtures';
import { checkBoard } from './checkBoard';

const tab = { id: 't', name: 't', type: 'tab' as const, config: { tabs: [{ id: 'one', name: 'One' }] } };

describe('checkBoard', () => {
  it('accepts a sound board', () => {
    const board = boardOf([
      tab,
      chartWidget('a', 'c1', { parent: { widgetId: 't', tabId: 'one' }, interactions: { linkage: { enabled: true, targets: [{ widgetId: 'b' }] } } }),
      { id: 'b', name: 'b', type: 'privateChart', config: { viewId: 'v1', chart: { chartType: 'table' } } },
      controllerWidget('k1', { facade: 'rangeValue', operator: 'BETWEEN', defaults: [{ value: 1 }, { value: 10 }] }),
      controllerWidget('k2', { facade: 'dropdownList', operator: 'EQ', cascadeFrom: ['k1'], visibility: { mode: 'condition', controllerId: 'k1', value: '1' } }),
    ]);
    expect(checkBoard(board)).toEqual([]);
  });

  it('reports empty and duplicate names, whatever the case', () => {
    const board = boardOf([chartWidget('Sales'), chartWidget('sales', 'c2'), chartWidget('x', 'c3')]);
    board.widgets[2]!.name = ' ';
    expect(checkBoard(board)).toEqual([
      { messageKey: 'validation.widgetNameDuplicate', widgetId: 'sales' },
      { messageKey: 'validation.empty', params: { field: 'name' }, widgetId: 'x' },
    ]);
  });

  it('reports two widgets with one id (a layout, a linkage or a tab could not tell them apart)', () => {
    const board = boardOf([chartWidget('a', 'c1'), chartWidget('b', 'c2')]);
    board.widgets[1]!.id = board.widgets[0]!.id;
    expect(checkBoard(board)).toEqual([{ messageKey: 'validation.widgetIdDuplicate', params: { id: board.widgets[0]!.id }, widgetId: board.widgets[0]!.id }]);
  });

  it('reports a saved chart shown twice', () => {
    expect(checkBoard(boardOf([chartWidget('a', 'c1'), chartWidget('b', 'c1')]))).toEqual([{ messageKey: 'validation.chartTwiceInBoard', widgetId: 'b' }]);
  });

  it.each([
    ['a linkage to a missing widget', chartWidget('a', 'c1', { interactions: { linkage: { enabled: true, targets: [{ widgetId: 'gone' }] } } })],
    ['a linkage to itself', chartWidget('a', 'c1', { interactions: { linkage: { enabled: true, targets: [{ widgetId: 'a' }] } } })],
    ['a missing tab container', chartWidget('a', 'c1', { parent: { widgetId: 'gone', tabId: 'one' } })],
    ['a parent that is not a tab container', chartWidget('a', 'c1', { parent: { widgetId: 'k', tabId: 'one' } })],
    ['a missing tab', chartWidget('a', 'c1', { parent: { widgetId: 't', tabId: 'two' } })],
    ['a visibility condition on a missing controller', controllerWidget('a', { facade: 'text', operator: 'LIKE', visibility: { mode: 'condition', controllerId: 'gone' } })],
    ['a visibility condition on a chart', controllerWidget('a', { facade: 'text', operator: 'LIKE', visibility: { mode: 'condition', controllerId: 't' } })],
    ['a cascade from a missing controller', controllerWidget('a', { facade: 'text', operator: 'LIKE', cascadeFrom: ['gone'] })],
  ])('reports %s', (_, widget) => {
    const board = boardOf([tab, controllerWidget('k', { facade: 'text', operator: 'LIKE' }), widget]);
    expect(checkBoard(board)).toEqual([{ messageKey: 'validation.widgetReference', params: { name: 'a' }, widgetId: 'a' }]);
  });

  it('reports an operator its facade does not offer', () => {
    expect(checkBoard(boardOf([controllerWidget('k', { facade: 'dropdownList', operator: 'IN' })]))).toEqual([
      { messageKey: 'validation.facadeOperator', params: { name: 'k', operator: 'IN' }, widgetId: 'k' },
    ]);
  });

  it.each([
    [[{ value: 1 }], 'validation.rangeBothEnds'],
    [[{ value: 1 }, { value: '' }], 'validation.rangeBothEnds'],
    [[{ value: 10 }, { value: 2 }], 'validation.rangeOrder'],
    [[{ value: '5' }, { value: '5' }], 'validation.rangeOrder'],
    [[{ value: '2024-02-01' }, { value: '2024-01-01' }], 'validation.rangeOrder'],
  ])('reports range defaults %j', (defaults, messageKey) => {
    expect(checkBoard(boardOf([controllerWidget('k', { facade: 'rangeTime', operator: 'BETWEEN', defaults })]))).toEqual([{ messageKey, widgetId: 'k' }]);
  });

  it('accepts a recommended range and relative ends as range defaults', () => {
    const board = boardOf([
      controllerWidget('r', { facade: 'recommendTime', operator: 'BETWEEN', defaults: [{ recommend: 'today' }] }),
      controllerWidget('t', { facade: 'rangeTime', operator: 'NOT_BETWEEN', defaults: [{ relative: { amount: 7, unit: 'days', mode: 'ago' } }, { value: '2024-01-01' }] }),
      controllerWidget('n', { facade: 'rangeSlider', operator: 'BETWEEN', defaults: [{ value: 2 }, { value: '10' }] }),
    ]);
    expect(checkBoard(board)).toEqual([]);
  });
});
