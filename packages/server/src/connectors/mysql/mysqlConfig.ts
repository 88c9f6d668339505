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
  };
}

export function mysqlPoolOptions(config: ServerConfig): PoolOptions {
  return { ...mysqlConnectionOptions(config), connectionLimit: config.poolSize, maxIdle: config.poolSize, idleTimeout: MYSQL_IDLE_MS };
}

export function mysqlSession(config: ServerConfig): MysqlSession {
  const variables: [string, string][] = [];
  for (const [key, value] of propertyMap(config.properties)) {
    if (key === 'charset' || key === 'sslmode' || key.toLowerCase() === 'time_zone') continue;
    if (!VARIABLE.test(key)) throw new ConnectorError('other', `Invalid MySQL property name: ${key}`);
    variables.push([key, value]);
  }
  return { variables };
}
