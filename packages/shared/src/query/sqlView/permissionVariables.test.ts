import { describe, expect, it } from 'vitest';
import { allDialects, appErrorOf, permission, render, variable } from './sqlViewTestKit';

describe.each(allDialects)('permission variables fail closed (%s)', (dialect) => {
  const run = (sql: string, ...variables: Parameters<typeof render>[1]) => render(sql, variables, dialect);

  it('turn their condition into 1=0 for a user without values, wherever it is', () => {
    const none = permission('p', []);
    expect(run('select * from t where region = $p$', none)).toEqual({ text: 'select * from t where 1=0', params: [] });
    expect(run('select * from t where region in ($p$) and b = 1', none).text).toBe('select * from t where 1=0 and b = 1');
    expect(run('select * from t join u on u.id = t.id and u.owner = $p$', none).text).toBe('select * from t join u on u.id = t.id and 1=0');
    expect(run('select a, count(*) from t group by a having max(b) <= $p$', none).text).toBe('select a, count(*) from t group by a having 1=0');
    expect(run('with c as (select * from t where a like $p$) select * from c', none).text).toBe('with c as (select * from t where 1=0) select * from c');
    expect(run('select * from t where a in (select b from u where u.k = $p$)', none).text).toBe('select * from t where a in (select b from u where 1=0)');
  });

  it('restrict to the user\'s values', () => {
    expect(run('select * from t where region = $p$', permission('p', ['north']))).toEqual({ text: 'select * from t where region = ?', params: ['north'] });
    expect(run('select * from t where region = $p$', permission('p', ['north', 'south']))).toEqual({
      text: 'select * from t where region IN (?, ?)',
      params: ['north', 'south'],
    });
  });

  it('do not restrict the organisation\'s owner', () => {
    expect(run('select * from t where region = $p$ and b = 1', permission('p', [], { unrestricted: true })).text).toBe('select * from t where 1=1 and b = 1');
    expect(run('select * from t where region = $p$', permission('p', ['north'], { unrestricted: true })).text).toBe('select * from t where 1=1');
  });

  it('keep the author\'s own SQL around the condition as written, OR included', () => {
    // An OR written by the view's author is the author's rule; only the condition with the variable changes.
    expect(run('select * from t where region = $p$ or public = 1', permission('p', [])).text).toBe('select * from t where 1=0 or public = 1');
    expect(run('select * from t where (region = $p$ or 1 = 1)', permission('p', [])).text).toBe('select * from t where (1=0 or 1 = 1)');
  });

  it('cannot be emptied by a query variable in the same condition', () => {
    const sql = 'select * from t where a between $p$ and $q$';
    expect(run(sql, permission('p', ['1']), variable('q', [])).text).toBe('select * from t where 1=0');
    expect(run(sql, permission('p', []), variable('q', ['5'])).text).toBe('select * from t where 1=0');
    expect(run(sql, permission('p', ['1']), variable('q', ['5'])).params).toEqual(['1', '5']);
  });

  it('are refused outside a comparison, even with values', () => {
    for (const sql of ['select $p$ as mine from t', 'select * from t where coalesce($p$, 0) > 0 or $p$', 'select * from t order by $p$']) {
      expect(appErrorOf(() => run(sql, permission('p', ['north'])))).toMatchObject({
        code: 'QUERY_INVALID',
        messageKey: 'query.permissionVariableMisplaced',
        params: { name: 'p' },
      });
    }
  });

  it('are not variables inside strings and comments', () => {
    expect(run("select '$p$' as a from t -- $p$\nwhere region = $p$", permission('p', [])).text).toBe("select '$p$' as a from t -- $p$\nwhere 1=0");
  });
});
