import { describe, expect, it } from 'vitest';
import type { ServerConfig } from '../connectorConfig';
import { mysqlPoolOptions, mysqlSession, refusedModes, safeSqlMode } from './mysqlConfig';

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

describe('the session sql_mode', () => {
  it('drops the flags that change where quoted text ends, and the modes that imply them', () => {
    expect(safeSqlMode('STRICT_TRANS_TABLES,NO_ENGINE_SUBSTITUTION')).toBeUndefined();
    expect(safeSqlMode('NO_BACKSLASH_ESCAPES,ANSI_QUOTES,STRICT_TRANS_TABLES')).toBe('STRICT_TRANS_TABLES');
    expect(safeSqlMode('REAL_AS_FLOAT,PIPES_AS_CONCAT,ANSI_QUOTES,IGNORE_SPACE,ANSI')).toBe('REAL_AS_FLOAT,PIPES_AS_CONCAT,IGNORE_SPACE');
    expect(safeSqlMode('PIPES_AS_CONCAT,ANSI_QUOTES,IGNORE_SPACE,ORACLE,NO_KEY_OPTIONS')).toBe('PIPES_AS_CONCAT,IGNORE_SPACE,NO_KEY_OPTIONS');
    expect(safeSqlMode(' no_backslash_escapes ')).toBe('');
  });

  it('names what a server kept anyway', () => {
    expect(refusedModes('STRICT_TRANS_TABLES')).toEqual([]);
    expect(refusedModes('ANSI_QUOTES,STRICT_TRANS_TABLES,NO_BACKSLASH_ESCAPES')).toEqual(['ANSI_QUOTES', 'NO_BACKSLASH_ESCAPES']);
  });
});
