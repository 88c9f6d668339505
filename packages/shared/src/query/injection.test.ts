import { describe, expect, it } from 'vitest';
import type { Dialect } from '../sources/connectorTypes';
import { compileQuery } from './compileQuery';
import type { CompilableView } from './compileTypes';
import type { QuerySpec } from './querySpec';
import { allDialects, context, salesModel, salesView, spec, sqlView, structView, variable } from './queryTestKit';

/** Strings that would end a literal, an identifier or the statement if they were pasted into SQL. */
const hostile = [
  "'; DROP TABLE sales; --",
  "' OR '1'='1",
  '" OR 1=1 --',
  '` OR 1=1 --',
  "\\'; SELECT 1; --",
  '$1 ? $r$ :name @p',
  '%_!\\',
  '*/ SELECT 1 /*',
  'a\n-- comment\r\nb',
  ']] OR [x',
  ')) UNION SELECT password FROM users --',
  '\u201d\u2019 ; \u0000',
];
const benign = (index: number) => `value${index}`;

/** Every value position of a query: filters, LIKE patterns, BETWEEN, IN, literals of computed fields, variables. */
function valueQuery(text: (index: number) => string): { spec: QuerySpec; view: CompilableView; variables: ReturnType<typeof variable>[] } {
  const literal = (index: number) => `'${text(index).replaceAll("'", "''")}'`;
  return {
    view: sqlView('SELECT * FROM sales WHERE region IN ($regions$) AND product <> $product$ AND note LIKE $pattern$'),
    variables: [variable('regions', [text(1), text(2)]), variable('product', [text(3)]), variable('pattern', [text(4)])],
    spec: spec({
      columns: [{ column: 'label' }, { column: 'region' }],
      functionColumns: [{ alias: 'label', snippet: `CONCAT([region], ${literal(5)}, IF([note] = ${literal(6)}, ${literal(7)}, [product]))` }],
      filters: [
        { column: 'region', sqlOperator: 'EQ', values: [{ value: text(8) }] },
        { column: 'product', sqlOperator: 'IN', values: [{ value: text(9) }, { value: text(10) }] },
        { column: 'note', sqlOperator: 'LIKE', values: [{ value: text(11) }] },
        { column: 'note', sqlOperator: 'SUFFIX_NOT_LIKE', values: [{ value: text(12) }] },
        { column: 'region', sqlOperator: 'NOT_BETWEEN', values: [{ value: text(13) }, { value: text(14) }] },
        { column: 'label', sqlOperator: 'NE', values: [{ value: text(15), valueType: 'STRING' }] },
      ],
    }),
  };
}

const compileValues = (dialect: Dialect, text: (index: number) => string) => {
  const { spec: querySpec, view, variables } = valueQuery(text);
  return compileQuery(querySpec, view, context(dialect, { variables }));
};

/** The SQL with every quoted identifier replaced by the same mark: what is left is the statement's structure. */
function structure(sql: string, dialect: Dialect): string {
  return dialect === 'mysql' ? sql.replace(/`(?:[^`]|``)*`/g, '`_`') : sql.replace(/"(?:[^"]|"")*"/g, '"_"');
}
const quoted = (name: string, dialect: Dialect) =>
  dialect === 'mysql'
    ? `\`${name.replaceAll('`', '``')}\``
    : `"${(dialect === 'clickhouse' ? name.replaceAll('\\', '\\\\') : name).replaceAll('"', '""')}"`;

/** A view and query where `name` is a model column, a computed field, an alias and an order. */
function namedQuery(name: string): { view: CompilableView; spec: QuerySpec } {
  const escaped = name.replaceAll(']', ']]');
  const model = {
    ...salesModel,
    columns: [...salesModel.columns, { name, type: 'string' as const, category: 'uncategorized' as const }],
    computedFields: [...salesModel.computedFields, { name: `${name}!`, type: 'string' as const, expression: `UPPER([${escaped}])` }],
  };
  return {
    view: { ...salesView, model },
    spec: spec({
      columns: [{ column: name, alias: `${name} alias` }, { column: `${name}!` }, { column: 'fn' }],
      functionColumns: [{ alias: `${name}?`, snippet: `LOWER([${escaped}!])` }, { alias: 'fn', snippet: `[${escaped}?]` }],
      filters: [{ column: name, sqlOperator: 'NOT_NULL', values: [] }],
      orders: [{ column: `${name}!`, operator: 'DESC' }, { column: 'id' }],
    }),
  };
}

describe('injection battery: values are always bound', () => {
  it.each(allDialects)('hostile values never change the SQL text on %s, only the parameters', (dialect) => {
    const reference = compileValues(dialect, benign);
    for (const text of hostile) {
      const attacked = compileValues(dialect, () => text);
      expect(attacked.sql).toBe(reference.sql);
      expect(attacked.params).toHaveLength(reference.params.length);
      expect(attacked.params).toContain(text);
      expect(attacked.sql).not.toContain(text);
    }
  });

  it('binds LIKE patterns with their own wildcards and escape character escaped', () => {
    const compiled = compileQuery(spec({ columns: [{ column: 'id' }], filters: [{ column: 'note', sqlOperator: 'PREFIX_LIKE', values: [{ value: "50%_off!'" }] }] }), salesView, context('mysql'));
    expect(compiled.sql).toContain("WHERE `V`.`note` LIKE ? ESCAPE '!'");
    expect(compiled.params).toEqual(["50!%!_off!!'%"]);
  });
});

describe('injection battery: names are always quoted', () => {
  it.each(allDialects)('hostile column, computed-field and alias names stay inside their quotes on %s', (dialect) => {
    const reference = namedQuery('plain');
    const referenceSql = compileQuery(reference.spec, reference.view, context(dialect)).sql;
    for (const name of hostile) {
      const attacked = namedQuery(name);
      const compiled = compileQuery(attacked.spec, attacked.view, context(dialect));
      expect(structure(compiled.sql, dialect)).toBe(structure(referenceSql, dialect));
      expect(compiled.sql).toContain(`.${quoted(name, dialect)}`);
      expect(compiled.sql).toContain(` AS ${quoted(`${name} alias`, dialect)}`);
      expect(compiled.params).toEqual([]);
    }
  });

  it.each(allDialects)('hostile table and column names of a structured view stay quoted on %s', (dialect) => {
    const build = (name: string) =>
      structView(
        {
          table: [name, `${name}t`],
          columns: [name],
          joins: [{ type: 'LEFT', table: [`${name}j`], columns: [`${name}c`], conditions: [{ left: [`${name}t`, name], right: [`${name}j`, `${name}c`] }] }],
        },
        [
          [`${name}t.${name}`, 'string'],
          [`${name}j.${name}c`, 'string'],
        ],
      );
    const run = (name: string) => compileQuery(spec({ columns: [{ column: `${name}t.${name}` }, { column: [`${name}j`, `${name}c`] }] }), build(name), context(dialect)).sql;
    const reference = structure(run('plain'), dialect);
    for (const name of hostile) expect(structure(run(name), dialect)).toBe(reference);
  });

  it('names that match no field are refused, never written', () => {
    for (const name of hostile) {
      expect(() => compileQuery(spec({ columns: [{ column: 'id' }], orders: [{ column: name }] }), salesView, context('postgres'))).toThrow(/query.unknownField/);
      expect(() => compileQuery(spec({ columns: [{ column: name }] }), salesView, context('postgres'))).toThrow(/query.unknownField/);
    }
  });
});
