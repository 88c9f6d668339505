import { format } from 'sql-formatter';
import { describe, expect, it } from 'vitest';
import { formatSqlWith } from './formatSql';
import { schemaCompletion } from './schemaCompletion';
import { errorRange, positionInText } from './sqlPosition';
import { VARIABLE_IN_SQL, variableCompletionSource } from './sqlVariables';

describe('errorRange', () => {
  const sql = 'SELECT *\nFROM Track\nWHERE GenreId = = 1';

  it('marks the line and the word the column points at', () => {
    const range = errorRange(sql, { line: 2, column: 6 });
    expect(sql.slice(range.lineFrom, range.lineTo)).toBe('FROM Track');
    expect(sql.slice(range.from, range.to)).toBe('Track');
    const operator = errorRange(sql, { line: 3, column: 17 });
    expect(sql.slice(operator.from, operator.to)).toBe('=');
  });

  it('keeps within the text: a line past the end marks the last, a column past the line its last character', () => {
    const past = errorRange(sql, { line: 9, column: 99 });
    expect(sql.slice(past.lineFrom, past.lineTo)).toBe('WHERE GenreId = = 1');
    expect(sql.slice(past.from, past.to)).toBe('1');
    expect(errorRange('', { line: 1, column: 1 })).toEqual({ lineFrom: 0, lineTo: 0, from: 0, to: 0 });
  });
});

describe('positionInText', () => {
  it('turns a position in the selected SQL into one in the whole text', () => {
    expect(positionInText({ line: 1, column: 3 }, { line: 4, column: 7 })).toEqual({ line: 4, column: 9 });
    expect(positionInText({ line: 2, column: 3 }, { line: 4, column: 7 })).toEqual({ line: 5, column: 3 });
  });
});

describe('variables in SQL', () => {
  it('knows a variable by its $name$ form', () => {
    expect([...'SELECT $Genre$, $$, $1x$, $région_2$ FROM t'.matchAll(VARIABLE_IN_SQL)].map((match) => match[1])).toEqual(['Genre', 'région_2']);
  });

  it('completes `$ge` into `$genre$`', () => {
    const source = variableCompletionSource(['genre', 'REDBI_USER_ID']);
    const typed = (text: string) => ({
      explicit: false,
      matchBefore: (expression: RegExp) => {
        const match = new RegExp(`(?:${expression.source})$`, 'u').exec(text);
        return match ? { from: match.index, to: text.length, text: match[0] } : null;
      },
    });
    const result = source(typed('WHERE a = $ge'));
    expect(result?.from).toBe(10);
    expect(result?.options.map((option) => option.label)).toEqual(['$genre$', '$REDBI_USER_ID$']);
    expect(result?.validFor.test('$gen')).toBe(true);
    expect(source(typed('WHERE a = 1'))).toBeNull();
    expect(variableCompletionSource([])(typed('$'))).toBeNull();
  });
});

describe('schemaCompletion', () => {
  const schema = {
    refreshedAt: '',
    databases: [
      { name: 'public', tables: [{ name: 'film', kind: 'table' as const, columns: [{ name: 'title', type: 'string' as const, dbType: 'text' }] }] },
      { name: 'sales', tables: [{ name: 'orders', kind: 'view' as const, columns: [] }] },
    ],
  };

  it('nests schemas, tables and typed columns, public tables unqualified', () => {
    const { namespace, defaultSchema } = schemaCompletion(schema);
    expect(defaultSchema).toBe('public');
    expect(namespace).toEqual({
      public: { film: { self: { label: 'film', type: 'type' }, children: [{ label: 'title', type: 'property', detail: 'text' }] } },
      sales: { orders: { self: { label: 'orders', type: 'class' }, children: [] } },
    });
  });

  it('takes a single schema as the default, and nothing without a schema', () => {
    expect(schemaCompletion({ refreshedAt: '', databases: [{ name: 'chinook', tables: [] }] }).defaultSchema).toBe('chinook');
    expect(schemaCompletion(undefined)).toEqual({ namespace: {} });
  });
});

describe('formatSqlWith', () => {
  it("formats in the source's dialect and keeps the variables as written", () => {
    const sql = "select TrackId, Name from Track where GenreId = $Genre$ and Name <> '$genre$' -- $genre$";
    expect(formatSqlWith(format, sql, 'postgres', ['genre'])).toBe(
      "select\n  TrackId,\n  Name\nfrom\n  Track\nwhere\n  GenreId = $Genre$\n  and Name <> '$genre$' -- $genre$",
    );
    expect(formatSqlWith(format, 'select `a` from t where x in ($ids$)', 'mysql', ['ids'])).toBe('select\n  `a`\nfrom\n  t\nwhere\n  x in ($ids$)');
    expect(formatSqlWith(format, 'select 1', 'duckdb', [])).toBe('select\n  1');
  });
});
