import { describe, expect, it } from 'vitest';
import { queryKey, type QueryIdentity } from './cacheKey';

const base: QueryIdentity = {
  source: 's1@2024-01-01T00:00:00.000Z',
  sql: 'SELECT "region" FROM (SELECT * FROM sales WHERE region IN ($1)) "V" LIMIT 10 OFFSET 0',
  params: ['north'],
  page: { pageNo: 1, pageSize: 10, countTotal: false },
};

describe('queryKey', () => {
  it('is a SHA-256 in hex, the same for the same query', () => {
    expect(queryKey(base)).toMatch(/^[0-9a-f]{64}$/);
    expect(queryKey({ ...base, params: ['north'], page: { ...base.page } })).toBe(queryKey(base));
  });

  it('differs with the source, the SQL, each value, the page and the count', () => {
    const keys = [
      queryKey(base),
      queryKey({ ...base, source: 's2@2024-01-01T00:00:00.000Z' }),
      // The same source once its settings changed.
      queryKey({ ...base, source: 's1@2024-02-01T00:00:00.000Z' }),
      queryKey({ ...base, sql: `${base.sql} ` }),
      // A permission value sits in the params: another user's rows, another key.
      queryKey({ ...base, params: ['south'] }),
      queryKey({ ...base, params: [1] }),
      queryKey({ ...base, params: ['1'] }),
      queryKey({ ...base, page: { pageNo: 2, pageSize: 10, countTotal: false } }),
      queryKey({ ...base, page: { pageNo: 1, pageSize: 20, countTotal: false } }),
      queryKey({ ...base, page: { pageNo: 1, pageSize: 10, countTotal: true } }),
      queryKey({ ...base, count: { sql: 'SELECT COUNT(*) FROM (…) "C"', params: ['north'] } }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cannot be forged by moving text between the SQL and the values', () => {
    expect(queryKey({ ...base, sql: 'SELECT 1', params: ['a,b'] })).not.toBe(queryKey({ ...base, sql: 'SELECT 1,a', params: ['b'] }));
  });
});
