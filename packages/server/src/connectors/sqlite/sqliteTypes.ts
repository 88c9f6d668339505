import type { ColumnType } from '@redbi/shared/domain';
import type { QueryColumn } from '../connector';
import { normalizeDate, normalizeTimestamp, toNumber, toText } from '../normalizeValues';

/**
 * A declared column type to a normalised type, in the spirit of SQLite's affinity rules (§3.1 of
 * "Datatypes In SQLite"), with the conventional BOOLEAN, DATE and DATETIME/TIMESTAMP names recognised first.
 */
const declaredRules: [RegExp, ColumnType][] = [
  [/BOOL/, 'boolean'],
  [/DATETIME|TIMESTAMP/, 'datetime'],
  [/DATE/, 'date'],
  [/INT/, 'number'],
  [/CHAR|CLOB|TEXT/, 'string'],
  [/BLOB/, 'other'],
  [/REAL|FLOA|DOUB|NUM|DEC/, 'number'],
];

export function sqliteDeclaredType(declared: string): ColumnType {
  const upper = declared.toUpperCase();
  return declaredRules.find(([pattern]) => pattern.test(upper))?.[1] ?? 'other';
}

/** An expression's column (no declared type): the storage class of its first value that is not NULL. */
function storageClassOf(rows: unknown[][], index: number): { type: ColumnType; dbType: string } {
  const value = rows.find((row) => row[index] !== null && row[index] !== undefined)?.[index];
  if (typeof value === 'number') return { type: 'number', dbType: Number.isInteger(value) ? 'INTEGER' : 'REAL' };
  if (typeof value === 'bigint') return { type: 'number', dbType: 'INTEGER' };
  if (typeof value === 'string') return { type: 'string', dbType: 'TEXT' };
  if (value instanceof Uint8Array) return { type: 'other', dbType: 'BLOB' };
  return { type: 'other', dbType: 'NULL' };
}

export function sqliteColumnsOf(columns: { name: string; declaredType: string | null }[], rows: unknown[][]): QueryColumn[] {
  return columns.map(({ name, declaredType }, index) =>
    declaredType ? { name, type: sqliteDeclaredType(declaredType), dbType: declaredType } : { name, ...storageClassOf(rows, index) },
  );
}

const truthy = (value: unknown): unknown =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) !== 0 : typeof value === 'string' ? /^(1|t|true|y|yes)$/i.test(value) : toText(value);

/** Values by column type: SQLite stores anything anywhere, so text that does not fit is kept as it is. */
const readers: Record<ColumnType, (value: unknown) => unknown> = {
  number: toNumber,
  boolean: truthy,
  string: toText,
  date: (value) => (typeof value === 'string' ? normalizeDate(value) : toText(value)),
  datetime: (value) => (typeof value === 'string' ? normalizeTimestamp(value, false) : toText(value)),
  other: toText,
};

export const sqliteRows = (columns: QueryColumn[], rows: unknown[][]): unknown[][] =>
  rows.map((row) => row.map((value, index) => (value === null ? null : readers[(columns[index] as QueryColumn).type](value))));

/** A value as better-sqlite3 binds it (numbers, strings, bigints, buffers and null). */
export const sqliteBindable = (value: unknown): unknown => (typeof value === 'boolean' ? Number(value) : value === undefined ? null : value);
