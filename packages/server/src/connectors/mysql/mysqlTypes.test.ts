import type { FieldPacket } from 'mysql2';
import { describe, expect, it } from 'vitest';
import { mysqlCatalogType, mysqlColumnOf, mysqlValueReader } from './mysqlTypes';

const field = (name: string, columnType: number, extra: Partial<Omit<FieldPacket, 'constructor'>> = {}) =>
  ({ name, columnType, type: columnType, characterSet: 224, columnLength: 10, flags: 0, ...extra }) as unknown as FieldPacket;

describe('mysql types', () => {
  it('maps result columns by protocol type', () => {
    expect(mysqlColumnOf(field('n', 0xf6))).toEqual({ name: 'n', type: 'number', dbType: 'DECIMAL' });
    expect(mysqlColumnOf(field('b', 0x01, { columnLength: 1 }))).toEqual({ name: 'b', type: 'boolean', dbType: 'TINYINT(1)' });
    expect(mysqlColumnOf(field('u', 0x03, { flags: 32 }))).toEqual({ name: 'u', type: 'number', dbType: 'INT UNSIGNED' });
    expect(mysqlColumnOf(field('t', 0xfc))).toEqual({ name: 't', type: 'string', dbType: 'TEXT' });
    expect(mysqlColumnOf(field('blob', 0xfc, { characterSet: 63 }))).toEqual({ name: 'blob', type: 'other', dbType: 'BLOB' });
    expect(mysqlColumnOf(field('ts', 0x07))).toEqual({ name: 'ts', type: 'datetime', dbType: 'TIMESTAMP' });
  });

  it('normalises values: TIMESTAMP is UTC, DATETIME has no zone, BIT(1) and TINYINT(1) are booleans', () => {
    const read = (packet: FieldPacket, value: unknown) => mysqlValueReader(packet, mysqlColumnOf(packet))(value);
    expect(read(field('ts', 0x07), '2024-02-29 11:45:06')).toBe('2024-02-29T11:45:06Z');
    expect(read(field('dt', 0x0c), '2024-02-29 11:45:06.120000')).toBe('2024-02-29T11:45:06.120');
    expect(read(field('d', 0x0a), '2024-02-29')).toBe('2024-02-29');
    expect(read(field('big', 0x08), '9007199254740993')).toBe('9007199254740993');
    expect(read(field('flag', 0x10, { columnLength: 1 }), Buffer.from([1]))).toBe(true);
    expect(read(field('flag', 0x01, { columnLength: 1 }), 0)).toBe(false);
    expect(read(field('bin', 0xfd, { characterSet: 63 }), Buffer.from('ab'))).toBe('\\x6162');
  });

  it('maps catalogue types', () => {
    expect(mysqlCatalogType('tinyint', 'tinyint(1)')).toBe('boolean');
    expect(mysqlCatalogType('tinyint', 'tinyint(3) unsigned')).toBe('number');
    expect(mysqlCatalogType('decimal', 'decimal(5,2)')).toBe('number');
    expect(mysqlCatalogType('set', "set('Trailers')")).toBe('string');
    expect(mysqlCatalogType('timestamp', 'timestamp')).toBe('datetime');
    expect(mysqlCatalogType('geometry', 'geometry')).toBe('other');
  });
});
