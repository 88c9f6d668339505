import BetterSqlite3 from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preparedQuery } from './preparedQuery';

interface TestDb {
  items: { id: string; org: string; rank: number; active: number };
}

describe('preparedQuery', () => {
  const database = new BetterSqlite3(':memory:');
  const db = new Kysely<TestDb>({ dialect: new SqliteDialect({ database }) });
  database.exec(`CREATE TABLE items (id TEXT, org TEXT, rank INTEGER, active INTEGER);
    INSERT INTO items VALUES ('a', 'o1', 2, 1), ('b', 'o1', 1, 1), ('c', 'o2', 1, 1), ('d', 'o1', 3, 0)`);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('builds once, then runs with each call\'s values in their places and keeps the constants', async () => {
    const build = vi.fn((org: string, minRank: number) =>
      db.selectFrom('items').select('id').where('org', '=', org).where('active', '=', 1).where('rank', '>=', minRank).orderBy('rank'),
    );
    const executeQuery = vi.spyOn(db, 'executeQuery');
    const items = preparedQuery(db as never, build);
    expect(await items('o1', 1)).toEqual([{ id: 'b' }, { id: 'a' }]);
    expect(await items('o1', 2)).toEqual([{ id: 'a' }]);
    expect(await items('o2', 0)).toEqual([{ id: 'c' }]);
    expect(build).toHaveBeenCalledTimes(1);
    expect(executeQuery.mock.calls.map(([query]) => (query as unknown as { parameters: unknown[] }).parameters)).toEqual([
      ['o1', 1, 1],
      ['o1', 1, 2],
      ['o2', 1, 0],
    ]);
  });

  it('treats a value that looks like SQL as a value', async () => {
    const byId = preparedQuery(db as never, (id: string) => db.selectFrom('items').select('id').where('id', '=', id));
    expect(await byId("a' OR '1'='1")).toEqual([]);
    expect(await byId('a')).toEqual([{ id: 'a' }]);
  });

  it('refuses a query where an argument is not a bound parameter', async () => {
    const inlined = preparedQuery(db as never, (id: string) => db.selectFrom('items').select('id').where('id', '=', sql.lit(id)));
    await expect(inlined('a')).rejects.toThrow(/argument 0 must be a bound parameter/);
    const unused = preparedQuery(db as never, (_id: string) => db.selectFrom('items').select('id'));
    await expect(unused('a')).rejects.toThrow(/argument 0 must be a bound parameter/);
    const byId = preparedQuery(db as never, (id: string) => db.selectFrom('items').select('id').where('id', '=', id));
    await byId('a');
    await expect((byId as (...args: string[]) => Promise<unknown>)('a', 'b')).rejects.toThrow(/1 arguments expected, 2 given/);
  });
});
