import {
  DuckDBBlobValue,
  DuckDBDecimalValue,
  DuckDBTimestampTZValue,
  DuckDBTimestampValue,
  DuckDBTypeId,
  type DuckDBType,
  type DuckDBValue,
} from '@duckdb/node-api';
import type { ColumnType } from '@redbi/shared/domain';
import type { QueryColumn } from '../connector';
import { hexOfBytes, isoFromEpochMs, normalizeDate, normalizeTimestamp, toNumber } from '../normalizeValues';

const numberIds = [
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.UHUGEINT,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
  DuckDBTypeId.DECIMAL,
];
const datetimeIds = [
  DuckDBTypeId.TIMESTAMP,
  DuckDBTypeId.TIMESTAMP_S,
  DuckDBTypeId.TIMESTAMP_MS,
  DuckDBTypeId.TIMESTAMP_NS,
  DuckDBTypeId.TIMESTAMP_TZ,
];

/** Result column types by DuckDB type id; anything not listed (lists, structs, blobs, intervals, times) is 'other'. */
const typeById = new Map<DuckDBTypeId, ColumnType>([
  ...numberIds.map((id) => [id, 'number'] as const),
  ...datetimeIds.map((id) => [id, 'datetime'] as const),
  [DuckDBTypeId.BOOLEAN, 'boolean'],
  [DuckDBTypeId.DATE, 'date'],
  [DuckDBTypeId.VARCHAR, 'string'],
  [DuckDBTypeId.ENUM, 'string'],
  [DuckDBTypeId.UUID, 'string'],
]);

export const duckdbColumnOf = (name: string, type: DuckDBType): QueryColumn => ({
  name,
  type: typeById.get(type.typeId) ?? 'other',
  dbType: type.toString(),
});

/** Type names as information_schema.columns spells them ('DECIMAL(5,2)', 'TIMESTAMP WITH TIME ZONE', 'INTEGER[]'). */
const typeByName: Record<string, ColumnType> = {
  ...Object.fromEntries(
    ['TINYINT', 'SMALLINT', 'INTEGER', 'BIGINT', 'HUGEINT', 'UTINYINT', 'USMALLINT', 'UINTEGER', 'UBIGINT', 'UHUGEINT', 'FLOAT', 'DOUBLE', 'DECIMAL'].map(
      (name) => [name, 'number'],
    ),
  ),
  ...Object.fromEntries(
    ['TIMESTAMP', 'TIMESTAMP WITH TIME ZONE', 'TIMESTAMP_S', 'TIMESTAMP_MS', 'TIMESTAMP_NS'].map((name) => [name, 'datetime']),
  ),
  BOOLEAN: 'boolean',
  DATE: 'date',
  VARCHAR: 'string',
  ENUM: 'string',
  UUID: 'string',
};

export function duckdbCatalogType(typeName: string): ColumnType {
  if (/\]$/.test(typeName)) return 'other';
  return typeByName[typeName.replace(/\(.*$/s, '').trim().toUpperCase()] ?? 'other';
}

const floorDiv = (value: bigint, by: bigint) => (value >= 0n ? value / by : (value - by + 1n) / by);

function timestampOf(value: DuckDBValue, zone: boolean): string {
  if (value instanceof DuckDBTimestampValue || value instanceof DuckDBTimestampTZValue) {
    const iso = value.isFinite ? isoFromEpochMs(Number(floorDiv(value.micros, 1000n)), zone) : undefined;
    if (iso) return iso;
  }
  return normalizeTimestamp(String(value), zone);
}

type Reader = (value: DuckDBValue) => unknown;

/** Values by column type: numbers (BIGINT, HUGEINT, DECIMAL) as JS numbers (integers beyond ±2^53 as their digits), dates and timestamps as ISO text. */
const readers: Record<ColumnType, (type: DuckDBType) => Reader> = {
  number: () => (value) => (value instanceof DuckDBDecimalValue ? value.toDouble() : toNumber(value)),
  boolean: () => (value) => Boolean(value),
  date: () => (value) => normalizeDate(String(value)),
  datetime: (type) => (value) => timestampOf(value, type.typeId === DuckDBTypeId.TIMESTAMP_TZ),
  string: () => (value) => String(value),
  other: () => (value) => (value instanceof DuckDBBlobValue ? hexOfBytes(value.bytes) : String(value)),
};

export const duckdbValueReader = (type: DuckDBType): Reader => readers[typeById.get(type.typeId) ?? 'other'](type);
