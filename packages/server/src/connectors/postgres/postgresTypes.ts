import type { ColumnType } from '@redbi/shared/domain';
import type { CustomTypesConfig } from 'pg';
import { normalizeDate, normalizeTimestamp, toNumber } from '../normalizeValues';

/** A PostgreSQL type as a result column shows it: its name (format_type) and normalised type. */
export interface PgType {
  name: string;
  type: ColumnType;
}

type Parser = (text: string) => unknown;

const number = (name: string) => ({ name, type: 'number' as const, parse: toNumber as Parser });
const text = (name: string, type: ColumnType = 'string') => ({ name, type });

/** Built-in types by OID (pg_type.h); everything else is looked up in pg_type once per pool. */
const builtins: Record<number, PgType & { parse?: Parser }> = {
  16: { name: 'boolean', type: 'boolean', parse: (value) => value === 't' },
  17: text('bytea', 'other'),
  18: text('"char"'),
  19: text('name'),
  20: number('bigint'),
  21: number('smallint'),
  23: number('integer'),
  25: text('text'),
  26: number('oid'),
  114: text('json', 'other'),
  142: text('xml', 'other'),
  650: text('cidr'),
  700: number('real'),
  701: number('double precision'),
  790: text('money', 'other'),
  869: text('inet'),
  1042: text('character'),
  1043: text('character varying'),
  1082: { name: 'date', type: 'date', parse: normalizeDate },
  1083: text('time without time zone', 'other'),
  1114: { name: 'timestamp without time zone', type: 'datetime', parse: (value) => normalizeTimestamp(value, false) },
  1184: { name: 'timestamp with time zone', type: 'datetime', parse: (value) => normalizeTimestamp(value, true) },
  1186: text('interval', 'other'),
  1266: text('time with time zone', 'other'),
  1700: number('numeric'),
  2950: text('uuid'),
  3802: text('jsonb', 'other'),
};

const identity: Parser = (value) => value;

/**
 * Text parsers of one pool (pg's global parsers stay untouched): int8 and numeric as JS numbers, dates and
 * timestamps normalised, everything pg would turn into objects (json, arrays, bytea, intervals) kept as text.
 */
export const postgresTypeParsers: CustomTypesConfig = {
  getTypeParser: ((oid: number) => builtins[oid]?.parse ?? identity) as CustomTypesConfig['getTypeParser'],
};

export const builtinPgType = (oid: number): PgType | undefined => {
  const found = builtins[oid];
  return found && { name: found.name, type: found.type };
};

/**
 * pg_type.typcategory of a type that is not built in: enums and string types read as strings; anything
 * else (ranges, geometry, extension types, reg* aliases) as text of type 'other', since its values arrive
 * as the type's text output.
 */
export const columnTypeOfCategory = (category: string): ColumnType => (category === 'S' || category === 'E' ? 'string' : 'other');

/** A catalogue type (introspection): by its base type's OID when built in, else by its category. */
export const pgTypeOf = (oid: number, name: string, category: string): PgType => ({
  name,
  type: builtins[oid]?.type ?? columnTypeOfCategory(category),
});
