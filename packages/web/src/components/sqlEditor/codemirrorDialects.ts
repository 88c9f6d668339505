import { MySQL, PostgreSQL, SQLite, type SQLDialect } from '@codemirror/lang-sql';
import type { Dialect } from '@redbi/shared/sources';
import { ClickHouseSQL } from './clickhouseSqlDialect';

/** CodeMirror's dialect per dialect of the compiler; DuckDB follows PostgreSQL's grammar (as the server's check does). */
export const codemirrorDialects: Record<Dialect, SQLDialect> = {
  postgres: PostgreSQL,
  mysql: MySQL,
  sqlite: SQLite,
  duckdb: PostgreSQL,
  clickhouse: ClickHouseSQL,
};
