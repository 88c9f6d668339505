import * as postgresqlBuild from 'node-sql-parser/build/postgresql.js';
import { describe, expect, it } from 'vitest';
import type { Dialect } from '../../sources/connectorTypes';
import { prepareSqlView } from './prepareSqlView';
import { variableConditions } from './variableConditions';

const queryVariable = { name: 'v', type: 'query', valueType: 'string', values: ['x'], sql: false, unrestricted: false } as const;

/** The text of the comparison our token scan finds around the one `$v$` of `sql`. */
function scannedCondition(sql: string, dialect: Dialect = 'postgres'): string {
  const prepared = prepareSqlView(sql, dialect, [queryVariable]);
  const site = prepared.sites.get(0);
  if (!site) return '(none)';
  const span = variableConditions(prepared).spanOf(site.condition.id);
  const { tokens } = prepared.structure;
  return sql.slice(tokens[span.first]?.start, tokens[span.last]?.end);
}

interface LocatedNode {
  type?: string;
  operator?: string;
  value?: unknown;
  loc?: { start: { offset: number }; end: { offset: number } };
}

const comparisons = new Set(['=', '!=', '<>', '<', '>', '<=', '>=', 'IN', 'NOT IN', 'LIKE', 'NOT LIKE', 'ILIKE', 'NOT ILIKE', 'BETWEEN', 'NOT BETWEEN', 'IS', 'IS NOT']);

/**
 * The PostgreSQL grammar of node-sql-parser does give comparisons a location: the oracle for our scan.
 * `$v$` and the param `:v0` have the same length, so offsets agree.
 */
function parserCondition(sql: string): string {
  const parsed = sql.replace('$v$', ':v0');
  const module = (postgresqlBuild as unknown as { default?: typeof postgresqlBuild }).default ?? postgresqlBuild;
  const ast: unknown = new module.Parser().astify(parsed, { database: 'postgresql', parseOptions: { includeLocations: true } });
  let found: LocatedNode | undefined;
  const visit = (value: unknown, around: LocatedNode | undefined): void => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, around));
    if (typeof value !== 'object' || value === null) return;
    const node = value as LocatedNode;
    if (node.type === 'param' && node.value === 'v0') found = around;
    const isComparison = node.type === 'binary_expr' && comparisons.has(node.operator ?? '');
    for (const [key, child] of Object.entries(node)) if (key !== 'loc') visit(child, isComparison ? node : around);
  };
  visit(ast, undefined);
  if (!found?.loc) return '(none)';
  return sql.slice(found.loc.start.offset, found.loc.end.offset).trimEnd();
}

const cases = [
  'select * from t where a = $v$',
  'select * from t where a = $v$ and b = 1',
  'select * from t where b = 1 and a <> $v$ or c = 2',
  'select * from t where t.a = $v$',
  'select * from t where "T"."a b" = $v$',
  'select * from t where (a) = ($v$)',
  'select * from t where ((a = $v$))',
  'select * from t where not a = $v$',
  'select * from t where lower(a) = lower($v$)',
  'select * from t where a + 1 * b = $v$ - 2',
  'select * from t where -a = $v$',
  'select * from t where a::int = $v$::int',
  'select * from t where cast(a as int) = cast($v$ as int)',
  'select * from t where a = any(array[$v$])',
  'select * from t where a in ($v$, 2, 3)',
  'select * from t where a not in (1, $v$)',
  'select * from t where a in (select b from u where c = 1) and d = $v$',
  'select * from t where a in (select b from u where c = $v$)',
  'select * from t where a in (select $v$)',
  'select * from t where a between $v$ and 10',
  'select * from t where a between 1 and $v$ and b = 2',
  'select * from t where a not between 1 and $v$',
  'select * from t where $v$ between a and b',
  'select * from t where a like $v$',
  "select * from t where a like ('%' || $v$ || '%')",
  'select * from t where a not like $v$ and b = 1',
  'select * from t where a ilike $v$',
  'select * from t where a not ilike $v$',
  'select * from t where $v$ is null or a = 1',
  'select * from t where a is not null and b = $v$',
  "select * from t where a = case when b = 1 then $v$ else 'z' end",
  "select * from t where case when b = 1 then $v$ else 'z' end = a",
  "select * from t where case when b = $v$ then 1 else 0 end = 1",
  'select a = $v$ as flag from t',
  'select count(*) from t group by a having count(*) > $v$',
  'select count(*) from t group by a having sum(b) + 1 >= $v$ and count(*) > 1',
  'select * from t join u on t.id = u.id and u.k = $v$ where 1 = 1',
  'select * from t left join u on u.k = $v$ left join w on w.k = u.k',
  'with c as (select * from t where a = $v$) select * from c',
  'select * from t where a = 1 union select * from t where b = $v$',
  'select * from t where a = $v$ order by a limit 10',
  'select * from t where a = (select max(b) from u) + $v$',
  "select * from t where d >= date '2024-01-01' and e < $v$",
  "select * from t where d > now() - interval '1 day' and e < $v$",
  "select * from t where d > $v$ - interval '1 day'",
  'select * from t where coalesce(a, b, 0) = $v$',
  'select * from t where a[1] = $v$',
  "select * from t where $v$ = 'x' and b = 1",
  'select * from t where a = 1 and ($v$ is null or b = $v$)',
  "select * from t where a like $v$ escape '!' and b = 1",
  'select * from t where a collate "C" = $v$',
  "select * from t where ts at time zone 'UTC' = $v$",
  'select * from t where sum(a) over (partition by b) > $v$',
  'select * from t where exists (select 1 from u where u.a = $v$)',
  'select * from t where a = 1 or not (b >= $v$)',
  'select * from t where a::double precision = $v$',
  'select * from t where a::timestamp with time zone = $v$',
  'select * from t where $v$ = a::double precision',
  'select * from t where a = $v$::double precision and b = 1',
  'select * from t where a = $v$::varchar(10) and b = 1',
  'select * from t where a = $v$::int[] and b = 1',
  'select * from t where a not in (select b from u) and c = $v$',
  'select * from t where -$v$ < a',
  'select * from t where a = - $v$',
  'select * from t where extract(year from a) = $v$',
  "select * from t where a->>'k' = $v$",
  "select * from t where a #>> '{k}' = $v$",
  'select * from t where a % 2 = $v$',
  'select * from t x where x.a = $v$ group by a',
  'select * from t where a = count(*) filter (where b = 1) + $v$',
  'select * from t where a in (values (1)) and b = $v$',
  'select * from t where not exists (select 1) and a = $v$',
  'select distinct on (a) a from t where b = $v$',
  "select a from t where c ~ 'x' and b = $v$",
  "select a from t where b = $v$ || 'x'",
  "select a from t where $v$ || 'x' = b",
  'select a from t where b = true and not c and d = $v$',
  'select a from t where b = current_date - $v$',
];

describe('the condition around a variable, found in the tokens', () => {
  it.each(cases)('matches the PostgreSQL grammar\'s location: %s', (sql) => {
    const expected = parserCondition(sql);
    expect(expected).not.toBe('(none)');
    expect(scannedCondition(sql)).toBe(expected);
  });

  it('finds the same conditions in the MySQL and SQLite grammars', () => {
    expect(scannedCondition('select * from `t` where `a` = $v$ and b = 1', 'mysql')).toBe('`a` = $v$');
    expect(scannedCondition("select * from t where a like concat('%', $v$, '%') and b = 1", 'mysql')).toBe("a like concat('%', $v$, '%')");
    expect(scannedCondition('select * from t where a = 1 && b = $v$', 'mysql')).toBe('b = $v$');
    expect(scannedCondition('select * from t where a = 1 || b = $v$', 'mysql')).toBe('b = $v$');
    expect(scannedCondition('select * from t where a || b = $v$', 'sqlite')).toBe('a || b = $v$');
    expect(scannedCondition('select * from t where a = $v$ = true', 'sqlite')).toBe('a = $v$');
    expect(scannedCondition('select * from t where a collate nocase = $v$ and b = 1', 'sqlite')).toBe('a collate nocase = $v$');
    expect(scannedCondition('select * from t where d > now() - interval 1 day and e < $v$', 'mysql')).toBe('e < $v$');
    expect(scannedCondition('select * from t where d > $v$ - interval 1 day and e = 1', 'mysql')).toBe('d > $v$ - interval 1 day');
    expect(scannedCondition('select * from t where a between $v$ and 3 and b = 1', 'sqlite')).toBe('a between $v$ and 3');
  });

  it('leaves out what is not a comparison', () => {
    expect(scannedCondition('select $v$ as x from t')).toBe('(none)');
    expect(scannedCondition('select * from t where f($v$)')).toBe('(none)');
  });
});
