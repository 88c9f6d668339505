import type { Dialect } from '../../sources/connectorTypes';
import { clickhouseDialect } from './clickhouse';
import type { DialectDefinition } from './dialectDefinition';
import { duckdbDialect } from './duckdb';
import { mysqlDialect } from './mysql';
import { postgresDialect } from './postgres';
import { sqliteDialect } from './sqlite';

export type { DialectDefinition, FunctionTemplate } from './dialectDefinition';

/** Every dialect the compiler renders; a new one is one definition file and one line here. */
export const dialectDefinitions: Record<Dialect, DialectDefinition> = {
  postgres: postgresDialect,
  mysql: mysqlDialect,
  sqlite: sqliteDialect,
  duckdb: duckdbDialect,
  clickhouse: clickhouseDialect,
};

export const dialectOf = (dialect: Dialect): DialectDefinition => dialectDefinitions[dialect];
