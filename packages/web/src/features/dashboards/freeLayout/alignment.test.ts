import { describe, expect, it } from 'vitest';
import { alignWidgets, distributeWidgets } from './alignment';
import { placedWidget, rectsById } from './freeLayoutTestData';

const canvas = { width: 1000, height: 600 };
const widgets = [placedWidget('a', { x: 100, y: 50, w: 100, h: 40 }), placedWidget('b', { x: 300, y: 150, w: 50, h: 100 }), placedWidget('c', { x: 20, y: 20, w: 10, h: 10 })];

describe('alignWidgets', () => {
  it('aligns the selection on its bounds, leaving the others', () => {
    const rects = (alignment: Parameters<typeof alignWidgets>[2]) => rectsById(alignWidgets(widgets, ['a', 'b'], alignment, canvas));
    expect(rects('left')).toMatchObject({ a: { x: 100 }, b: { x: 100 }, c: { x: 20 } });
    expect(rects('right')).toMatchObject({ a: { x: 250 }, b: { x: 300 } });
    expect(rects('center')).toMatchObject({ a: { x: 175 }, b: { x: 200 } });
    expect(rects('top')).toMatchObject({ a: { y: 50 }, b: { y: 50 } });
    expect(rects('bottom')).toMatchObject({ a: { y: 210 }, b: { y: 150 } });
    expect(rects('middle')).toMatchObject({ a: { y: 130 }, b: { y: 100 } });
  });

  it('aligns a single widget on the canvas', () => {
    expect(rectsById(alignWidgets(widgets, ['a'], 'right', canvas)).a).toEqual({ x: 900, y: 50, w: 100, h: 40 });
    expect(rectsById(alignWidgets(widgets, ['a'], 'middle', canvas)).a).toEqual({ x: 100, y: 280, w: 100, h: 40 });
  });

  it('keeps locked widgets where they are, as anchors for the others', () => {
    const anchored = [{ ...widgets[0]!, locked: true }, widgets[1]!];
    expect(rectsById(alignWidgets(anchored, ['a', 'b'], 'left', canvas))).toMatchObject({ a: { x: 100 }, b: { x: 100 } });
    expect(rectsById(alignWidgets(anchored, ['a', 'b'], 'right', canvas))).toMatchObject({ a: { x: 100 }, b: { x: 300 } });
  });
});

describe('distributeWidgets', () => {
  const row = [placedWidget('a', { x: 0, y: 0, w: 100, h: 10 }), placedWidget('b', { x: 500, y: 40, w: 100, h: 30 }), placedWidget('c', { x: 150, y: 300, w: 50, h: 10 }), placedWidget('d', { x: 0, y: 0, w: 10, h: 10 })];

  it('evens out the gaps between the outer pair', () => {
    // Span 0–600 holds 250 px of widgets: two gaps of 175.
    expect(rectsById(distributeWidgets(row, ['a', 'b', 'c'], 'horizontal'))).toMatchObject({ a: { x: 0 }, c: { x: 275 }, b: { x: 500 }, d: { x: 0 } });
    // Vertically a (0–10), b (40–70), c (300–310): gaps of 130.
    expect(rectsById(distributeWidgets(row, ['a', 'b', 'c'], 'vertical'))).toMatchObject({ a: { y: 0 }, b: { y: 140 }, c: { y: 300 } });
  });

  it('needs three widgets', () => {
    expect(distributeWidgets(row, ['a', 'b'], 'horizontal')).toEqual(row);
  });
});
