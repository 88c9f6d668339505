import { describe, expect, it } from 'vitest';
import { placedWidget, zOrder } from './freeLayoutTestData';
import { moveInStack, moveToStackIndex, stackOrder } from './stackOrder';

const rect = { x: 0, y: 0, w: 100, h: 100 };
// Bottom first: a, b, c, d (b and c share z 1 and keep their board order).
const layers = [placedWidget('c', rect, { z: 1 }), placedWidget('a', rect, { z: 0 }), placedWidget('d', rect, { z: 5 }), placedWidget('b', rect, { z: 1 })];

describe('stackOrder', () => {
  it('orders the layers by z, then by board order, leaving out the children of tabs', () => {
    const child = placedWidget('e', rect, { z: 9, parent: { widgetId: 'd', tabId: 't1' } });
    expect(stackOrder([...layers, child]).map((widget) => widget.id)).toEqual(['a', 'c', 'b', 'd']);
  });
});

describe('moveInStack', () => {
  it('brings to the front and sends to the back, renumbering z', () => {
    expect(zOrder(moveInStack(layers, ['a'], 'front'))).toEqual(['c', 'b', 'd', 'a']);
    expect(moveInStack(layers, ['a'], 'front').map((widget) => widget.z)).toEqual([0, 3, 2, 1]);
    expect(zOrder(moveInStack(layers, ['d', 'b'], 'back'))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('steps one layer forward or backward, selections moving together', () => {
    expect(zOrder(moveInStack(layers, ['a'], 'forward'))).toEqual(['c', 'a', 'b', 'd']);
    expect(zOrder(moveInStack(layers, ['a', 'c'], 'forward'))).toEqual(['b', 'a', 'c', 'd']);
    expect(zOrder(moveInStack(layers, ['d'], 'forward'))).toEqual(['a', 'c', 'b', 'd']);
    expect(zOrder(moveInStack(layers, ['b'], 'backward'))).toEqual(['a', 'b', 'c', 'd']);
    expect(zOrder(moveInStack(layers, ['a'], 'backward'))).toEqual(['a', 'c', 'b', 'd']);
  });
});

describe('moveToStackIndex', () => {
  it('drops a layer at a position of the stack', () => {
    expect(zOrder(moveToStackIndex(layers, 'd', 0))).toEqual(['d', 'a', 'c', 'b']);
    expect(zOrder(moveToStackIndex(layers, 'a', 2))).toEqual(['c', 'b', 'a', 'd']);
    expect(zOrder(moveToStackIndex(layers, 'a', 99))).toEqual(['c', 'b', 'd', 'a']);
  });
});
