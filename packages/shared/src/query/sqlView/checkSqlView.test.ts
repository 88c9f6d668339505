import { describe, expect, it } from 'vitest';
import { checkSqlView } from './index';
import { allDialects, appErrorOf, render, variable } from './sqlViewTestKit';

const check = (sql: string, dialect = allDialects[0]) => checkSqlView(sql, dialect ?? 'postgres', []);

describe.each(allDialects)('the statement of a SQL view (%s)', (dialect) => {
  it('accepts one SELECT, WITH … SELECT or UNION, with a trailing semicolon and comments', () => {
    for (const sql of [
      'select 1',
      'SELECT a, b FROM t WHERE a > 1 ORDER BY b',
      'with c as (select a from t) select * from c',
      'select a from t union all select b from u',
      'select 1;',
      'select 1 ;\n\n',
      '-- the whole table\nselect * from t -- all of it\n',
      '/* lead */ select 1 /* tail */;',
    ]) {
      expect(() => checkSqlView(sql, dialect, [])).not.toThrow();
    }
  });

  it('refuses other statements, naming them', () => {
    const found = (sql: string) => appErrorOf(() => checkSqlView(sql, dialect, []));
    expect(found('delete from t')).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found: 'DELETE' } });
    expect(found('INSERT INTO t VALUES (1)')).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found: 'INSERT' } });
    expect(found('update t set a = 1')).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found: 'UPDATE' } });
    expect(found('create table x (a int)')).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found: 'CREATE' } });
    expect(found('drop table t')).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found: 'DROP' } });
    expect(found('truncate table t')).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found: 'TRUNCATE' } });
    expect(found('vacuum')).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found: 'VACUUM' } });
    expect(found('-- sneaky\n  Grant all on t to public')).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found: 'GRANT' } });
    expect(found('select 1; select 2')).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found: '2 statements' } });
    expect(found('select 1; delete from t;')).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found: '2 statements' } });
    expect(found("select ';' as a; drop table t")).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found: '2 statements' } });
  });

  it('refuses SELECT … INTO, which creates a table', () => {
    if (dialect === 'sqlite') return; // SQLite has no SELECT INTO: a parse error there
    expect(appErrorOf(() => check('select * into copy from t', dialect))).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found: 'SELECT INTO' } });
  });

  it('refuses empty SQL with the validation message on the field script', () => {
    for (const sql of ['', '   \n\t', '-- only a comment', '/* nothing */ ;']) {
      expect(appErrorOf(() => checkSqlView(sql, dialect, []))).toEqual({
        code: 'VALIDATION',
        messageKey: 'validation.sqlEmpty',
        params: {},
        details: { script: 'validation.sqlEmpty' },
      });
    }
  });

  it('hands SQL the grammar cannot read to the database, saying where the grammar stopped', () => {
    const sql = 'select a,\n       $v$ as r, $long_expression$ as s\nfrom t\nwhere a = = 1';
    const scope = [
      { name: 'v', type: 'query' as const, sql: false },
      { name: 'long_expression', type: 'query' as const, sql: true, defaultValue: ['(1 + 2)'] },
    ];
    const { databaseCheck } = checkSqlView(sql, dialect, scope);
    expect(databaseCheck?.unread).toMatchObject({ line: 4, column: 11 });
    expect(databaseCheck?.unread.reason).toContain('=');
    // The statement the database checks: SQL-text variables in, query variables bound (NULL at save time).
    const placeholder = dialect === 'mysql' || dialect === 'sqlite' ? '?' : dialect === 'clickhouse' ? '{p1:Nullable(Nothing)}' : '$1';
    expect(databaseCheck?.statement).toMatchObject({ sql: `select a,\n       ${placeholder} as r, (1 + 2) as s\nfrom t\nwhere a = = 1`, params: [null] });
    // A database error's offset points back at the view's SQL.
    expect(databaseCheck?.statement.locate?.(databaseCheck.statement.sql.indexOf('= 1'))).toEqual({ line: 4, column: 11 });
    // The run and the preview render it too, the variable bound: the database's parser judges it.
    expect(render(sql, [variable('v', ['1']), variable('long_expression', ['(1 + 2)'], { sql: true })], dialect).params).toEqual(['1']);
  });

  it('points at a variable when the grammar stops at the variable', () => {
    const sql = 'select *\nfrom t\nwhere a = 1 $v$';
    expect(checkSqlView(sql, dialect, [{ name: 'v', type: 'query', sql: false }]).databaseCheck?.unread).toMatchObject({ line: 3, column: 13 });
  });

  it('says where an unfinished statement ends', () => {
    expect(check('select a,\nfrom', dialect).databaseCheck?.unread).toMatchObject({ line: 2 });
    expect(check('select a from t where', dialect).databaseCheck?.unread).toEqual({ line: 1, column: 22, reason: 'unexpected end of input' });
  });

  it('needs nothing from the database when the grammar reads the SQL', () => {
    expect(check('select a from t where b = 1', dialect)).toEqual({});
  });
});

describe('permission variables at save time', () => {
  const scope = [
    { name: 'p', type: 'permission' as const, sql: false },
    { name: 'q', type: 'query' as const, sql: false },
    { name: 'e', type: 'query' as const, sql: true, defaultValue: ['region'] },
  ];
  const checkScoped = (sql: string) => () => checkSqlView(sql, 'postgres', scope);

  it('accepts them inside comparisons anywhere in the statement', () => {
    for (const sql of [
      'select * from t where a = $p$',
      'select * from t where a in ($p$) and b = $q$',
      'select * from t join u on u.id = t.id and u.owner = $P$',
      'select a, count(*) from t group by a having max(b) <= $p$',
      'with c as (select * from t where a like $p$) select * from c',
      'select case when a = $p$ then 1 else 0 end as mine from t',
      'select * from t where $e$ = $p$',
      "select * from t where a = '$p$' or b = $q$", // in a string: not a variable
    ]) {
      expect(checkScoped(sql)).not.toThrow();
    }
  });

  it('refuses them anywhere else, naming them', () => {
    for (const sql of [
      'select $p$ as x from t',
      'select * from t where coalesce($p$, true)',
      'select * from t order by $p$',
      'select * from t limit $p$',
    ]) {
      expect(appErrorOf(checkScoped(sql))).toMatchObject({ code: 'QUERY_INVALID', messageKey: 'query.permissionVariableMisplaced', params: { name: 'p' } });
    }
  });

  it('lets query variables stand anywhere a value can', () => {
    expect(checkScoped('select $q$ as x from t order by $q$')).not.toThrow();
  });

  it('checks SQL-text variables with their default SQL', () => {
    expect(checkScoped('select * from t where $e$ = 1')).not.toThrow();
    const unread = checkSqlView('select $e$ from t', 'postgres', [{ name: 'e', type: 'query', sql: true, defaultValue: ['1 from'] }]);
    expect(unread.databaseCheck?.statement.sql).toBe('select 1 from from t');
  });
});
