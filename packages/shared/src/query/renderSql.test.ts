import { describe, expect, it } from 'vitest';
import { dialectOf } from './dialects';
import { renderSql } from './renderSql';
import { binary, column, emptySelect, FALSE_CONDITION, not, param, type Select, type SqlExpr } from './sqlTree';

const fromView = (text: string, extra: Partial<Select> = {}): Select => ({
  ...emptySelect({ kind: 'subquery', query: [{ text, at: 0 }], alias: 'V' }),
  ...extra,
});
const exprSql = (expr: SqlExpr, dialect: 'postgres' | 'mysql' = 'postgres') => renderSql({ ...fromView('x'), items: [{ expr }] }, dialectOf(dialect)).sql.split('\n')[0];

describe('renderSql', () => {
  it('quotes identifiers, doubling the quote character inside them', () => {
    const select: Select = { ...fromView('SELECT 1'), items: [{ expr: column('V', 'a"b`c'), alias: 'x"`y' }] };
    expect(renderSql(select, dialectOf('postgres')).sql).toContain('SELECT "V"."a""b`c" AS "x""`y"');
    expect(renderSql(select, dialectOf('mysql')).sql).toContain('SELECT `V`.`a"b``c` AS `x"``y`');
  });

  it("puts the view on lines of its own, without its trailing ';'", () => {
    expect(renderSql(fromView('SELECT 1 -- note\n;  \n'), dialectOf('sqlite')).sql).toBe('SELECT *\nFROM (\nSELECT 1 -- note\n\n) "V"');
  });

  it('writes only non-negative integers as LIMIT and OFFSET', () => {
    expect(renderSql(fromView('x', { limit: 10, offset: 0 }), dialectOf('duckdb')).sql).toMatch(/\nLIMIT 10 OFFSET 0$/);
    expect(() => renderSql(fromView('x', { limit: 1.5 }), dialectOf('duckdb'))).toThrow();
    expect(() => renderSql(fromView('x', { offset: -1 }), dialectOf('duckdb'))).toThrow();
  });

  it('parenthesises by precedence, never writing -- or an unbound NOT', () => {
    const a = column('V', 'a');
    expect(exprSql({ kind: 'negate', operand: { kind: 'negate', operand: a } })).toBe('SELECT -(-"V"."a")');
    expect(exprSql(binary('-', a, { kind: 'negate', operand: a }))).toBe('SELECT "V"."a" - -"V"."a"');
    expect(exprSql(not(FALSE_CONDITION), 'mysql')).toBe('SELECT NOT (1=0)');
    expect(exprSql(binary('AND', binary('OR', a, a), not(binary('=', a, param(1)))))).toBe('SELECT ("V"."a" OR "V"."a") AND NOT ("V"."a" = $1)');
    expect(exprSql({ kind: 'call', name: 'DIVIDE', args: [binary('+', a, a), a] })).toBe('SELECT (CAST("V"."a" + "V"."a" AS NUMERIC) / NULLIF("V"."a", 0))');
    expect(exprSql({ kind: 'call', name: 'MOD', args: [binary('+', a, a), a] }, 'mysql')).toBe('SELECT MOD(`V`.`a` + `V`.`a`, NULLIF(`V`.`a`, 0))');
  });

  it('refuses a function the dialect has no template for', () => {
    expect(() => exprSql({ kind: 'call', name: 'SUM); DROP TABLE x; --', args: [] })).toThrow(/no template/);
    expect(() => renderSql({ ...fromView('x'), items: [], joins: [{ type: 'FULL' as 'INNER', table: { kind: 'table', path: ['t'], alias: 't' }, on: FALSE_CONDITION }] }, dialectOf('postgres'))).toThrow(/join type/);
  });
});
