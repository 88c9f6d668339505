import { describe, expect, it } from 'vitest';
import type { ServerConfig } from '../connectorConfig';
import { mysqlPoolOptions, mysqlSession } from './mysqlConfig';

const base: ServerConfig = {
  host: 'db',
  port: 3306,
  database: 'sales',
  user: 'bi',
  ssl: true,
  poolSize: 4,
  connectTimeoutSec: 2,
  statementTimeoutSec: 60,
  properties: [
    { key: 'charset', value: 'latin1' },
    { key: 'sslmode', value: 'no-verify' },
    { key: 'sql_mode', value: 'ANSI_QUOTES' },
    { key: 'time_zone', value: '+08:00' },
  ],
};

describe('mysql configuration', () => {
  it('sets the pool limit, connect timeout, SSL and text values for dates and big numbers', () => {
    expect(mysqlPoolOptions(base)).toMatchObject({
      connectionLimit: 4,
      connectTimeout: 2000,
      ssl: { rejectUnauthorized: false },
      charset: 'latin1',
      dateStrings: true,
      decimalNumbers: true,
      supportBigNumbers: true,
      multipleStatements: false,
    });
    expect(mysqlPoolOptions({ ...base, password: 'pw' }).password).toBe('pw');
  });

  it('turns other properties into session variables, but never the time zone', () => {
    expect(mysqlSession(base).variables).toEqual([['sql_mode', 'ANSI_QUOTES']]);
    expect(() => mysqlSession({ ...base, properties: [{ key: 'x; DROP', value: '1' }] })).toThrow(/Invalid MySQL property name/);
  });
});
