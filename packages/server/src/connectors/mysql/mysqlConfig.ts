import type { ConnectionOptions, PoolOptions } from 'mysql2';
import { ConnectorError } from '../connector';
import { propertyMap, type ServerConfig } from '../connectorConfig';

/** How long an unused connection stays open in a source's pool. */
export const MYSQL_IDLE_MS = 30_000;

const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** What every connection of a source runs first. */
export interface MysqlSession {
  /** Session variables from `properties` (`sql_mode`, `group_concat_max_len` …), set on every connection. */
  variables: [string, string][];
}

/**
 * The driver options. Values arrive as text where JS types would lose information (dateStrings,
 * jsonStrings, big numbers) and are normalised by the connector. Properties: `charset`; `sslmode`
 * ('require' or 'no-verify': encrypt without checking the certificate); any other key is a session variable.
 * `time_zone` is always UTC (TIMESTAMP values are returned as UTC).
 */
export function mysqlConnectionOptions(config: ServerConfig): ConnectionOptions & { jsonStrings: boolean } {
  const properties = propertyMap(config.properties);
  const sslmode = properties.get('sslmode');
  return {
    host: config.host,
    port: config.port,
    database: config.database,
    user: config.user,
    ...(config.password ? { password: config.password } : {}),
    ...(config.ssl ? { ssl: { rejectUnauthorized: sslmode !== 'require' && sslmode !== 'no-verify' } } : {}),
    ...(properties.has('charset') ? { charset: properties.get('charset') } : {}),
    connectTimeout: config.connectTimeoutSec * 1000,
    dateStrings: true,
    decimalNumbers: true,
    supportBigNumbers: true,
    bigNumberStrings: false,
    jsonStrings: true,
    multipleStatements: false,
    enableKeepAlive: true,
    // mysql2 asks for IGNORE_SPACE at the handshake, a reset session has the server's sql_mode: every
    // session reads SQL the same way, the server's way.
    flags: ['-IGNORE_SPACE'],
    // Prepared statements kept per connection (a reset after each statement drops them anyway).
    maxPreparedStatements: 64,
  };
}

export function mysqlPoolOptions(config: ServerConfig): PoolOptions {
  return { ...mysqlConnectionOptions(config), connectionLimit: config.poolSize, maxIdle: config.poolSize, idleTimeout: MYSQL_IDLE_MS };
}

/**
 * sql_mode flags that change how SQL text reads: with NO_BACKSLASH_ESCAPES a backslash no longer escapes
 * in '…', with ANSI_QUOTES "…" is a name rather than text; the combination modes imply ANSI_QUOTES. RedBI's
 * SQL checks read views as the default mode does, so every session runs without them.
 */
export const MYSQL_UNSAFE_MODES: readonly string[] = ['NO_BACKSLASH_ESCAPES', 'ANSI_QUOTES', 'ANSI', 'DB2', 'MAXDB', 'MSSQL', 'ORACLE', 'POSTGRESQL'];

/** The flags a session's sql_mode must not have once set up (the combination modes expand into these). */
export const MYSQL_REFUSED_MODES: readonly string[] = ['NO_BACKSLASH_ESCAPES', 'ANSI_QUOTES'];

const modesOf = (sqlMode: string) => sqlMode.split(',').map((mode) => mode.trim().toUpperCase()).filter((mode) => mode !== '');

/** The session's sql_mode without the unsafe flags, or undefined when it has none. */
export function safeSqlMode(sqlMode: string): string | undefined {
  const modes = modesOf(sqlMode);
  const kept = modes.filter((mode) => !MYSQL_UNSAFE_MODES.includes(mode));
  return kept.length === modes.length ? undefined : kept.join(',');
}

/** The refused flags a session's sql_mode still has (after safeSqlMode was applied, none). */
export const refusedModes = (sqlMode: string): string[] => modesOf(sqlMode).filter((mode) => MYSQL_REFUSED_MODES.includes(mode));

export function mysqlSession(config: ServerConfig): MysqlSession {
  const variables: [string, string][] = [];
  for (const [key, value] of propertyMap(config.properties)) {
    if (key === 'charset' || key === 'sslmode' || key.toLowerCase() === 'time_zone') continue;
    if (!VARIABLE.test(key)) throw new ConnectorError('other', `Invalid MySQL property name: ${key}`);
    variables.push([key, value]);
  }
  return { variables };
}
