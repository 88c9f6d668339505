import { describe, expect, it } from 'vitest';
import { checkSqlView, sqlViewDatabaseCheck } from './index';
import { allDialects, appErrorOf, permission, render, variable } from './sqlViewTestKit';

/** Unreadable by every grammar (`= =`), valid-looking otherwise: the decision is the fallback's. */
const unreadable = 'select a from t where a = = 1';

describe.each(allDialects)('SQL the grammar cannot read (%s)', (dialect) => {
  it('is left to the database: the check answers the statement to prepare, nothing is thrown', () => {
    const { databaseCheck } = checkSqlView(unreadable, dialect, []);
    expect(databaseCheck?.statement).toMatchObject({ sql: unreadable, params: [] });
    expect(databaseCheck?.unread).toMatchObject({ line: 1, column: 27 });
  });

  it('still refuses, from the tokens, what cannot be one query', () => {
    const refused = (sql: string) => appErrorOf(() => checkSqlView(sql, dialect, []));
    // Unbalanced brackets could close the subquery a view becomes: the grammar's error stands.
    expect(refused('select (a from t where a = = 1')).toMatchObject({ code: 'SQL_PARSE_FAILED', details: { line: 1 } });
    expect(refused('select a) from (t where a = = 1')).toMatchObject({ code: 'SQL_PARSE_FAILED' });
    // Not a query's first word (a typo, a statement the list does not know): the grammar's error stands.
    expect(refused('selec a from t')).toMatchObject({ code: 'SQL_PARSE_FAILED' });
    expect(refused('flush tables')).toMatchObject({ code: 'SQL_NOT_A_QUERY' });
    expect(refused('select a into b from t where a = = 1')).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found: 'SELECT INTO' } });
    expect(refused('select 1; select 2 = = 1')).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found: '2 statements' } });
  });

  it('refuses a data-modifying statement in a WITH, readable or not', () => {
    for (const [sql, found] of [
      ['with d as (delete from t returning *) select * from d', 'DELETE'],
      ['with d as (insert into t values (1) returning *) select * from d', 'INSERT'],
      ['with d as (update t set a = 1 returning *) select * from d', 'UPDATE'],
      ['with d as (merge into t using u on t.a = u.a when matched then delete) select 1', 'MERGE'],
    ] as const) {
      expect(appErrorOf(() => checkSqlView(sql, dialect, [])), sql).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found } });
    }
  });

  it('binds query variables where they stand, and fails closed on a permission variable', () => {
    expect(render(`${unreadable} and b = $v$`, [variable('v', ['x'])], dialect)).toEqual({ text: `${unreadable} and b = ?`, params: ['x'] });
    expect(render(`${unreadable} and b in ($v$)`, [variable('v', ['x', 'y'])], dialect)).toEqual({ text: `${unreadable} and b in (?, ?)`, params: ['x', 'y'] });
    const error = appErrorOf(() => render(`${unreadable} and b = $p$`, [permission('p', ['x'])], dialect));
    expect(error).toMatchObject({ code: 'SQL_PARSE_FAILED', messageKey: 'errors.sqlPermissionNeedsParser', params: { name: 'p', line: 1, column: 27 }, details: { line: 1, column: 27 } });
    expect(appErrorOf(() => checkSqlView(`${unreadable} and b = $p$`, dialect, [{ name: 'p', type: 'permission', sql: false }])).messageKey).toBe(
      'errors.sqlPermissionNeedsParser',
    );
  });

  it('gives the preview the statement to check with the caller’s values, and nothing for SQL the grammar reads', () => {
    const check = sqlViewDatabaseCheck(`${unreadable} and b = $v$`, dialect, [variable('v', ['x'])]);
    expect(check?.statement.params).toEqual(['x']);
    expect(sqlViewDatabaseCheck('select a from t where b = $v$', dialect, [variable('v', ['x'])])).toBeUndefined();
  });
});

describe('valid dialect SQL beyond the grammar', () => {
  it('accepts PostgreSQL’s substring(x FROM 1 FOR 2), the issue’s example', () => {
    expect(() => checkSqlView('SELECT substring(name FROM 1 FOR 2) FROM t', 'postgres', [])).not.toThrow();
    expect(render('SELECT substring(name FROM 1 FOR 2) FROM t where a = $v$', [variable('v', ['1'])]).params).toEqual(['1']);
  });

  it('accepts DuckDB’s UNPIVOT … INTO NAME, which is no SELECT INTO', () => {
    expect(() => checkSqlView('unpivot t on a, b into name k value v', 'duckdb', [])).not.toThrow();
  });

  it('does not take MySQL’s INSERT() function for a statement', () => {
    expect(() => checkSqlView("select (insert(a, 1, 2, 'x')) from t", 'mysql', [])).not.toThrow();
  });
});
