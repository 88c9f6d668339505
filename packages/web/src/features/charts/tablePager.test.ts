import { describe, expect, it } from 'vitest';
import { tablePager } from './tablePager';

describe('tablePager', () => {
  it('pages by the counted total of the result', () => {
    expect(tablePager({ pageNo: 3, pageSize: 100, total: 10_000 }, 100)).toEqual({
      current: 3,
      pageSize: 100,
      total: 10_000,
      knownTotal: 10_000,
      pageSizeOptions: [20, 50, 100, 500, 1000],
    });
  });

  it('without a count, offers one more page while the page is full, and none after a short page', () => {
    expect(tablePager({ pageNo: 2, pageSize: 50 }, 50).total).toBe(101);
    expect(tablePager({ pageNo: 2, pageSize: 50 }, 12).total).toBe(62);
    expect(tablePager({ pageNo: 2, pageSize: 50 }, 12).knownTotal).toBeUndefined();
  });

  it('offers the page size in use among the choices', () => {
    expect(tablePager({ pageNo: 1, pageSize: 30, total: 5 }, 5).pageSizeOptions).toEqual([20, 30, 50, 100, 500, 1000]);
  });
});
