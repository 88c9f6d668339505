import type { ColumnType } from '@redbi/shared/domain';
import type { Dialect, SourceType } from '@redbi/shared/sources';

/** A result column: its name, normalised type (string, number, boolean, date, datetime, other) and database type. */
export interface QueryColumn {
  name: string;
  type: ColumnType;
  dbType: string;
}

/**
 * Rows as arrays in column order. Values are normalised across databases: numbers (integers and decimals)
 * as JS numbers, booleans as booleans, dates as 'YYYY-MM-DD', timestamps as ISO 8601 ('…T…Z' when the
 * database knows the zone, '…T…' without one), other values as strings, NULL as null.
 */
export interface QueryResult {
  columns: QueryColumn[];
  rows: unknown[][];
  /** More rows existed than `maxRows`. */
  truncated: boolean;
}

export interface ExecuteOptions {
  /** Aborting cancels the query in the database. */
  signal?: AbortSignal;
  /** Overrides the source's statement timeout. */
  timeoutMs?: number;
  maxRows?: number;
  /**
   * The statement must not write: PostgreSQL runs it in a READ ONLY transaction, MySQL/MariaDB in a
   * read-only session (which also refuses DDL, unlike START TRANSACTION READ ONLY, where DDL commits
   * implicitly and runs). SQLite and DuckDB connections are opened read-only, so every statement is.
   */
  readOnly?: boolean;
}

/** How a result is read batch by batch (Connection.stream); the guarantees of ExecuteOptions, without maxRows. */
export interface StreamOptions {
  /** Aborting cancels the statement in the database, or ends the read between two batches. */
  signal?: AbortSignal;
  /**
   * Overrides the source's statement timeout. It bounds each wait on the database for a batch, never the
   * time the reader spends between batches (an export of a million rows takes its time): PostgreSQL's
   * statement_timeout on each FETCH; elsewhere the statement is stopped past it (KILL QUERY, an interrupt).
   */
  timeoutMs?: number;
  /** As ExecuteOptions.readOnly: the statement must not write. */
  readOnly?: boolean;
  /** Rows per batch, about (DuckDB answers in its chunks of 2,048 rows); 1,000 by default. */
  batchSize?: number;
}

/**
 * A result read batch by batch, never whole: rows as arrays in column order, values normalised as
 * QueryResult's. Iterate it once; the statement's session goes back to its pool when the last batch has been
 * read, when the iteration stops early (break, an error) or on close(), whichever comes first.
 */
export interface RowStream extends AsyncIterable<unknown[][]> {
  readonly columns: QueryColumn[];
  /** Ends the read (the rest of the result is never produced); safe to call at any time, and again. */
  close(): Promise<void>;
}

export const DEFAULT_STREAM_BATCH = 1000;

export interface SchemaDatabase {
  /** A schema (PostgreSQL, DuckDB) or a database (MySQL); 'main' for SQLite and file sources. */
  name: string;
  tables: { name: string; kind: 'table' | 'view'; columns: QueryColumn[] }[];
}

/** How a database failure reads to a user; the message is the database's own. */
export type ConnectorErrorKind = 'auth' | 'network' | 'timeout' | 'canceled' | 'syntax' | 'notFound' | 'permission' | 'other';

export class ConnectorError extends Error {
  constructor(
    readonly kind: ConnectorErrorKind,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'ConnectorError';
  }
}

/** What testing a connection learns. */
export interface ConnectionTest {
  serverVersion: string;
  /**
   * What the source's account may do beyond reading (e.g. 'superuser', 'FILE', 'SUPER',
   * 'pg_read_server_files'): empty for the read-only account RedBI should use. Views are checked against
   * side effects either way; such an account is warned about, and an organisation can refuse it.
   */
  privileges: string[];
}

/** A live connection pool of one source. */
export interface Connection {
  /** Connects, asks the server its version and what the account may do beyond reading. */
  test(): Promise<ConnectionTest>;
  /**
   * Has the database parse and plan one statement without running it (read-only: PostgreSQL PREPARE in a
   * READ ONLY transaction, MySQL's server-side prepare, SQLite's and DuckDB's prepare). Resolves when the
   * database accepts it; throws a ConnectorError with the database's own message when it does not. Used
   * where RedBI's SQL parser cannot read a statement: the database's own parser decides.
   */
  check(sql: string, params: readonly unknown[]): Promise<void>;
  /** Schemas (or databases), tables and views with their columns; system schemas left out. */
  introspect(): Promise<SchemaDatabase[]>;
  /** Runs one statement with bound parameters (placeholders of `connector.placeholder`). */
  execute(sql: string, params: readonly unknown[], options?: ExecuteOptions): Promise<QueryResult>;
  /**
   * Runs one statement as execute() does — read-only, within the timeout, cancelled by the signal, its session
   * left clean — but answers its rows batch by batch as they are read (exports: no row cap, never the whole
   * result in memory). Resolves once the statement runs and its columns are known.
   */
  stream(sql: string, params: readonly unknown[], options?: StreamOptions): Promise<RowStream>;
  /** Ends every connection of the pool; queries in flight are cancelled. */
  close(): Promise<void>;
}

/** One source type's driver (ARCHITECTURE §4.4). */
export interface Connector {
  type: SourceType;
  dialect: Dialect;
  /** The placeholder of the n-th parameter (1-based): `$1` or `?`. */
  placeholder(index: number): string;
  /**
   * Opens a pool for a configuration validated by `configSchemaOf(type)`, with secrets decrypted. For
   * file-backed types (sqlite, duckdb, file) `config.file` is an absolute path the service has checked.
   */
  connect(config: Record<string, unknown>): Connection;
}
