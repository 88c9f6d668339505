import { describe, expect, it } from 'vitest';
import { boardOf, chartWidget, regionController, salesChart, widgetOf } from '../viewer/boardTestData';
import { initialRuntime, reduceBoardRuntime, type BoardRuntimeContext, type BoardRuntimeModel } from './boardRuntime';
import type { BoardAction } from '../boardContract';

const charts = { c1: salesChart('c1', 'v1'), c2: salesChart('c2', 'v2') };
/** Two charts on v1 and v2, a region controller on v1, a city controller whose options cascade from it. */
const widgets = [
  chartWidget('w1', 'c1', { interactions: { linkage: { enabled: true, targets: [{ widgetId: 'w2', mappings: [] }, { widgetId: 'gone', mappings: [] }] } } }),
  chartWidget('w2', 'c2'),
  regionController('k1'),
  widgetOf({ id: 'k2', name: 'City', type: 'controller', config: { facade: 'dropdownList', operator: 'EQ', targets: [{ viewId: 'v2', name: 'city' }], options: { source: 'data', viewId: 'v1', valueField: 'city' }, cascadeFrom: ['k1'] } }),
  widgetOf({ id: 't1', name: 'Title', type: 'richText', config: { html: '<p>Hi</p>' } }),
];

const run = (context: BoardRuntimeContext, model: BoardRuntimeModel, ...actions: BoardAction[]) => actions.reduce((current, action) => reduceBoardRuntime(context, current, action), model);
const lastMoment = (model: BoardRuntimeModel) => model.moments.at(-1)!;

describe('the board runtime', () => {
  it('opens with URL presets and asks every data widget on first paint, or only the options without an initial query', () => {
    const board = boardOf(widgets);
    const model = initialRuntime(board, { k1: [{ value: 'East' }] });
    expect(model.state.controllers).toEqual({ k1: [{ value: 'East' }] });
    expect(model.applied).toEqual({ k1: [{ value: 'East' }] });
    expect(lastMoment(model)).toEqual({ seq: 1, widgetIds: ['w1', 'w2', 'k2'] });
    expect(lastMoment(initialRuntime(boardOf(widgets, { initialQuery: false }))).widgetIds).toEqual(['k2']);
    expect(lastMoment(initialRuntime(boardOf(widgets, { initialQuery: false }), {}, true)).widgetIds).toEqual(['w1', 'w2', 'k2']);
  });

  it('asks, on a controller change in auto mode, the widgets reading a view it targets and the options cascading from it', () => {
    const board = boardOf(widgets);
    const model = run({ board, charts }, initialRuntime(board), { type: 'setController', widgetId: 'k1', values: [{ value: 'West' }] });
    expect(model.applied).toEqual({ k1: [{ value: 'West' }] });
    expect(lastMoment(model)).toEqual({ seq: 2, widgetIds: ['w1', 'k2'] });
  });

  it('in query-button mode shows the change at once but applies it only with the query button', () => {
    const board = boardOf(widgets, { queryMode: 'button' });
    const changed = run({ board, charts }, initialRuntime(board), { type: 'setController', widgetId: 'k1', values: [{ value: 'West' }] });
    expect(changed.state.controllers).toEqual({ k1: [{ value: 'West' }] });
    expect(changed.applied).toEqual({});
    expect(lastMoment(changed).widgetIds).toEqual(['k2']);
    const queried = run({ board, charts }, changed, { type: 'query' });
    expect(queried.applied).toEqual({ k1: [{ value: 'West' }] });
    expect(lastMoment(queried).widgetIds).toEqual(['w1', 'w2', 'k2']);
  });

  it('waits for the query button on a board without an initial query, then follows the auto mode', () => {
    const board = boardOf(widgets, { initialQuery: false });
    const waiting = run({ board, charts }, initialRuntime(board), { type: 'setController', widgetId: 'k1', values: [{ value: 'West' }] });
    expect(waiting.applied).toEqual({});
    const after = run({ board, charts }, waiting, { type: 'query' }, { type: 'setController', widgetId: 'k1', values: [{ value: 'North' }] });
    expect(after.applied).toEqual({ k1: [{ value: 'North' }] });
    expect(lastMoment(after).widgetIds).toEqual(['w1', 'k2']);
  });

  it('resets every controller to its defaults and asks the whole board', () => {
    const board = boardOf(widgets);
    const model = run({ board, charts }, initialRuntime(board, { k1: [{ value: 'East' }] }), { type: 'reset' });
    expect(model.state.controllers).toEqual({});
    expect(model.applied).toEqual({});
    expect(lastMoment(model).widgetIds).toEqual(['w1', 'w2', 'k2']);
  });

  it('keeps one linkage per source, asks its existing targets, and removes it', () => {
    const board = boardOf(widgets);
    const first = { sourceWidgetId: 'w1', values: { region: 'East' } };
    const second = { sourceWidgetId: 'w1', values: { region: 'West' } };
    const linked = run({ board, charts }, initialRuntime(board), { type: 'linkage', linkage: first }, { type: 'linkage', linkage: second });
    expect(linked.state.linkage).toEqual([second]);
    expect(lastMoment(linked).widgetIds).toEqual(['w2']);
    const removed = run({ board, charts }, linked, { type: 'removeLinkage', sourceWidgetId: 'w1' });
    expect(removed.state.linkage).toEqual([]);
    expect(lastMoment(removed).widgetIds).toEqual(['w2']);
  });

  it('keeps every moment of actions that come together, each with its own sequence number', () => {
    const board = boardOf(widgets);
    const model = run({ board, charts }, initialRuntime(board), { type: 'drill', widgetId: 'w1', drill: { path: ['East'], expand: false } }, { type: 'refresh', widgetIds: ['w2'] });
    expect(model.moments.slice(-2)).toEqual([
      { seq: 2, widgetIds: ['w1'] },
      { seq: 3, widgetIds: ['w2'] },
    ]);
    expect(model.state.drill).toEqual({ w1: { path: ['East'], expand: false } });
    expect(run({ board, charts }, model, { type: 'drill', widgetId: 'w1', drill: undefined }).state.drill).toEqual({});
  });

  it('switches tabs without asking (their widgets are asked as they come on screen)', () => {
    const board = boardOf(widgets);
    const model = run({ board, charts }, initialRuntime(board), { type: 'setTab', widgetId: 'tabs', tabId: 'b' });
    expect(model.state.tabs).toEqual({ tabs: 'b' });
    expect(model.moments).toHaveLength(1);
  });
});
