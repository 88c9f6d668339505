import { describe, expect, it } from 'vitest';
import type { Dialect } from '../../sources/connectorTypes';
import { dialectOf } from '../dialects';
import { FieldScope } from '../fieldScope';
import { appErrorOf } from '../queryTestKit';
import { renderExpr } from '../renderExpr';
import { SqlWriter } from '../sqlWriter';
import { compileExpression } from './compileExpression';
import { parseExpression } from './parser';

const fields = [
  { name: 'a', type: 'numeric' as const },
  { name: 'b', type: 'numeric' as const },
  { name: 'c', type: 'numeric' as const },
  { name: 's', type: 'string' as const },
  { name: 'd', type: 'date' as const },
  { name: 'x]y', type: 'numeric' as const },
  { name: 'film.title', type: 'string' as const },
  { name: 'order date', type: 'date' as const },
];

/** The expression's SQL (a condition stays a condition here) and its parameters. */
function sqlOf(expression: string, dialect: Dialect = 'sqlite') {
  const typed = compileExpression(parseExpression(expression), new FieldScope(dialectOf(dialect), fields).expressionScope());
  const writer = new SqlWriter(dialectOf(dialect));
  renderExpr(writer, typed.expr);
  const { sql, params } = writer.finish();
  return { sql, params, type: typed.type, aggregate: typed.aggregate };
}

const errorOf = (expression: string, dialect: Dialect = 'postgres') => {
  const error = appErrorOf(() => sqlOf(expression, dialect));
  return { key: error.messageKey.replace('query.expression.', ''), position: error.params.position, details: error.details };
};

describe('expression language: syntax and precedence', () => {
  it('binds * / % tighter than + -, and keeps the parentheses that matter', () => {
    expect(sqlOf('[a] + [b] * [c]').sql).toBe('"V"."a" + "V"."b" * "V"."c"');
    expect(sqlOf('([a] + [b]) * [c]').sql).toBe('("V"."a" + "V"."b") * "V"."c"');
    expect(sqlOf('[a] - [b] - [c]').sql).toBe('"V"."a" - "V"."b" - "V"."c"');
    expect(sqlOf('[a] - ([b] - [c])').sql).toBe('"V"."a" - ("V"."b" - "V"."c")');
    expect(sqlOf('[a] + [b] / [c]').sql).toBe('"V"."a" + (CAST("V"."b" AS REAL) / NULLIF("V"."c", 0))');
    expect(sqlOf('([a] + [b]) % 2').sql).toBe('MOD("V"."a" + "V"."b", NULLIF(?, 0))');
  });

  it('binds comparisons tighter than NOT, NOT tighter than AND, AND tighter than OR', () => {
    expect(sqlOf('not [a] > 1 AND [b] < 2 or [c] = 3').sql).toBe('NOT ("V"."a" > ?) AND "V"."b" < ? OR "V"."c" = ?');
    expect(sqlOf('[a] > 1 AND ([b] < 2 OR [c] <> 3)').sql).toBe('"V"."a" > ? AND ("V"."b" < ? OR "V"."c" <> ?)');
    expect(sqlOf('[s] IS NULL OR [d] is not null').sql).toBe('"V"."s" IS NULL OR "V"."d" IS NOT NULL');
  });

  it('binds literals as parameters: numbers, text with doubled quotes; TRUE/FALSE/NULL are keywords', () => {
    expect(sqlOf("CONCAT([s], 'it''s', 1.5e3, .5)")).toMatchObject({ sql: 'CONCAT("V"."s", ?, ?, ?)', params: ["it's", 1500, 0.5] });
    expect(sqlOf("CONCAT([s], 'x', 2.5)", 'postgres').sql).toBe('CONCAT("V"."s", CAST($1 AS TEXT), CAST($2 AS NUMERIC))');
    expect(sqlOf('IF(TRUE, NULL, [a])').sql).toBe('CASE WHEN TRUE THEN NULL ELSE "V"."a" END');
  });

  it('folds the minus of a number into the number, and negates the rest', () => {
    expect(sqlOf('- -3 + -[a] * -2')).toMatchObject({ sql: '? + -"V"."a" * ?', params: [3, -2] });
    expect(sqlOf('-(-[a])').sql).toBe('-(-"V"."a")');
  });

  it('reads [field] references: ]] for a bracket, dots and spaces in names, [table].[column]', () => {
    expect(sqlOf('[x]]y] + 1').sql).toBe('"V"."x]y" + ?');
    expect(sqlOf('UPPER([film].[title])').sql).toBe('UPPER("V"."film.title")');
    expect(sqlOf('UPPER([film.title])').sql).toBe('UPPER("V"."film.title")');
    expect(sqlOf('YEAR([order date])').sql).toBe(`CAST(strftime('%Y', "V"."order date") AS INTEGER)`);
  });

  it('reads function names and keywords in any case', () => {
    expect(sqlOf('round([a], 2) + Abs([b])').sql).toBe('ROUND("V"."a", ?) + ABS("V"."b")');
  });

  it('compares dates in the dialect comparable form, text next to a date as a timestamp', () => {
    expect(sqlOf("[d] >= '2024-01-01'", 'sqlite').sql).toBe('datetime("V"."d") >= datetime(?)');
    expect(sqlOf("[d] >= '2024-01-01'", 'postgres').sql).toBe('"V"."d" >= CAST($1 AS TIMESTAMP)');
    expect(sqlOf('[d] < [s]', 'mysql').sql).toBe('`V`.`d` < CAST(`V`.`s` AS DATETIME)');
  });

  it('gives date functions a date, or a text literal that is one', () => {
    expect(sqlOf("YEAR('2024-01-31')", 'postgres')).toMatchObject({ sql: 'CAST(EXTRACT(YEAR FROM CAST(CAST($1 AS TIMESTAMP) AS TIMESTAMP)) AS INTEGER)', params: ['2024-01-31'], type: 'numeric' });
    expect(sqlOf('MONTH(NULL)').type).toBe('numeric');
    const error = appErrorOf(() => sqlOf("YEAR('garbage')"));
    expect(error).toMatchObject({ code: 'EXPRESSION_INVALID', messageKey: 'query.expression.notADate', params: { position: 5, value: 'garbage' } });
    expect(error.params.reason).toBe("'garbage' must be a date (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss)");
  });

  it('uses conditions as numbers (1/0) and numbers as conditions (not 0)', () => {
    expect(sqlOf('SUM([a] > 1)').sql).toBe('SUM(CASE WHEN "V"."a" > ? THEN 1 ELSE 0 END)');
    expect(sqlOf('IF([a], 1, 0)').sql).toBe('CASE WHEN "V"."a" <> 0 THEN ? ELSE ? END');
  });
});

describe('expression language: errors with 0-based positions', () => {
  it.each([
    ['', 'empty', 0],
    ['[a] +', 'unexpectedEnd', 5],
    ['[a] + * 2', 'unexpectedToken', 6],
    ["UPPER('abc)", 'unterminatedString', 6],
    ['1 + [a', 'unterminatedField', 4],
    ['[ ] + 1', 'emptyField', 0],
    ['[a] # 2', 'unexpectedCharacter', 4],
    ['1 2', 'unexpectedToken', 2],
    ['abs + 1', 'unexpectedToken', 0],
    ['(1 + 2', 'unexpectedEnd', 6],
    ['SUM([a] [b])', 'expectedToken', 8],
    ['1 + FOO(1)', 'unknownFunction', 4],
    ['1 + DIVIDE(1, 2)', 'unknownFunction', 4],
    ['1 + ROUND(2, 3, 4)', 'argumentCount', 4],
    ['NOW(1)', 'argumentCount', 0],
    ['SUM(1 + SUM([a]))', 'nestedAggregate', 8],
    ['[a] + [zz]', 'unknownField', 6],
    ['UPPER([a])', 'needsText', 6],
    ['[s] + 1', 'needsNumber', 0],
    ['YEAR([a])', 'needsDate', 5],
    ['YEAR([s])', 'needsDate', 5],
    ["1 + MONTH(CONCAT([s], '-01'))", 'needsDate', 10],
    ["AGG_DATE_DAY(UPPER('2024-01-01'))", 'needsDate', 13],
    ["YEAR('garbage')", 'notADate', 5],
    ["DAY('2024-02-30')", 'notADate', 4],
    ["[d] >= 'garbage'", 'notADate', 7],
    ["IF([a] > 0, [d], 'soon')", 'notADate', 17],
    ["IF([s], 1, 2)", 'needsCondition', 3],
    ["IF([a] > 1, 'x', 2)", 'mixedTypes', 17],
    ["[a] = 'x'", 'mixedTypes', 6],
    ["COALESCE([s], [d], [a])", 'mixedTypes', 19],
  ])('%j → %s at %i', (expression, key, position) => {
    expect(errorOf(expression)).toEqual({ key, position, details: { position } });
  });

  it('is an AppError EXPRESSION_INVALID with the position and a short reason', () => {
    const error = appErrorOf(() => sqlOf('1 + FOO(1)'));
    expect(error).toMatchObject({ code: 'EXPRESSION_INVALID', messageKey: 'query.expression.unknownFunction' });
    expect(error.params).toMatchObject({ position: 4, reason: 'unknown function FOO', name: 'FOO' });
  });
});

describe('expression language: types', () => {
  it.each([
    ['[a] + 1', 'numeric', false],
    ['SUM([a]) / COUNT([s])', 'numeric', true],
    ["CONCAT([s], 'x')", 'string', false],
    ['AGG_DATE_MONTH([d])', 'date', false],
    ['MAX([d])', 'date', true],
    ['MIN([s])', 'string', true],
    ["COALESCE([s], 'x')", 'string', false],
    ["IF([a] > 0, [d], '2024-01-01')", 'date', false],
    ['NOW()', 'date', false],
    ['[a] > 1', 'boolean', false],
    ['NULL', 'null', false],
  ])('%s is %s (aggregates: %s)', (expression, type, aggregate) => {
    expect(sqlOf(expression)).toMatchObject({ type, aggregate });
  });
});
