import { describe, expect, it } from 'vitest';
import { resizeRect } from './resizeRect';
import { snapLinesOf, snapMove, type SnapOptions } from './snapping';

const canvas = { width: 1000, height: 600 };
const options = (enabled = true): SnapOptions => ({ lines: snapLinesOf([{ x: 300, y: 100, w: 200, h: 100 }], canvas), threshold: 6, grid: 8, enabled });

describe('snapMove', () => {
  it('sticks an edge to another widget edge and shows the guide', () => {
    // The moving box's left edge comes within 4 px of the other widget's right edge (500).
    const result = snapMove({ x: 504, y: 333, w: 100, h: 50 }, options());
    expect(result.x).toBe(500);
    expect(result.guides).toContainEqual({ axis: 'x', at: 500 });
  });

  it('sticks centres to centres', () => {
    // Centre 402 → the other widget's centre 400.
    const result = snapMove({ x: 352, y: 400, w: 100, h: 50 }, options());
    expect(result.x).toBe(350);
    expect(result.guides).toContainEqual({ axis: 'x', at: 400 });
  });

  it('falls back to the 8 px grid, on whole pixels', () => {
    const result = snapMove({ x: 611.3, y: 397.2, w: 50, h: 50 }, options());
    expect(result).toEqual({ x: 608, y: 400, guides: [] });
  });

  it('rounds to whole pixels only when snapping is off', () => {
    expect(snapMove({ x: 504.4, y: 333.6, w: 100, h: 50 }, options(false))).toEqual({ x: 504, y: 334, guides: [] });
  });
});

describe('resizeRect', () => {
  const start = { x: 600, y: 300, w: 100, h: 100 };

  it('moves only the dragged edges, onto the grid', () => {
    expect(resizeRect(start, 'se', 21, 37, options()).rect).toEqual({ x: 600, y: 300, w: 120, h: 140 });
    expect(resizeRect(start, 'w', -50, 99, options()).rect).toEqual({ x: 552, y: 300, w: 148, h: 100 });
  });

  it('sticks the dragged edge to other widgets with a guide', () => {
    const { rect, guides } = resizeRect(start, 'n', 0, -197, options());
    expect(rect).toEqual({ x: 600, y: 100, w: 100, h: 300 });
    expect(guides).toEqual([{ axis: 'y', at: 100 }]);
  });

  it('never makes a widget smaller than 10 px, keeping the opposite edge', () => {
    expect(resizeRect(start, 'e', -500, 0, options()).rect).toEqual({ x: 600, y: 300, w: 10, h: 100 });
    expect(resizeRect(start, 'nw', 500, 500, options(false)).rect).toEqual({ x: 690, y: 390, w: 10, h: 10 });
  });
});
