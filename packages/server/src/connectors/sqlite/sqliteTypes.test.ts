import { describe, expect, it } from 'vitest';
import { sqliteColumnsOf, sqliteDeclaredType, sqliteRows } from './sqliteTypes';

describe('sqlite types', () => {
  it.each([
    ['INTEGER', 'number'],
    ['NVARCHAR(200)', 'string'],
    ['NUMERIC(10,2)', 'number'],
    ['DATETIME', 'datetime'],
    ['TIMESTAMP', 'datetime'],
    ['DATE', 'date'],
    ['BOOLEAN', 'boolean'],
    ['BLOB', 'other'],
    ['REAL', 'number'],
    ['', 'other'],
  ])('declared %s is %s', (declared, type) => {
    expect(sqliteDeclaredType(declared)).toBe(type);
  });

  it('types expressions by their first value and normalises by column type', () => {
    const columns = sqliteColumnsOf(
      [
        { name: 'expr', declaredType: null },
        { name: 'flag', declaredType: 'BOOLEAN' },
        { name: 'at', declaredType: 'DATETIME' },
        { name: 'bytes', declaredType: null },
      ],
      [[null, 1, '2024-01-01 10:00:00', new Uint8Array([1])], [2.5, 0, 'not a date', null]],
    );
    expect(columns.map((column) => [column.type, column.dbType])).toEqual([
      ['number', 'REAL'],
      ['boolean', 'BOOLEAN'],
      ['datetime', 'DATETIME'],
      ['other', 'BLOB'],
    ]);
    expect(sqliteRows(columns, [[2.5, 0, '2024-01-01 10:00:00', new Uint8Array([1])], [null, 1, 'not a date', null]])).toEqual([
      [2.5, false, '2024-01-01T10:00:00', '\\x01'],
      [null, true, 'not a date', null],
    ]);
  });
});
