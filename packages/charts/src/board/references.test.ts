import { describe, expect, it } from 'vitest';
import { boardCharts, boardOf, chartWidget, controllerWidget, salesConfig } from './boardFixtures';
import { boardReferences, chartOfWidget } from './references';

describe('boardReferences', () => {
  it('lists saved charts and the views widgets read themselves, once each', () => {
    const board = boardOf([
      chartWidget('a', 'c1'),
      chartWidget('b', 'c2'),
      { id: 'p', name: 'p', type: 'privateChart', config: { viewId: 'v1', chart: { chartType: 'table' } } },
      { id: 'r', name: 'r', type: 'richText', config: { html: '', viewId: 'v2' } },
      { id: 'r2', name: 'r2', type: 'richText', config: { html: 'plain' } },
      controllerWidget('k', { facade: 'dropdownList', operator: 'EQ', targets: [{ viewId: 'v3', name: 'x' }, { viewId: 'v1', name: 'y' }], options: { source: 'data', viewId: 'v4', valueField: 'x' } }),
      controllerWidget('s', { facade: 'dropdownList', operator: 'EQ', options: { source: 'static', viewId: 'v5' } }),
    ]);
    expect(boardReferences(board)).toEqual({ chartIds: ['c1', 'c2'], viewIds: ['v1', 'v2', 'v3', 'v4'] });
  });
});

describe('chartOfWidget', () => {
  it('reads a saved chart, a private chart, and nothing for a deleted chart or another widget', () => {
    const board = boardOf([
      chartWidget('a', 'c1'),
      chartWidget('gone', 'c9'),
      { id: 'p', name: 'p', type: 'privateChart', config: { viewId: 'v7', chart: salesConfig } },
      { id: 't', name: 't', type: 'timer', config: {} },
    ]);
    const [saved, deleted, own, timer] = board.widgets.map((widget) => chartOfWidget(widget, boardCharts));
    expect(saved).toEqual({ viewId: 'v1', config: salesConfig });
    expect(own).toEqual({ viewId: 'v7', config: salesConfig });
    expect([deleted, timer]).toEqual([undefined, undefined]);
  });
});
