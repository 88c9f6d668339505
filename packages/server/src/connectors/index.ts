import type { SourceType } from '@redbi/shared/sources';
import { clickhouseConnector } from './clickhouse/clickhouseConnector';
import type { Connector } from './connector';
import { createDuckdbConnector } from './duckdb/duckdbConnector';
import { mysqlConnector } from './mysql/mysqlConnector';
import { postgresConnector } from './postgres/postgresConnector';
import { SourcePools, type SourcePoolsOptions } from './sourcePools';
import { sqliteConnector } from './sqlite/sqliteConnector';

export * from './connector';
export { SourcePools, type SourcePoolsOptions } from './sourcePools';

/** The driver of each source type (ARCHITECTURE §4.4): a new type is one folder and one line here. */
export const connectors: Record<SourceType, Connector> = {
  postgres: postgresConnector,
  mysql: mysqlConnector,
  sqlite: sqliteConnector,
  duckdb: createDuckdbConnector('duckdb'),
  file: createDuckdbConnector('file'),
  clickhouse: clickhouseConnector,
};

/** The source pools of the application, over the registry unless told otherwise (tests). */
export const createSourcePools = (options: Partial<SourcePoolsOptions> = {}): SourcePools => new SourcePools({ connectors, ...options });
