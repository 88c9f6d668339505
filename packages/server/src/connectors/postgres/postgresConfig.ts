import type { ClientConfig, PoolConfig } from 'pg';
import { ConnectorError } from '../connector';
import { propertyMap, type ServerConfig } from '../connectorConfig';
import { ReportingClient } from './postgresClient';

/** How long an unused connection stays open in a source's pool. */
export const POSTGRES_IDLE_MS = 30_000;

const GUC = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/** A value for the startup `options` string, where spaces separate arguments unless escaped. */
const escapeOption = (value: string) => value.replace(/\\/g, '\\\\').replace(/ /g, '\\ ');

/**
 * Extra properties: `application_name`; `sslmode` ('require' or 'no-verify': encrypt without checking the
 * certificate; otherwise the certificate is verified); `options` (raw startup options); any other key is
 * a run-time parameter set at session start (`search_path`, `TimeZone`, `work_mem` …).
 */
export function postgresClientConfig(config: ServerConfig): ClientConfig {
  const properties = propertyMap(config.properties);
  const sslmode = properties.get('sslmode');
  const options: string[] = [];
  for (const [key, value] of properties) {
    if (key === 'application_name' || key === 'sslmode') continue;
    if (key === 'options') options.push(value);
    else if (GUC.test(key)) options.push(`-c ${key}=${escapeOption(value)}`);
    else throw new ConnectorError('other', `Invalid PostgreSQL property name: ${key}`);
  }
  // Last, so that they win over the properties: timestamps are parsed from their text, so the output style
  // is fixed; a backslash in a '…' literal is text, as RedBI's SQL checks read it (the connection refuses
  // to run when the server reports otherwise: see postgresClient.ts).
  options.push('-c DateStyle=ISO', '-c standard_conforming_strings=on');
  return {
    host: config.host,
    port: config.port,
    database: config.database,
    user: config.user,
    ...(config.password ? { password: config.password } : {}),
    ssl: config.ssl ? { rejectUnauthorized: sslmode !== 'require' && sslmode !== 'no-verify' } : false,
    application_name: properties.get('application_name') ?? 'RedBI',
    options: options.join(' '),
    connectionTimeoutMillis: config.connectTimeoutSec * 1000,
    statement_timeout: config.statementTimeoutSec * 1000,
  };
}

export function postgresPoolConfig(config: ServerConfig): PoolConfig {
  return { ...postgresClientConfig(config), Client: ReportingClient, max: config.poolSize, idleTimeoutMillis: POSTGRES_IDLE_MS, allowExitOnIdle: true };
}
