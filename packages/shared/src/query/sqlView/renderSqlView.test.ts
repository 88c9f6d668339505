import { describe, expect, it } from 'vitest';
import { renderSqlView } from './index';
import { allDialects, appErrorOf, render, variable } from './sqlViewTestKit';

const numeric = { valueType: 'numeric' } as const;

describe.each(allDialects)('variables in a SQL view (%s)', (dialect) => {
  const run = (sql: string, ...variables: Parameters<typeof render>[1]) => render(sql, variables, dialect);

  it('binds one value where the variable is written', () => {
    expect(run('select * from t where a = $v$ and b = 2', variable('v', ['x']))).toEqual({ text: 'select * from t where a = ? and b = 2', params: ['x'] });
    expect(run('select $v$ as label from t', variable('v', ['x']))).toEqual({ text: 'select ? as label from t', params: ['x'] });
  });

  it('matches names without regard to case', () => {
    expect(run('select * from t where a = $REGION$ or b = $Region$', variable('region', ['x']))).toEqual({
      text: 'select * from t where a = ? or b = ?',
      params: ['x', 'x'],
    });
  });

  it('turns = and != with several values into IN and NOT IN', () => {
    const v = variable('v', ['x', 'y']);
    expect(run('select * from t where a = $v$', v)).toEqual({ text: 'select * from t where a IN (?, ?)', params: ['x', 'y'] });
    expect(run('select * from t where a != $v$', v).text).toBe('select * from t where a NOT IN (?, ?)');
    expect(run('select * from t where a <> $v$ and b = 1', v).text).toBe('select * from t where a NOT IN (?, ?) and b = 1');
    expect(run('select * from t where $v$ = t.a', v).text).toBe('select * from t where t.a IN (?, ?)');
    expect(run('select * from t where a = ($v$)', v).text).toBe('select * from t where a IN (?, ?)');
  });

  it('lists several values inside IN', () => {
    const v = variable('v', ['x', 'y', 'z']);
    expect(run('select * from t where a in ($v$)', v)).toEqual({ text: 'select * from t where a in (?, ?, ?)', params: ['x', 'y', 'z'] });
    expect(run("select * from t where a not in ('w', $v$)", v).text).toBe("select * from t where a not in ('w', ?, ?, ?)");
  });

  it('keeps the widest bound of a range comparison, numbers compared as numbers', () => {
    const n = variable('n', ['9', '10', '-1.5'], numeric);
    expect(run('select * from t where a > $n$', n)).toEqual({ text: 'select * from t where a > ?', params: [-1.5] });
    expect(run('select * from t where a >= $n$', n).params).toEqual([-1.5]);
    expect(run('select * from t where a < $n$', n).params).toEqual([10]);
    expect(run('select * from t where a <= $n$', n).params).toEqual([10]);
    expect(run('select * from t where $n$ < a', n).params).toEqual([-1.5]);
    expect(run('select * from t where $n$ >= a', n).params).toEqual([10]);
    const s = variable('s', ['9', '10']);
    expect(run('select * from t where a > $s$', s).params).toEqual(['10']);
    expect(run('select * from t where a between $n$ and $n$', n)).toEqual({ text: 'select * from t where a between ? and ?', params: [-1.5, 10] });
    expect(run('select * from t where a not between $n$ and $n$', n).params).toEqual([10, -1.5]);
  });

  it('repeats LIKE for each value: OR for LIKE, AND for NOT LIKE', () => {
    const v = variable('v', ['a%', 'b%']);
    expect(run('select * from t where name like $v$ and b = 1', v)).toEqual({
      text: 'select * from t where (name like ? OR name like ?) and b = 1',
      params: ['a%', 'b%'],
    });
    expect(run('select * from t where t.name not like $v$', v).text).toBe('select * from t where (t.name not like ? AND t.name not like ?)');
  });

  it('needs a plain column on the left of LIKE with several values', () => {
    const v = variable('v', ['a%', 'b%']);
    expect(appErrorOf(() => run('select * from t where lower(name) like $v$', v))).toMatchObject({
      code: 'QUERY_INVALID',
      messageKey: 'query.likeNeedsColumn',
      params: { name: 'v' },
    });
    expect(run('select * from t where lower(name) like $v$', variable('v', ['a%'])).text).toBe('select * from t where lower(name) like ?');
  });

  it('repeats a condition whose variable is inside an expression', () => {
    const v = variable('v', ['x', 'y']);
    expect(run('select * from t where a = lower($v$)', v)).toEqual({
      text: 'select * from t where (a = lower(?) OR a = lower(?))',
      params: ['x', 'y'],
    });
    expect(run('select * from t where a <> lower($v$)', v).text).toBe('select * from t where (a <> lower(?) AND a <> lower(?))');
    expect(run('select * from t where ($v$ is null or a = $v$)', v)).toEqual({
      text: 'select * from t where ((? is null OR ? is null) or a IN (?, ?))',
      params: ['x', 'y', 'x', 'y'],
    });
  });

  it('gives several values outside a condition as a list', () => {
    expect(run('select coalesce($v$) as x from t', variable('v', ['x', 'y']))).toEqual({ text: 'select coalesce(?, ?) as x from t', params: ['x', 'y'] });
  });

  it('drops the condition of a query variable without a value (all rows)', () => {
    const none = variable('v', []);
    expect(run('select * from t where a = $v$ and b = 2', none)).toEqual({ text: 'select * from t where 1=1 and b = 2', params: [] });
    expect(run('select * from t where a in ($v$) or b like $v$', none).text).toBe('select * from t where 1=1 or 1=1');
    expect(run('select * from t where a between $v$ and 3', none).text).toBe('select * from t where 1=1');
    expect(run('select * from t where ($v$ is null or a = $v$)', none).text).toBe('select * from t where (1=1 or 1=1)');
  });

  it('binds NULL for a variable without a value outside a condition', () => {
    expect(run('select $v$ as x from t', variable('v', []))).toEqual({ text: 'select ? as x from t', params: [null] });
  });

  it('binds by value type', () => {
    expect(run('select * from t where a = $n$', variable('n', [' 42 '], numeric)).params).toEqual([42]);
    expect(run('select * from t where a = $s$', variable('s', ['42'])).params).toEqual(['42']);
    expect(run('select * from t where a > $d$', variable('d', ['2024-01-31 10:00:00'], { valueType: 'date' })).params).toEqual(['2024-01-31 10:00:00']);
    for (const value of ['abc', '', '1 OR 1=1', 'Infinity', '12abc']) {
      expect(appErrorOf(() => run('select * from t where a = $n$', variable('n', [value], numeric)))).toMatchObject({
        code: 'QUERY_INVALID',
        messageKey: 'query.variableNotNumeric',
        params: { name: 'n', value },
      });
    }
  });

  it('substitutes SQL-text variables first, as SQL', () => {
    const e = variable('e', ['upper(a)', "'x'"], { sql: true });
    expect(run('select $e$ from t where b = $v$', e, variable('v', ['y']))).toEqual({ text: "select upper(a), 'x' from t where b = ?", params: ['y'] });
    expect(run('select * from t where a = $e$', variable('e', [], { sql: true })).text).toBe('select * from t where a = NULL');
  });

  it('touches nothing inside strings, quoted identifiers and comments', () => {
    const sql = "select '$v$' as \"$v$\" -- $v$\nfrom t /* $v$ */ where a = $v$";
    expect(run(sql, variable('v', ['x']))).toEqual({ text: "select '$v$' as \"$v$\" -- $v$\nfrom t /* $v$ */ where a = ?", params: ['x'] });
  });

  it('leaves out the trailing semicolon and comments, so that the SQL can be a subquery', () => {
    expect(run('-- head\nselect 1 as a; -- tail\n').text).toBe('select 1 as a');
  });

  it('keeps, for every copied piece, its offset in the SQL as written', () => {
    const sql = 'select $e$ as a,\n  b\nfrom t where c = $v$ and d in ($w$)';
    const fragment = renderSqlView(sql, dialect, [variable('e', ['1 + 1'], { sql: true }), variable('v', []), variable('w', ['1', '2'])]);
    const copied = fragment.filter((piece) => 'text' in piece && piece.at !== undefined);
    expect(copied.length).toBeGreaterThan(2);
    for (const piece of copied) {
      if ('text' in piece && piece.at !== undefined) expect(sql.slice(piece.at, piece.at + piece.text.length)).toBe(piece.text);
    }
    expect(fragment).toContainEqual({ text: '1 + 1' });
    expect(fragment).toContainEqual({ text: ' as a,\n  b\nfrom t where ', at: 10 });
  });
});

describe('dialect-only syntax', () => {
  it('handles ILIKE and casts in PostgreSQL and DuckDB', () => {
    for (const dialect of ['postgres', 'duckdb'] as const) {
      const v = variable('v', ['a%', 'b%']);
      expect(render('select * from t where name ilike $v$', [v], dialect).text).toBe('select * from t where (name ilike ? OR name ilike ?)');
      expect(render('select * from t where id = $v$::int', [variable('v', ['1', '2'])], dialect).text).toBe(
        'select * from t where (id = ?::int OR id = ?::int)',
      );
    }
  });

  it('handles backticks and backslash strings in MySQL', () => {
    const sql = "select `a` from `t` where `a` = $v$ and b <> 'it\\'s $v$'";
    expect(render(sql, [variable('v', ['x', 'y'])], 'mysql').text).toBe("select `a` from `t` where `a` IN (?, ?) and b <> 'it\\'s $v$'");
  });

  it('binds a variable where the grammar cannot read the SQL (|| in a LIKE pattern in PostgreSQL), leaving the SQL to the database', () => {
    const v = variable('v', ['x']);
    expect(render("select * from t where a like '%' || $v$ || '%'", [v])).toEqual({ text: "select * from t where a like '%' || ? || '%'", params: ['x'] });
    expect(render("select * from t where a like ('%' || $v$ || '%')", [v])).toEqual({ text: "select * from t where a like ('%' || ? || '%')", params: ['x'] });
  });
});

describe('conditions that cannot take the values', () => {
  it('refuses two variables with several values that would each rewrite the same condition', () => {
    const variables = [variable('a', ['1', '2']), variable('b', ['3', '4'])];
    expect(appErrorOf(() => render('select * from t where $a$ = $b$', variables))).toMatchObject({
      code: 'QUERY_INVALID',
      messageKey: 'query.severalValuesTwice',
      params: { name: 'b' },
    });
    // Each bound of a range keeps one value, so two variables there are fine.
    expect(render('select * from t where x between $a$ and $b$', variables)).toEqual({ text: 'select * from t where x between ? and ?', params: ['1', '4'] });
  });
});
