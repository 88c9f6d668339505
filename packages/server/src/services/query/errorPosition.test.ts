import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../../connectors/connector';
import { errorOffset } from './errorPosition';

const sql = 'SELECT "a" FROM (SELECT a\n  FROM t WHERE WHERE) "V"';
const at = (text: string) => sql.indexOf(text);

describe('errorOffset', () => {
  it("reads PostgreSQL's 1-based character position", () => {
    const error = new ConnectorError('syntax', 'syntax error at or near "WHERE"', { cause: { position: String(at('WHERE) "V"') + 1) } });
    expect(errorOffset('postgres', error, sql)).toBe(at('WHERE) "V"'));
    expect(errorOffset('postgres', new ConnectorError('other', 'division by zero', { cause: {} }), sql)).toBeUndefined();
  });

  it("reads DuckDB's LINE and caret, also when DuckDB cut the line", () => {
    const error = new ConnectorError('syntax', 'Parser Error: syntax error at or near "WHERE"\n\nLINE 2:   FROM t WHERE WHERE) "V"\n                       ^');
    expect(errorOffset('duckdb', error, sql)).toBe(at('WHERE) "V"'));
    const long = `SELECT ${'x, '.repeat(60)} FROM FROM`;
    const cut = new ConnectorError('syntax', 'Parser Error: syntax error at or near "FROM"\n\nLINE 1: ..., x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x,  FROM FROM\n                                                                         ^');
    expect(errorOffset('duckdb', cut, long)).toBe(long.lastIndexOf('FROM'));
    expect(errorOffset('duckdb', new ConnectorError('other', 'Conversion Error: Could not convert'), sql)).toBeUndefined();
  });

  it("reads MySQL's near text and line", () => {
    const message = "You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'WHERE) \"V\"' at line 2";
    expect(errorOffset('mysql', new ConnectorError('syntax', message), sql)).toBe(at('WHERE) "V"'));
    const atEnd = "… for the right syntax to use near '' at line 1";
    expect(errorOffset('mysql', new ConnectorError('syntax', atEnd), 'SELECT 1 WHERE')).toBe('SELECT 1 WHERE'.length);
    expect(errorOffset('mysql', new ConnectorError('notFound', "Unknown column 'x' in 'field list'"), sql)).toBeUndefined();
  });

  it('has nothing for SQLite', () => {
    expect(errorOffset('sqlite', new ConnectorError('syntax', 'near "WHERE": syntax error'), sql)).toBeUndefined();
  });
});
