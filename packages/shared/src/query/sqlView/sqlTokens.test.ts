import { describe, expect, it } from 'vitest';
import type { Dialect } from '../../sources/connectorTypes';
import { lexSql } from './sqlTokens';

const inScope = (name: string) => ['v', 'region', '地区'].includes(name);
const variablesIn = (sql: string, dialect: Dialect = 'postgres') =>
  lexSql(sql, dialect, inScope)
    .filter((token) => token.kind === 'variable')
    .map((token) => `${token.variable}@${token.start}`);
const texts = (sql: string, dialect: Dialect = 'postgres') => lexSql(sql, dialect, inScope).map((token) => token.text);

describe('finding $name$ in SQL', () => {
  it('finds variables in code, case-insensitively, next to anything', () => {
    expect(variablesIn('select $v$, $V$,$Region$ from t where x=$v$and y = $地区$')).toEqual(['v@7', 'v@12', 'region@16', 'v@40', '地区@51']);
  });

  it('ignores names that are not variables in scope', () => {
    expect(variablesIn('select $other$ from t', 'mysql')).toEqual([]);
    expect(texts('select $other$', 'mysql')).toEqual(['select', '$', 'other', '$']);
  });

  it.each<Dialect>(['postgres', 'mysql', 'sqlite', 'duckdb'])('skips strings, quoted identifiers and comments (%s)', (dialect) => {
    const sql = "select '$v$', 'it''s $v$', \"$v$\", \"a\"\"$v$\", `$v$` -- $v$\n/* $v$ */ from t where a = $v$";
    expect(variablesIn(sql, dialect)).toEqual([`v@${sql.lastIndexOf('$v$')}`]);
  });

  it('knows each dialect\'s strings and comments', () => {
    expect(variablesIn("select E'it\\'s $v$' from t", 'postgres')).toEqual([]);
    expect(variablesIn("select E'it\\'s $v$' from t", 'duckdb')).toEqual([]);
    expect(variablesIn("select 'it\\'s $v$' from t", 'mysql')).toEqual([]);
    expect(variablesIn('select "it\\"s $v$" from t', 'mysql')).toEqual([]);
    // Without backslash escapes the string ends at the second quote, and the variable is SQL.
    expect(variablesIn("select 'a\\', $v$ from t", 'postgres')).toEqual(['v@13']);
    expect(variablesIn("select 'a\\', $v$ from t", 'sqlite')).toEqual(['v@13']);
    expect(variablesIn('select 1 # $v$\n, $v$', 'mysql')).toEqual(['v@17']);
    expect(variablesIn('select 1 # $v$', 'postgres')).toEqual(['v@11']);
    expect(variablesIn('select [$v$] from t', 'sqlite')).toEqual([]);
    expect(variablesIn('select a[$v$] from t', 'postgres')).toEqual(['v@9']);
    expect(variablesIn('select 1 /* a /* b */ $v$ */, $v$', 'postgres')).toEqual(['v@30']);
    expect(variablesIn('select 1 /* a /* b */ $v$', 'mysql')).toEqual(['v@22']);
  });

  it('skips PostgreSQL dollar-quoted strings unless the tag is a variable', () => {
    expect(variablesIn('select $$ $v$ $$, $body$ $v$ $body$, $v$ from t')).toEqual(['v@37']);
    expect(variablesIn('select $v$ || $v$ from t')).toEqual(['v@7', 'v@14']);
    // An unknown tag outside PostgreSQL is just text.
    expect(variablesIn('select $$ $v$ $$', 'mysql')).toEqual(['v@10']);
  });

  it('reads operators the way PostgreSQL does', () => {
    expect(texts('a<>-1')).toEqual(['a', '<>', '-', '1']);
    expect(texts('a>=-.5e3')).toEqual(['a', '>=', '-', '.5e3']);
    expect(texts("a->>'b'")).toEqual(['a', '->>', "'b'"]);
    expect(texts('x::int')).toEqual(['x', '::', 'int']);
    expect(texts('a--b\nc')).toEqual(['a', 'c']);
    expect(texts('a/*b*/c')).toEqual(['a', 'c']);
    expect(texts('t."x y".z')).toEqual(['t', '.', '"x y"', '.', 'z']);
  });

  it('lets an unterminated string or comment run to the end', () => {
    expect(texts("select 'abc $v$")).toEqual(['select', "'abc $v$"]);
    expect(texts('select /* $v$')).toEqual(['select']);
    expect(texts('select $q$ $v$')).toEqual(['select', '$q$ $v$']);
  });
});
