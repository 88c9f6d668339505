import { describe, expect, it } from 'vitest';
import { boardOf, chartWidget } from './boardFixtures';
import { copyWidget, newWidget, nextWidgetId } from './newWidget';

describe('newWidget', () => {
  const board = boardOf([
    chartWidget('w1', 'c1', { desktop: { x: 0, y: 0, w: 12, h: 10 }, mobile: { x: 0, y: 0, w: 6, h: 10 }, z: 3 }),
    chartWidget('w2', 'c2', { desktop: { x: 12, y: 4, w: 12, h: 10 }, mobile: { x: 0, y: 10, w: 6, h: 10 }, z: 1 }),
  ]);

  it('places a widget below the lowest on both grids, with the type’s size and a unique name', () => {
    const widget = newWidget(board, 'controller', { config: { facade: 'text', operator: 'LIKE' } });
    expect(widget).toMatchObject({
      id: 'w3',
      name: 'widget_1',
      type: 'controller',
      desktop: { x: 0, y: 14, w: 6, h: 2 },
      mobile: { x: 0, y: 20, w: 6, h: 2 },
      rect: { w: 240, h: 48 },
      z: 4,
      config: { facade: 'text', operator: 'LIKE', targets: [], required: false },
    });
  });

  it('cascades on a free canvas above every widget', () => {
    const free = boardOf([chartWidget('a', 'c1', { z: 7 })], 'free');
    expect(newWidget(free, 'image', { name: 'a' })).toMatchObject({ id: 'w2', name: 'a_2', rect: { x: 48, y: 48, w: 320, h: 240 }, z: 8 });
  });

  it('places a widget of a tab among the widgets of that tab', () => {
    const tabbed = boardOf([
      { id: 't', name: 't', type: 'tab', config: { tabs: [{ id: 'one', name: 'One' }] }, desktop: { x: 0, y: 0, w: 24, h: 12 } },
      chartWidget('inside', 'c1', { parent: { widgetId: 't', tabId: 'one' }, desktop: { x: 0, y: 0, w: 12, h: 5 } }),
    ]);
    expect(newWidget(tabbed, 'timer', { parent: { widgetId: 't', tabId: 'one' } }).desktop).toEqual({ x: 0, y: 5, w: 6, h: 3 });
    expect(newWidget(tabbed, 'timer').desktop).toEqual({ x: 0, y: 12, w: 6, h: 3 });
  });

  it('needs the chart for a saved chart widget', () => {
    expect(() => newWidget(board, 'chart')).toThrow();
    expect(newWidget(board, 'chart', { id: 'mine', config: { chartId: 'c9' } })).toMatchObject({ id: 'mine', config: { chartId: 'c9' }, interactions: { linkage: { enabled: false } } });
  });
});

describe('nextWidgetId and copyWidget', () => {
  it('never reuses an id', () => {
    expect(nextWidgetId(boardOf([chartWidget('w2'), chartWidget('w3', 'c2')]))).toBe('w4');
  });

  it('copies with a new id and name, keeping the size and config but nothing shared', () => {
    const board = boardOf([chartWidget('a', 'c1', { desktop: { x: 6, y: 2, w: 8, h: 4 }, rect: { x: 10, y: 20, w: 300, h: 200 }, locked: true })]);
    const original = board.widgets[0]!;
    const copy = copyWidget(board, original, () => 'b');
    expect(copy).toMatchObject({ id: 'b', name: 'a_copy', desktop: { x: 0, y: 6, w: 8, h: 4 }, rect: { x: 34, y: 44, w: 300, h: 200 }, locked: false, config: { chartId: 'c1' } });
    expect(copy.style).not.toBe(original.style);
    expect(copyWidget(board, original).id).toBe('w2');
  });
});
