import { describe, expect, it } from 'vitest';
import { chartWidget } from '../viewer/boardTestData';
import { changedRects, gridItems, rectOn } from './gridRects';

const widget = chartWidget('w1', 'c1', { desktop: { x: 12, y: 2, w: 12, h: 8 }, mobile: { x: 4, y: 0, w: 6, h: 6 } });

describe('grid rects', () => {
  it('places a widget by its desktop rect on the 24-column grid and by its phone rect, kept inside 6 columns, on phones', () => {
    expect(rectOn(widget, 'desktop')).toEqual({ x: 12, y: 2, w: 12, h: 8 });
    expect(rectOn(widget, 'mobile')).toEqual({ x: 0, y: 0, w: 6, h: 6 });
    expect(gridItems([widget], 'desktop', false)).toEqual([{ i: 'w1', x: 12, y: 2, w: 12, h: 8, static: true }]);
  });

  it('reports only the rects a drag or resize changed', () => {
    expect(changedRects([widget], 'desktop', [{ i: 'w1', x: 12, y: 2, w: 12, h: 8 }])).toEqual({});
    expect(changedRects([widget], 'desktop', [{ i: 'w1', x: 0, y: 2, w: 8, h: 8 }])).toEqual({ w1: { x: 0, y: 2, w: 8, h: 8 } });
  });
});
