/** The SQL dialects the query compiler renders (issue 6). */
export const dialects = ['postgres', 'mysql', 'sqlite', 'duckdb', 'clickhouse'] as const;
export type Dialect = (typeof dialects)[number];

export type ConnectorFieldKind = 'text' | 'number' | 'password' | 'boolean' | 'path' | 'keyValue';

/** One setting of a connector, as data: the server validates with it and the web draws the form from it. */
export interface ConnectorField {
  name: string;
  kind: ConnectorFieldKind;
  required?: boolean;
  default?: string | number | boolean;
  min?: number;
  max?: number;
  /** Kept encrypted at rest and never sent back to the browser. */
  secret?: boolean;
  /**
   * Says where a connection goes and as whom: a stored secret is reused only while every identity field
   * is unchanged, so that a stored password is never sent to another server (or over a weaker channel).
   */
  identity?: boolean;
}

export interface ConnectorCapabilities {
  /** Queries can be stopped while they run. */
  cancel: boolean;
  /** Several schemas or databases can be browsed. */
  schemas: boolean;
  /** Tables come from uploaded files (CSV, Excel, Parquet, JSON). */
  uploads: boolean;
  /** The connection is read-only by construction. */
  readOnly: boolean;
}

export interface ConnectorType {
  /** Display name (not translated: product names). */
  name: string;
  dialect: Dialect;
  capabilities: ConnectorCapabilities;
  fields: readonly ConnectorField[];
}

const timeouts: ConnectorField[] = [
  { name: 'connectTimeoutSec', kind: 'number', default: 10, min: 1, max: 300 },
  { name: 'statementTimeoutSec', kind: 'number', default: 60, min: 1, max: 3600 },
];
const server = (port: number): ConnectorField[] => [
  { name: 'host', kind: 'text', required: true, default: '127.0.0.1', identity: true },
  { name: 'port', kind: 'number', required: true, default: port, min: 1, max: 65535, identity: true },
  { name: 'database', kind: 'text', required: true, identity: true },
  { name: 'user', kind: 'text', required: true, identity: true },
  { name: 'password', kind: 'password', secret: true },
  { name: 'ssl', kind: 'boolean', default: false, identity: true },
  { name: 'poolSize', kind: 'number', default: 10, min: 1, max: 100 },
  ...timeouts,
  { name: 'properties', kind: 'keyValue' },
];

/**
 * ClickHouse over its HTTP interface (8123, or 8443 with `ssl`: HTTPS). No `properties`: every statement's
 * settings are the connector's own (readonly, timeouts, result caps), which a source must not loosen.
 */
const clickhouseFields: ConnectorField[] = [
  { name: 'host', kind: 'text', required: true, default: '127.0.0.1', identity: true },
  { name: 'port', kind: 'number', required: true, default: 8123, min: 1, max: 65535, identity: true },
  { name: 'database', kind: 'text', required: true, default: 'default', identity: true },
  { name: 'user', kind: 'text', required: true, default: 'default', identity: true },
  { name: 'password', kind: 'password', secret: true },
  { name: 'ssl', kind: 'boolean', default: false, identity: true },
  { name: 'poolSize', kind: 'number', default: 10, min: 1, max: 100 },
  ...timeouts,
];

/** Every source type (ARCHITECTURE §4.4); a new one is one entry here and one connector on the server. */
export const connectorTypes = {
  postgres: {
    name: 'PostgreSQL',
    dialect: 'postgres',
    capabilities: { cancel: true, schemas: true, uploads: false, readOnly: false },
    fields: server(5432),
  },
  mysql: {
    name: 'MySQL / MariaDB',
    dialect: 'mysql',
    capabilities: { cancel: true, schemas: true, uploads: false, readOnly: false },
    fields: server(3306),
  },
  sqlite: {
    name: 'SQLite',
    dialect: 'sqlite',
    capabilities: { cancel: true, schemas: false, uploads: false, readOnly: true },
    fields: [{ name: 'file', kind: 'path', required: true }, timeouts[1] as ConnectorField],
  },
  duckdb: {
    name: 'DuckDB',
    dialect: 'duckdb',
    capabilities: { cancel: true, schemas: true, uploads: false, readOnly: true },
    fields: [{ name: 'file', kind: 'path', required: true }, timeouts[1] as ConnectorField],
  },
  file: {
    name: 'Files (CSV, Excel, Parquet, JSON)',
    dialect: 'duckdb',
    capabilities: { cancel: true, schemas: false, uploads: true, readOnly: false },
    fields: [timeouts[1] as ConnectorField],
  },
  clickhouse: {
    name: 'ClickHouse',
    dialect: 'clickhouse',
    capabilities: { cancel: true, schemas: true, uploads: false, readOnly: false },
    fields: clickhouseFields,
  },
} as const satisfies Record<string, ConnectorType>;

export type SourceType = keyof typeof connectorTypes;
export const sourceTypes = Object.keys(connectorTypes) as SourceType[];

export const secretFieldsOf = (type: SourceType): string[] =>
  (connectorTypes[type].fields as readonly ConnectorField[]).filter((field) => field.secret).map((field) => field.name);

export const identityFieldsOf = (type: SourceType): string[] =>
  (connectorTypes[type].fields as readonly ConnectorField[]).filter((field) => field.identity).map((field) => field.name);

/** Extra properties that change how securely a connection goes (TLS verification): identity fields too. */
export const IDENTITY_PROPERTIES: readonly string[] = ['sslmode'];
