import type { ColumnType } from '@redbi/shared/domain';
import type { FieldPacket } from 'mysql2';
import type { QueryColumn } from '../connector';
import { normalizeDate, normalizeTimestamp, toNumber, toText } from '../normalizeValues';

/** The binary "character set" of BLOB, BINARY and VARBINARY columns. */
const BINARY_CHARSET = 63;

interface WireType {
  name: string;
  type: ColumnType;
  /** The text or binary variant's name, for the string and blob types. */
  binaryName?: string;
}

/** mysql2 field types (protocol column types) by code. */
const wireTypes: Record<number, WireType> = {
  0x00: { name: 'DECIMAL', type: 'number' },
  0x01: { name: 'TINYINT', type: 'number' },
  0x02: { name: 'SMALLINT', type: 'number' },
  0x03: { name: 'INT', type: 'number' },
  0x04: { name: 'FLOAT', type: 'number' },
  0x05: { name: 'DOUBLE', type: 'number' },
  0x06: { name: 'NULL', type: 'other' },
  0x07: { name: 'TIMESTAMP', type: 'datetime' },
  0x08: { name: 'BIGINT', type: 'number' },
  0x09: { name: 'MEDIUMINT', type: 'number' },
  0x0a: { name: 'DATE', type: 'date' },
  0x0b: { name: 'TIME', type: 'other' },
  0x0c: { name: 'DATETIME', type: 'datetime' },
  0x0d: { name: 'YEAR', type: 'number' },
  0x0e: { name: 'DATE', type: 'date' },
  0x0f: { name: 'VARCHAR', type: 'string', binaryName: 'VARBINARY' },
  0x10: { name: 'BIT', type: 'other' },
  0xf2: { name: 'VECTOR', type: 'other' },
  0xf5: { name: 'JSON', type: 'other' },
  0xf6: { name: 'DECIMAL', type: 'number' },
  0xf7: { name: 'ENUM', type: 'string' },
  0xf8: { name: 'SET', type: 'string' },
  0xf9: { name: 'TINYTEXT', type: 'string', binaryName: 'TINYBLOB' },
  0xfa: { name: 'MEDIUMTEXT', type: 'string', binaryName: 'MEDIUMBLOB' },
  0xfb: { name: 'LONGTEXT', type: 'string', binaryName: 'LONGBLOB' },
  0xfc: { name: 'TEXT', type: 'string', binaryName: 'BLOB' },
  0xfd: { name: 'VARCHAR', type: 'string', binaryName: 'VARBINARY' },
  0xfe: { name: 'CHAR', type: 'string', binaryName: 'BINARY' },
  0xff: { name: 'GEOMETRY', type: 'other' },
};

const TIMESTAMP = 0x07;
const UNSIGNED_FLAG = 32;

/** A result column's type: TINYINT(1) (BOOLEAN) and BIT(1) read as booleans, binary strings as 'other'. */
export function mysqlColumnOf(field: FieldPacket): QueryColumn {
  const code = field.columnType ?? field.type ?? 0x06;
  const wire = wireTypes[code] ?? { name: `type ${code}`, type: 'other' };
  if ((code === 0x01 || code === 0x10) && field.columnLength === 1) return { name: field.name, type: 'boolean', dbType: `${wire.name}(1)` };
  const binary = wire.binaryName !== undefined && field.characterSet === BINARY_CHARSET;
  const unsigned = wire.type === 'number' && typeof field.flags === 'number' && (field.flags & UNSIGNED_FLAG) !== 0;
  const name = binary ? (wire.binaryName as string) : wire.name;
  return { name: field.name, type: binary ? 'other' : wire.type, dbType: unsigned ? `${name} UNSIGNED` : name };
}

type Reader = (value: unknown) => unknown;

/**
 * Values by column type (mysql2 with dateStrings, decimalNumbers, supportBigNumbers and jsonStrings).
 * The session's time_zone is UTC (set on every connection), so TIMESTAMP text is UTC.
 */
const readers: Record<ColumnType, (zone: boolean) => Reader> = {
  number: () => toNumber,
  boolean: () => (value) => (value instanceof Uint8Array ? value[0] === 1 : Number(value) !== 0),
  date: () => (value) => (typeof value === 'string' ? normalizeDate(value) : toText(value)),
  datetime: (zone) => (value) => (typeof value === 'string' ? normalizeTimestamp(value, zone) : toText(value)),
  string: () => toText,
  other: () => toText,
};

export const mysqlValueReader = (field: FieldPacket, column: QueryColumn): Reader =>
  readers[column.type]((field.columnType ?? field.type) === TIMESTAMP);

const catalogTypes: Record<string, ColumnType> = Object.fromEntries([
  ...['tinyint', 'smallint', 'mediumint', 'int', 'integer', 'bigint', 'decimal', 'numeric', 'float', 'double', 'real', 'year'].map(
    (name) => [name, 'number'],
  ),
  ['date', 'date'],
  ['datetime', 'datetime'],
  ['timestamp', 'datetime'],
  ['boolean', 'boolean'],
  ...['char', 'varchar', 'tinytext', 'text', 'mediumtext', 'longtext', 'enum', 'set'].map((name) => [name, 'string']),
]);

/** information_schema.COLUMNS: DATA_TYPE and COLUMN_TYPE to a normalised type (TINYINT(1), BIT(1): boolean). */
export function mysqlCatalogType(dataType: string, columnType: string): ColumnType {
  const full = columnType.toLowerCase();
  if (full.startsWith('tinyint(1)') || full === 'bit(1)') return 'boolean';
  return catalogTypes[dataType.toLowerCase()] ?? 'other';
}
