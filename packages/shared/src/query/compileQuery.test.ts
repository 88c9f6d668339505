import { describe, expect, it } from 'vitest';
import { compilePreview, compileQuery } from './compileQuery';
import type { QueryFilter } from './querySpec';
import { allDialects, appErrorOf, context, salesModel, salesView, spec, sqlView, variable } from './queryTestKit';

const compile = (input: Parameters<typeof spec>[0], options: Parameters<typeof context>[1] = {}, view = salesView) =>
  compileQuery(spec(input), view, context('postgres', options));
const reasonOf = (run: () => unknown) => {
  const error = appErrorOf(run);
  return { code: error.code, key: error.messageKey, params: error.params };
};
const filtered = (filter: Omit<QueryFilter, 'values'> & { values?: QueryFilter['values'] }) => () =>
  compile({ columns: [{ column: 'id' }], filters: [{ values: [], ...filter }] });

describe('compileQuery: fields', () => {
  it('names model columns, computed fields and function columns; paths join with dots', () => {
    const view = sqlView('SELECT 1', { ...salesModel, columns: [...salesModel.columns, { name: 'film.title', type: 'string', category: 'uncategorized' }] });
    const { sql } = compile({ columns: [{ column: ['film', 'title'] }, { column: 'revenue' }, { column: 'twice' }], functionColumns: [{ alias: 'twice', snippet: '[revenue] * 2' }] }, {}, view);
    expect(sql).toContain('SELECT "V"."film.title" AS "film.title", "V"."amount" * "V"."quantity" AS "revenue", "V"."amount" * "V"."quantity" * CAST($1 AS INTEGER) AS "twice"');
  });

  it('refuses an unknown field', () => {
    expect(reasonOf(() => compile({ columns: [{ column: 'nope' }] }))).toEqual({ code: 'QUERY_INVALID', key: 'query.unknownField', params: { name: 'nope' } });
    expect(reasonOf(() => compile({ columns: [{ column: 'id' }], orders: [{ column: ['a', 'b'] }] }))).toMatchObject({ key: 'query.unknownField', params: { name: 'a.b' } });
  });

  it('lets model columns win over computed fields of the same name in the query', () => {
    const { sql } = compile({ columns: [{ column: 'amount' }], functionColumns: [{ alias: 'amount', snippet: '[amount] * 100' }] });
    expect(sql).toContain('SELECT "V"."amount" AS "amount"');
  });

  it('answers the names of the result columns, and needs a model', () => {
    expect(compile({ groups: [{ column: 'order_date', dateLevel: 'month' }], aggregators: [{ column: 'amount', sqlOperator: 'SUM', alias: 'Total' }, { column: 'id', sqlOperator: 'COUNT' }] }).columns).toEqual([
      'MONTH(order_date)',
      'Total',
      'COUNT(id)',
    ]);
    expect(reasonOf(() => compile({}, {}, sqlView('SELECT 1', { ...salesModel, columns: [] })))).toMatchObject({ key: 'query.viewNoColumns' });
  });

  it('reads every model column (never *) when the query names none', () => {
    const { sql } = compile({}, { hidden: ['note'] });
    expect(sql).toContain('SELECT "V"."id" AS "id", "V"."region" AS "region",');
    expect(sql).toContain('CAST(NULL AS TEXT) AS "note"');
    expect(sql).not.toMatch(/^SELECT \*/);
  });

  it('refuses a date level on a field that is not a date', () => {
    expect(reasonOf(() => compile({ groups: [{ column: 'region', dateLevel: 'month' }] }))).toMatchObject({ key: 'query.dateLevelOnNonDate', params: { name: 'region' } });
  });

  it('refuses grouping by an aggregate and two different items under one alias', () => {
    expect(reasonOf(() => compile({ groups: [{ column: 'total_revenue' }] }))).toMatchObject({ key: 'query.aggregateInGroup', params: { name: 'total_revenue' } });
    expect(reasonOf(() => compile({ columns: [{ column: 'id', alias: 'x' }, { column: 'region', alias: 'x' }] }))).toMatchObject({ key: 'query.duplicateAlias', params: { name: 'x' } });
    expect(compile({ columns: [{ column: 'region' }], groups: [{ column: 'region' }] }).sql).toMatch(/^SELECT "V"."region" AS "region"\nFROM/);
  });
});

describe('compileQuery: column permissions', () => {
  it('never reads a hidden column: it is a typed NULL wherever it is used, computed fields included', () => {
    const compiled = compile(
      {
        groups: [{ column: 'region' }],
        aggregators: [
          { column: 'amount', sqlOperator: 'SUM' },
          { column: 'revenue', sqlOperator: 'AVG' },
          { column: 'average_price', sqlOperator: 'NONE' },
        ],
        filters: [{ column: 'amount', sqlOperator: 'GT', values: [{ value: 1 }] }],
        orders: [{ column: 'amount', aggOperator: 'MAX' }],
        pageInfo: { pageNo: 1, pageSize: 10, countTotal: true },
      },
      { hidden: ['amount'] },
    );
    for (const sql of [compiled.sql, compiled.count?.sql ?? '']) {
      expect(sql).not.toContain('"amount"');
      expect(sql).toContain('SUM(CAST(NULL AS NUMERIC))');
    }
  });

  it('hides computed fields by name too', () => {
    expect(compile({ columns: [{ column: 'size' }] }, { hidden: ['size'] }).sql).toContain('SELECT CAST(NULL AS TEXT) AS "size"');
  });

  it('previews every column, or only the model columns with hidden ones as NULLs', () => {
    expect(compilePreview(salesView, context('mysql'), 100).sql).toBe('SELECT *\nFROM (\nSELECT * FROM sales\n) `V`\nLIMIT 100');
    const hidden = compilePreview(salesView, context('mysql', { hidden: ['amount'] }), 100).sql;
    expect(hidden).toContain('CAST(NULL AS DECIMAL) AS `amount`');
    expect(hidden).not.toContain('*\nFROM (');
    expect(reasonOf(() => compilePreview(sqlView('SELECT 1', { ...salesModel, columns: [] }), context('mysql', { hidden: ['x'] }), 10))).toMatchObject({ key: 'query.viewNoColumns' });
  });
});

describe('compileQuery: filters', () => {
  it('needs values where the operator compares', () => {
    expect(reasonOf(filtered({ column: 'region', sqlOperator: 'EQ' }))).toMatchObject({ key: 'query.valueRequired', params: { name: 'region' } });
    expect(reasonOf(filtered({ column: 'region', sqlOperator: 'LIKE', values: [{ value: null }] }))).toMatchObject({ key: 'query.valueRequired' });
    expect(reasonOf(filtered({ column: 'amount', sqlOperator: 'BETWEEN', values: [{ value: 1 }] }))).toMatchObject({ key: 'query.betweenValues' });
    expect(reasonOf(filtered({ column: 'order_date', sqlOperator: 'IN', values: [{ recommend: 'today' }] }))).toMatchObject({ key: 'query.rangeNotAllowed' });
  });

  it('binds values by their type, and refuses values that are not of it', () => {
    expect(compile({ columns: [{ column: 'id' }], filters: [{ column: 'amount', sqlOperator: 'EQ', values: [{ value: '12' }] }] }).params).toEqual([12]);
    expect(compile({ columns: [{ column: 'id' }], filters: [{ column: 'region', sqlOperator: 'EQ', values: [{ value: 12, valueType: 'STRING' }] }] }).params).toEqual(['12']);
    expect(compile({ columns: [{ column: 'id' }], filters: [{ column: 'note', sqlOperator: 'NE', values: [{ value: 'true', valueType: 'BOOLEAN' }] }] }).params).toEqual([true]);
    expect(compile({ columns: [{ column: 'id' }], filters: [{ column: 'order_date', sqlOperator: 'LT', values: [{ value: '2024-03-01T08:00' }] }] }).params).toEqual(['2024-03-01 08:00:00']);
    expect(reasonOf(filtered({ column: 'amount', sqlOperator: 'GT', values: [{ value: 'ten', valueType: 'NUMERIC' }] }))).toEqual({ code: 'QUERY_INVALID', key: 'query.invalidNumber', params: { name: 'amount', value: 'ten' } });
    expect(reasonOf(filtered({ column: 'order_date', sqlOperator: 'GT', values: [{ value: 'yesterday' }] }))).toMatchObject({ key: 'query.invalidDate', params: { name: 'order_date', value: 'yesterday' } });
    expect(reasonOf(filtered({ column: 'note', sqlOperator: 'EQ', values: [{ value: 'maybe', valueType: 'BOOLEAN' }] }))).toMatchObject({ key: 'query.invalidBoolean', params: { name: 'note' } });
  });

  it('refuses numeric values that are not plain decimal numbers, whatever valueType they claim', () => {
    for (const value of ['-1 OR 1=1', '0x10', '1e', '12abc', "1'", '', 'Infinity']) {
      for (const valueType of ['NUMERIC', 'STRING', undefined] as const) {
        const values = [valueType ? { value, valueType } : { value }];
        expect(reasonOf(filtered({ column: 'amount', sqlOperator: 'GT', values })), `${value} ${valueType}`).toEqual({
          code: 'QUERY_INVALID',
          key: 'query.invalidNumber',
          params: { name: 'amount', value },
        });
      }
      expect(reasonOf(filtered({ column: 'quantity', sqlOperator: 'IN', values: [{ value: 1 }, { value }] }))).toMatchObject({ key: 'query.invalidNumber', params: { name: 'quantity' } });
      expect(reasonOf(filtered({ column: 'amount', sqlOperator: 'BETWEEN', values: [{ value: 1 }, { value }] }))).toMatchObject({ key: 'query.invalidNumber' });
    }
    const bound = (values: QueryFilter['values']) => compile({ columns: [{ column: 'id' }], filters: [{ column: 'amount', sqlOperator: 'IN', values }] }).params;
    expect(bound([{ value: '1e3' }, { value: ' -2.5 ', valueType: 'STRING' }, { value: 7 }, { value: true }])).toEqual([1000, -2.5, 7, 1]);
  });

  it('checks a value compared after aggregation against the aggregate, naming it', () => {
    const having = (column: string, aggOperator: 'SUM' | 'COUNT' | 'MAX', value: string) => () =>
      compile({ groups: [{ column: 'region' }], filters: [{ column, aggOperator, sqlOperator: 'GT', values: [{ value }] }] });
    expect(reasonOf(having('amount', 'SUM', '0x10'))).toMatchObject({ key: 'query.invalidNumber', params: { name: 'SUM(amount)', value: '0x10' } });
    expect(reasonOf(having('region', 'COUNT', '-1 OR 1=1'))).toMatchObject({ key: 'query.invalidNumber', params: { name: 'COUNT(region)' } });
    expect(reasonOf(having('order_date', 'MAX', 'garbage'))).toMatchObject({ key: 'query.invalidDate', params: { name: 'MAX(order_date)' } });
    expect(having('region', 'COUNT', '3')().params).toEqual([3]);
  });

  it('refuses dates that are not real calendar days', () => {
    for (const value of ['garbage', '2024-02-30', '2023-02-29', '2024-01-05 24:00', "2024-01-05' OR '1'='1"]) {
      expect(reasonOf(filtered({ column: 'order_date', sqlOperator: 'GTE', values: [{ value }] })), value).toMatchObject({ key: 'query.invalidDate', params: { value } });
      expect(reasonOf(filtered({ column: 'note', sqlOperator: 'GTE', values: [{ value, valueType: 'DATE' }] })), value).toMatchObject({ key: 'query.invalidDate', params: { name: 'note' } });
    }
    expect(reasonOf(filtered({ column: 'order_date', sqlOperator: 'GT', values: [{ value: 'x'.repeat(80) }] }))).toMatchObject({ params: { value: `${'x'.repeat(50)}…` } });
    expect(compile({ columns: [{ column: 'id' }], filters: [{ column: 'order_date', sqlOperator: 'BETWEEN', values: [{ value: '2024-02-29' }, { value: '2024-03-01 10:00:00.5' }] }] }).params).toEqual([
      '2024-02-29 00:00:00',
      '2024-03-01 10:00:00',
    ]);
  });

  it('matches a NULL in an IN / NOT_IN list with IS NULL', () => {
    const where = (sqlOperator: 'IN' | 'NOT_IN', values: QueryFilter['values']) => {
      const { sql, params } = compile({ columns: [{ column: 'id' }], filters: [{ column: 'region', sqlOperator, values }, { column: 'id', sqlOperator: 'GT', values: [{ value: 0 }] }] });
      return { where: /WHERE (.*)\n/.exec(sql)?.[1], params };
    };
    const north = { value: 'North' };
    const nothing = { value: null };
    expect(where('IN', [north, nothing])).toEqual({ where: '("V"."region" IN ($1) OR "V"."region" IS NULL) AND "V"."id" > $2', params: ['North', 0] });
    expect(where('NOT_IN', [north, nothing])).toEqual({ where: '"V"."region" NOT IN ($1) AND "V"."region" IS NOT NULL AND "V"."id" > $2', params: ['North', 0] });
    expect(where('IN', [nothing]).where).toBe('"V"."region" IS NULL AND "V"."id" > $1');
    expect(where('NOT_IN', [nothing]).where).toBe('"V"."region" IS NOT NULL AND "V"."id" > $1');
    expect(where('NOT_IN', [north]).where).toBe('"V"."region" NOT IN ($1) AND "V"."id" > $2');
    expect(where('NOT_IN', []).where).toBe('1=1 AND "V"."id" > $1');
  });

  it('moves a time with a zone to local time', () => {
    const utc = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
    const local = `${utc.getFullYear()}-0${utc.getMonth() + 1}-0${utc.getDate()} ${String(utc.getHours()).padStart(2, '0')}:${String(utc.getMinutes()).padStart(2, '0')}:05`;
    expect(compile({ columns: [{ column: 'id' }], filters: [{ column: 'order_date', sqlOperator: 'LT', values: [{ value: '2024-01-02T03:04:05Z' }] }] }).params).toEqual([local]);
  });

  it('filters an aggregate computed field only as an aggregate, in HAVING', () => {
    expect(reasonOf(filtered({ column: 'total_revenue', sqlOperator: 'GT', values: [{ value: 1 }] }))).toMatchObject({ key: 'query.aggregateInWhere', params: { name: 'total_revenue' } });
    const { sql } = compile({ groups: [{ column: 'region' }], filters: [{ column: 'total_revenue', aggOperator: 'SUM', sqlOperator: 'GT', values: [{ value: 1 }] }] });
    expect(sql).toContain('GROUP BY 1\nHAVING SUM("V"."amount" * "V"."quantity") > $1');
  });

  it('compares text with dates as dates when the values are dates', () => {
    const { sql } = compileQuery(spec({ columns: [{ column: 'id' }], filters: [{ column: 'note', sqlOperator: 'GT', values: [{ relative: { amount: 1, unit: 'days', mode: 'ago' } }] }] }), salesView, context('sqlite'));
    expect(sql).toContain('WHERE datetime("V"."note") > datetime(?)');
  });
});

describe('compileQuery: variable values', () => {
  const view = sqlView('SELECT * FROM sales WHERE order_date >= $since$ AND amount > $min$');
  const run = (since: string[], min: string[]) => () =>
    compileQuery(
      spec({ columns: [{ column: 'id' }] }),
      view,
      context('mysql', { variables: [variable('since', since, { valueType: 'date' }), variable('min', min, { valueType: 'numeric', type: 'permission' })] }),
    );

  it('binds dates as written and numbers as numbers', () => {
    expect(run(['2024-02-29'], ['1e3'])().params).toEqual(['2024-02-29', 1000]);
    expect(run([' 2024-01-31 10:00:00 '], ['-2'])().params).toEqual(['2024-01-31 10:00:00', -2]);
  });

  it('refuses a value that is not of the variable type before anything reaches the database', () => {
    for (const value of ['garbage', '2024-02-30', '2024-01-05T10:00:00Z', "2024-01-01' OR '1'='1"]) {
      expect(reasonOf(run([value], ['1'])), value).toEqual({ code: 'QUERY_INVALID', key: 'query.variableNotDate', params: { name: 'since', value } });
    }
    for (const value of ['-1 OR 1=1', '0x10', '1e', '12abc']) {
      expect(reasonOf(run(['2024-01-01'], ['1', value])), value).toEqual({ code: 'QUERY_INVALID', key: 'query.variableNotNumeric', params: { name: 'min', value } });
    }
  });
});

describe('compileQuery: shape', () => {
  it('orders by the select item position when the order names one, else by the expression', () => {
    const { sql } = compile({
      groups: [{ column: 'region' }],
      aggregators: [{ column: 'amount', sqlOperator: 'SUM' }],
      orders: [{ column: 'amount', aggOperator: 'SUM', operator: 'DESC' }, { column: 'quantity', aggOperator: 'MAX' }, { column: 'region' }],
    });
    expect(sql).toContain('ORDER BY 2 DESC NULLS LAST, MAX("V"."quantity") ASC NULLS FIRST, 1 ASC NULLS FIRST');
  });

  it('groups by every raw item as soon as anything aggregates', () => {
    expect(compile({ columns: [{ column: 'region' }, { column: 'product' }, { column: 'total_revenue' }] }).sql).toContain('GROUP BY 1, 2\n');
    expect(compile({ columns: [{ column: 'region' }], filters: [{ column: 'id', aggOperator: 'COUNT', sqlOperator: 'GT', values: [{ value: 1 }] }] }).sql).toContain('GROUP BY 1\nHAVING');
    expect(compile({ columns: [{ column: 'region' }] }).sql).not.toContain('GROUP BY');
  });

  it('pages with LIMIT/OFFSET and counts the unpaged, unordered query', () => {
    const compiled = compile({ columns: [{ column: 'id' }], orders: [{ column: 'id' }], filters: [{ column: 'region', sqlOperator: 'EQ', values: [{ value: 'North' }] }], pageInfo: { pageNo: 4, pageSize: 25, countTotal: true } });
    expect(compiled.sql).toMatch(/LIMIT 25 OFFSET 75$/);
    expect(compiled.count).toMatchObject({ sql: 'SELECT COUNT(*)\nFROM (\nSELECT "V"."id" AS "id"\nFROM (\nSELECT * FROM sales\n) "V"\nWHERE "V"."region" = $1\n) "C"', params: ['North'] });
    expect(compile({ columns: [{ column: 'id' }] }).count).toBeUndefined();
  });

  it('numbers placeholders in reading order across the view and the query, on every dialect', () => {
    const view = sqlView('SELECT * FROM sales WHERE region = $r$ AND amount > $min$');
    for (const dialect of allDialects) {
      const compiled = compileQuery(
        spec({ columns: [{ column: 'x' }], functionColumns: [{ alias: 'x', snippet: "CONCAT([region], 'a')" }], filters: [{ column: 'id', sqlOperator: 'GT', values: [{ value: 3 }] }] }),
        view,
        context(dialect, { variables: [variable('r', ['North']), variable('min', ['10'], { valueType: 'numeric' })] }),
      );
      expect(compiled.params).toEqual(['a', 'North', 10, 3]);
      const placeholders = compiled.sql.match(/\$\d+|\?|\{p\d+:\w+\}/g) ?? [];
      const expected = { postgres: ['$1', '$2', '$3', '$4'], duckdb: ['$1', '$2', '$3', '$4'], clickhouse: ['{p1:String}', '{p2:String}', '{p3:Int64}', '{p4:Int64}'] }[dialect as string];
      expect(placeholders).toEqual(expected ?? ['?', '?', '?', '?']);
    }
  });

  it("maps an offset of the statement back to the view's line and column", () => {
    const script = 'SELECT *\nFROM sales\nWHERE region = $r$\n  AND amount > 0';
    const compiled = compileQuery(spec({ columns: [{ column: 'id' }] }), sqlView(script), context('postgres', { variables: [variable('r', ['North'])] }));
    expect(compiled.locate?.(compiled.sql.indexOf('amount > 0'))).toEqual({ line: 4, column: 7 });
    expect(compiled.locate?.(compiled.sql.indexOf('FROM sales'))).toEqual({ line: 2, column: 1 });
    expect(compiled.locate?.(0)).toBeUndefined();
  });
});
