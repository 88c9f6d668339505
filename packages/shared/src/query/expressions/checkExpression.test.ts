import { describe, expect, it } from 'vitest';
import { allDialects, appErrorOf, salesColumns, salesComputedFields } from '../queryTestKit';
import { checkComputedFields, checkExpression, functionCatalogue, type ExpressionField } from './checkExpression';
import { functionSpecs, type ArgKind } from './functionSpecs';

const fields: ExpressionField[] = [
  { name: 'amount', type: 'numeric' },
  { name: 'region', type: 'string' },
  { name: 'day', type: 'date' },
  { name: 'total', type: 'numeric', expression: 'SUM([amount])' },
  { name: 'loop_a', type: 'numeric', expression: '[loop_b] + 1' },
  { name: 'loop_b', type: 'numeric', expression: '[loop_a] * 2' },
];

const errorOf = (run: () => unknown) => {
  const error = appErrorOf(run);
  return { key: error.messageKey, params: error.params };
};

describe('checkExpression', () => {
  it('answers the type and whether the expression aggregates', () => {
    expect(checkExpression('[amount] * 2', fields, 'postgres')).toEqual({ type: 'numeric', aggregate: false });
    expect(checkExpression('[total] / COUNT([region])', fields, 'postgres')).toEqual({ type: 'numeric', aggregate: true });
    expect(checkExpression('AGG_DATE_WEEK([day])', fields, 'sqlite')).toEqual({ type: 'date', aggregate: false });
    expect(checkExpression("CONCAT([region], '!')", fields, 'mysql')).toEqual({ type: 'string', aggregate: false });
    expect(checkExpression('[amount] > 1', fields, 'duckdb')).toEqual({ type: 'numeric', aggregate: false });
    expect(checkExpression('NULL', fields, 'duckdb')).toEqual({ type: 'string', aggregate: false });
  });

  it('refuses to aggregate an aggregate computed field, pointing at its reference', () => {
    expect(errorOf(() => checkExpression('1 + SUM([total])', fields, 'postgres'))).toMatchObject({ key: 'query.expression.nestedAggregate', params: { position: 8 } });
  });

  it('finds cycles between computed fields, and a reference back to the field being defined', () => {
    expect(errorOf(() => checkExpression('[loop_a]', fields, 'postgres'))).toMatchObject({
      key: 'query.expression.cycle',
      params: { name: 'loop_a', field: 'loop_b' },
    });
    const own: ExpressionField[] = [...fields, { name: 'uses_me', type: 'numeric', expression: '[me] + 1' }];
    expect(errorOf(() => checkExpression('[uses_me] * 2', own, 'postgres', 'me'))).toMatchObject({ key: 'query.expression.cycle', params: { name: 'me', position: 0 } });
    expect(errorOf(() => checkExpression('[me] * 2', own, 'postgres', 'me'))).toMatchObject({ key: 'query.expression.cycle', params: { position: 0 } });
  });

  it('reports an error inside a referenced computed field with that field named', () => {
    const broken: ExpressionField[] = [...fields, { name: 'broken', type: 'numeric', expression: '[amount] + ' }];
    expect(errorOf(() => checkExpression('[broken]', broken, 'postgres'))).toMatchObject({
      key: 'query.expression.unexpectedEnd',
      params: { field: 'broken', position: 11 },
    });
  });

  it('offers functions per dialect: statistics only where the database has them', () => {
    expect(checkExpression('MEDIAN([amount])', fields, 'postgres').aggregate).toBe(true);
    expect(checkExpression('MEDIAN([amount])', fields, 'duckdb').aggregate).toBe(true);
    expect(errorOf(() => checkExpression('MEDIAN([amount])', fields, 'mysql'))).toMatchObject({ key: 'query.expression.functionUnavailable', params: { name: 'MEDIAN' } });
    expect(errorOf(() => checkExpression('1 + VAR([amount])', fields, 'sqlite'))).toMatchObject({ key: 'query.expression.functionUnavailable', params: { position: 4 } });
  });
});

describe('checkComputedFields', () => {
  it('checks every computed field of a model and answers their types', () => {
    expect(checkComputedFields({ columns: salesColumns, computedFields: salesComputedFields }, 'postgres')).toEqual([
      { name: 'revenue', type: 'numeric', aggregate: false },
      { name: 'size', type: 'string', aggregate: false },
      { name: 'total_revenue', type: 'numeric', aggregate: true },
      { name: 'average_price', type: 'numeric', aggregate: true },
      { name: 'order_year', type: 'numeric', aggregate: false },
    ]);
  });

  it('refuses a date function over a text field, at the argument', () => {
    const computedFields = [{ name: 'name_year', type: 'numeric' as const, expression: 'YEAR([region])' }];
    expect(errorOf(() => checkComputedFields({ columns: salesColumns, computedFields }, 'mysql'))).toMatchObject({
      key: 'query.expression.needsDate',
      params: { field: 'name_year', position: 5, name: 'YEAR', reason: 'YEAR needs a date here' },
    });
    expect(errorOf(() => checkExpression('YEAR([region])', fields, 'postgres'))).toMatchObject({ key: 'query.expression.needsDate', params: { position: 5 } });
    expect(checkExpression("YEAR('2024-06-30 12:00:00')", fields, 'postgres')).toEqual({ type: 'numeric', aggregate: false });
  });

  it('names the first wrong field', () => {
    const computedFields = [...salesComputedFields, { name: 'bad', type: 'string' as const, expression: 'UPPER([amount])' }];
    expect(errorOf(() => checkComputedFields({ columns: salesColumns, computedFields }, 'sqlite'))).toMatchObject({
      key: 'query.expression.needsText',
      params: { field: 'bad', position: 6 },
    });
  });
});

const sampleArgs: Record<ArgKind, string> = { numeric: '[amount]', string: '[region]', date: '[day]', condition: '[amount] > 0', any: '[region]', same: '[amount]' };

describe('functionCatalogue', () => {
  it('lists the language functions the dialect has, never the compiler internal ones', () => {
    const names = (dialect: (typeof allDialects)[number]) => functionCatalogue(dialect).map((info) => info.name);
    expect(names('postgres')).toEqual(expect.arrayContaining(['SUM', 'MEDIAN', 'VAR', 'STDDEV', 'ROUND', 'CONCAT', 'AGG_DATE_WEEK', 'IF', 'COALESCE']));
    expect(names('sqlite')).not.toEqual(expect.arrayContaining(['MEDIAN']));
    expect(names('sqlite')).not.toContain('VAR');
    expect(names('mysql')).not.toContain('MEDIAN');
    for (const dialect of allDialects) expect(names(dialect)).not.toEqual(expect.arrayContaining(['DIVIDE', 'TO_TEXT', 'TO_TIMESTAMP', 'DATE_COMPARABLE']));
  });

  it('describes each function: category, syntax, result, aggregation and arity', () => {
    expect(functionCatalogue('postgres').find((info) => info.name === 'ROUND')).toEqual({
      name: 'ROUND',
      category: 'numeric',
      syntax: 'ROUND(number, digits)',
      returns: 'numeric',
      aggregate: false,
      minArgs: 1,
      maxArgs: 2,
    });
    expect(functionCatalogue('mysql').find((info) => info.name === 'COALESCE')).toMatchObject({ returns: null, minArgs: 1, maxArgs: null });
  });

  it.each(allDialects)('compiles every function it offers on %s', (dialect) => {
    for (const info of functionCatalogue(dialect)) {
      const spec = functionSpecs.find((candidate) => candidate.name === info.name);
      const kinds: readonly ArgKind[] = spec?.args ?? [];
      const count = info.maxArgs ?? info.minArgs + 1;
      const args = Array.from({ length: count }, (_, index) => sampleArgs[kinds[Math.min(index, kinds.length - 1)] ?? 'any']);
      const expression = `${info.name}(${args.join(', ')})`;
      expect(() => checkExpression(expression, fields, dialect), expression).not.toThrow();
    }
  });
});
