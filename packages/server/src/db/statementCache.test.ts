import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statementCache';

describe('withStatementCache', () => {
  it('prepares a statement once and keeps the most recently used ones', () => {
    const database = new BetterSqlite3(':memory:');
    const cached = withStatementCache(database, 2);
    const first = cached.prepare('SELECT 1');
    expect(cached.prepare('SELECT 1')).toBe(first);
    const two = cached.prepare('SELECT 2');
    cached.prepare('SELECT 1');
    // 'SELECT 2' is now the least recently used: a third statement pushes it out, not 'SELECT 1'.
    cached.prepare('SELECT 3');
    expect(cached.prepare('SELECT 1')).toBe(first);
    const again = cached.prepare('SELECT 2');
    expect(again).not.toBe(two);
    expect(cached.prepare('SELECT 2')).toBe(again);
    expect((cached.prepare('SELECT 1') as unknown as BetterSqlite3.Statement).get()).toEqual({ 1: 1 });
    cached.close();
    expect(database.open).toBe(false);
  });
});
