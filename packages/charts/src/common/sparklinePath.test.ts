import { describe, expect, it } from 'vitest';
import { sparklineShapes } from './sparklinePath';

describe('sparklineShapes', () => {
  it('spreads the points over the box, highest at the top, with the area beneath and the last point', () => {
    const shapes = sparklineShapes([1, 3, 2], 104, 24);
    expect(shapes.line).toBe('M2 22 L52 2 L102 12');
    expect(shapes.area).toBe('M2 24 L2 22 L52 2 L102 12 L102 24 Z');
    expect(shapes.last).toEqual({ x: 102, y: 12 });
  });

  it('breaks the line where a point has no value, and lays a flat series in the middle', () => {
    expect(sparklineShapes([1, null, 2, 3], 8, 10, 1).line).toBe('M1 9 M5 5 L7 1');
    expect(sparklineShapes([5, 5], 10, 20).line).toBe('M2 10 L8 10');
  });

  it('draws nothing without a value or a box', () => {
    expect(sparklineShapes([null, null], 100, 20)).toEqual({ line: '', area: '' });
    expect(sparklineShapes([1, 2], 0, 20)).toEqual({ line: '', area: '' });
  });
});
