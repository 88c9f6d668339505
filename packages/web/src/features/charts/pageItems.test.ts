import { describe, expect, it } from 'vitest';
import { pageAfterResize, pageCount, pageItems } from './pageItems';

describe('pageItems', () => {
  it('lists every page up to seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('cuts longer lists with jumps, as antd does: the first, the last, and two either side of the current page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'jump-next', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'jump-prev', 3, 4, 5, 6, 7, 'jump-next', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'jump-prev', 8, 9, 10, 11, 12, 'jump-next', 20]);
    expect(pageItems(18, 20)).toEqual([1, 'jump-prev', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'jump-prev', 16, 17, 18, 19, 20]);
  });

  it('counts pages and keeps the page after a resize unless it is gone', () => {
    expect(pageCount(101, 100)).toBe(2);
    expect(pageCount(100, 100)).toBe(1);
    expect(pageCount(0, 100)).toBe(0);
    expect(pageAfterResize(3, 100, 1000)).toBe(3);
    expect(pageAfterResize(30, 100, 1000)).toBe(10);
  });
});
