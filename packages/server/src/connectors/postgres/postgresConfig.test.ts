import { describe, expect, it } from 'vitest';
import type { ServerConfig } from '../connectorConfig';
import { postgresPoolConfig } from './postgresConfig';

const base: ServerConfig = {
  host: 'db',
  port: 5432,
  database: 'sales',
  user: 'bi',
  password: 'pw',
  ssl: false,
  poolSize: 7,
  connectTimeoutSec: 3,
  statementTimeoutSec: 45,
  properties: [],
};

describe('postgresPoolConfig', () => {
  it('takes pool size, timeouts and the session statement_timeout from the source', () => {
    expect(postgresPoolConfig(base)).toMatchObject({
      host: 'db',
      port: 5432,
      database: 'sales',
      user: 'bi',
      password: 'pw',
      max: 7,
      connectionTimeoutMillis: 3000,
      statement_timeout: 45_000,
      ssl: false,
      application_name: 'RedBI',
      options: '-c DateStyle=ISO -c standard_conforming_strings=on',
    });
  });

  it('passes properties as application_name and run-time parameters; sslmode tunes certificate checks', () => {
    const config = postgresPoolConfig({
      ...base,
      ssl: true,
      properties: [
        { key: 'application_name', value: 'reports' },
        { key: 'search_path', value: 'sales, public' },
        { key: 'sslmode', value: 'require' },
      ],
    });
    expect(config).toMatchObject({ application_name: 'reports', ssl: { rejectUnauthorized: false }, options: '-c search_path=sales,\\ public -c DateStyle=ISO -c standard_conforming_strings=on' });
    expect(postgresPoolConfig({ ...base, ssl: true }).ssl).toEqual({ rejectUnauthorized: true });
  });

  it('refuses a property name that is not a parameter name', () => {
    expect(() => postgresPoolConfig({ ...base, properties: [{ key: 'a b', value: '1' }] })).toThrow(/Invalid PostgreSQL property name/);
  });
});
