import { describe, expect, it } from 'vitest';
import { builtinPgType, columnTypeOfCategory, pgTypeOf, postgresTypeParsers } from './postgresTypes';

const parse = (oid: number, text: string) => (postgresTypeParsers.getTypeParser(oid, 'text') as (value: string) => unknown)(text);

describe('postgres types', () => {
  it('parses int8 and numeric as numbers, dates and timestamps as ISO text, json and arrays as text', () => {
    expect(parse(20, '9007199254740991')).toBe(9007199254740991);
    expect(parse(1700, '67416.51')).toBe(67416.51);
    expect(parse(16, 't')).toBe(true);
    expect(parse(1082, '2024-02-29')).toBe('2024-02-29');
    expect(parse(1114, '2024-02-29 13:45:06.789')).toBe('2024-02-29T13:45:06.789');
    expect(parse(1184, '2024-02-29 13:45:06+02')).toBe('2024-02-29T11:45:06Z');
    expect(parse(3802, '{"a": 1}')).toBe('{"a": 1}');
    expect(parse(1009, '{a,b}')).toBe('{a,b}');
  });

  it('names built-in types and maps other types by category', () => {
    expect(builtinPgType(1700)).toEqual({ name: 'numeric', type: 'number' });
    expect(builtinPgType(99999)).toBeUndefined();
    expect(columnTypeOfCategory('E')).toBe('string');
    expect(columnTypeOfCategory('N')).toBe('other');
    expect(pgTypeOf(23, 'year', 'N')).toEqual({ name: 'year', type: 'number' });
  });
});
