import { configSchemaOf, type SourceType } from '@redbi/shared/sources';
import { ConnectorError } from './connector';

/** The settings of a database server source (connectorTypes: host … properties), defaults applied. */
export interface ServerConfig {
  host: string;
  port: number;
  database: string;
  user: string;
  password?: string;
  ssl: boolean;
  poolSize: number;
  connectTimeoutSec: number;
  statementTimeoutSec: number;
  properties: { key: string; value: string }[];
}

/** The settings of a database file source; `file` is the absolute path the service checked. */
export interface FileConfig {
  file: string;
  statementTimeoutSec: number;
}

function parse(type: SourceType, raw: Record<string, unknown>): Record<string, unknown> {
  const parsed = configSchemaOf(type).safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`);
    throw new ConnectorError('other', `Invalid ${type} configuration (${problems.join('; ')})`);
  }
  return parsed.data;
}

export const serverConfigOf = (type: 'postgres' | 'mysql', raw: Record<string, unknown>): ServerConfig =>
  parse(type, raw) as unknown as ServerConfig;

/** A ClickHouse source's settings: a server's, without connection properties (settings travel per statement). */
export type ClickhouseConfig = Omit<ServerConfig, 'properties'>;

export const clickhouseConfigOf = (raw: Record<string, unknown>): ClickhouseConfig => parse('clickhouse', raw) as unknown as ClickhouseConfig;

export function fileConfigOf(type: 'sqlite' | 'duckdb' | 'file', raw: Record<string, unknown>): FileConfig {
  const config = parse(type, raw);
  if (typeof raw.file !== 'string' || raw.file === '') throw new ConnectorError('other', `Invalid ${type} configuration (file: required)`);
  return { file: raw.file, statementTimeoutSec: config.statementTimeoutSec as number };
}

/** `properties` as a lookup; keys are unique (the schema rejects duplicates). */
export const propertyMap = (properties: ServerConfig['properties']): Map<string, string> =>
  new Map(properties.map(({ key, value }) => [key, value]));
