import { describe, expect, it } from 'vitest';
import { PreparedRuns, type PreparedRun } from './preparedRuns';

const run = (sql: string): PreparedRun => ({ dialect: 'postgres', compiled: { sql, params: [] } as unknown as PreparedRun['compiled'], key: `key of ${sql}` });

describe('PreparedRuns', () => {
  it('keeps a run per view object and key: a new object (the view changed) prepares again', () => {
    const runs = new PreparedRuns();
    const view = {};
    let prepared = 0;
    const prepare = () => run(`SELECT ${++prepared}`);
    expect(runs.get(view, 'spec A', prepare).compiled.sql).toBe('SELECT 1');
    expect(runs.get(view, 'spec A', prepare).compiled.sql).toBe('SELECT 1');
    expect(runs.get(view, 'spec B', prepare).compiled.sql).toBe('SELECT 2');
    expect(runs.get({}, 'spec A', prepare).compiled.sql).toBe('SELECT 3');
    expect(prepared).toBe(3);
  });
});
