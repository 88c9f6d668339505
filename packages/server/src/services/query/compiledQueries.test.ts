import { QuerySpecSchema, type CompiledQuery } from '@redbi/shared/query';
import { describe, expect, it } from 'vitest';
import { CompiledQueries, dependsOnNow } from './compiledQueries';

const spec = (filters: unknown[] = []) => QuerySpecSchema.parse({ viewId: 'v1', columns: [{ column: 'a' }], filters });

describe('CompiledQueries', () => {
  it('compiles once for the same inputs, again for others', () => {
    const memo = new CompiledQueries();
    let compiled = 0;
    const compile = (): CompiledQuery => ({ sql: `SELECT ${++compiled}`, params: [] });
    const first = memo.compile(['postgres', spec(), [{ name: 'region', values: ['north'] }]], compile);
    expect(memo.compile(['postgres', spec(), [{ name: 'region', values: ['north'] }]], compile)).toBe(first);
    expect(compiled).toBe(1);
    memo.compile(['postgres', spec(), [{ name: 'region', values: ['south'] }]], compile);
    memo.compile(['mysql', spec(), [{ name: 'region', values: ['north'] }]], compile);
    expect(compiled).toBe(3);
  });

  it('keeps nothing when compiling fails', () => {
    const memo = new CompiledQueries();
    expect(() => memo.compile(['x'], () => {
      throw new Error('invalid');
    })).toThrow('invalid');
    expect(memo.compile(['x'], () => ({ sql: 'SELECT 1', params: [] })).sql).toBe('SELECT 1');
  });
});

describe('dependsOnNow', () => {
  it('holds for relative times and recommended ranges only', () => {
    expect(dependsOnNow(spec([{ column: 'd', sqlOperator: 'GT', values: [{ value: '2024-01-01 00:00:00', valueType: 'DATE' }] }]))).toBe(false);
    expect(dependsOnNow(spec([{ column: 'd', sqlOperator: 'GT', values: [{ relative: { amount: 3, unit: 'days', mode: 'ago' } }] }]))).toBe(true);
    expect(dependsOnNow(spec([{ column: 'd', sqlOperator: 'BETWEEN', values: [{ recommend: 'last_7_days' }] }]))).toBe(true);
  });
});
