import {
  BIGINT,
  DATE,
  DECIMAL,
  DuckDBDateValue,
  DuckDBDecimalValue,
  DuckDBTimestampTZValue,
  DuckDBTimestampValue,
  TIMESTAMP,
  TIMESTAMPTZ,
  VARCHAR,
} from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { duckdbCatalogType, duckdbColumnOf, duckdbValueReader } from './duckdbTypes';

describe('duckdb types', () => {
  it.each([
    ['DECIMAL(5,2)', 'number'],
    ['BIGINT', 'number'],
    ['TIMESTAMP WITH TIME ZONE', 'datetime'],
    ['TIMESTAMP', 'datetime'],
    ['DATE', 'date'],
    ['VARCHAR', 'string'],
    ['BOOLEAN', 'boolean'],
    ['INTEGER[]', 'other'],
    ['STRUCT(a INTEGER)', 'other'],
    ['INTERVAL', 'other'],
  ])('catalogue type %s is %s', (name, type) => {
    expect(duckdbCatalogType(name)).toBe(type);
  });

  it('reads values: bigint and DECIMAL as numbers, timestamps as ISO', () => {
    expect(duckdbColumnOf('amount', DECIMAL(5, 2))).toEqual({ name: 'amount', type: 'number', dbType: 'DECIMAL(5,2)' });
    expect(duckdbValueReader(BIGINT)(16049n)).toBe(16049);
    expect(duckdbValueReader(DECIMAL(38, 2))(new DuckDBDecimalValue(6741651n, 38, 2))).toBe(67416.51);
    const micros = BigInt(Date.UTC(2005, 4, 24, 22, 53, 30)) * 1000n + 789_123n;
    expect(duckdbValueReader(TIMESTAMP)(new DuckDBTimestampValue(micros))).toBe('2005-05-24T22:53:30.789');
    expect(duckdbValueReader(TIMESTAMPTZ)(new DuckDBTimestampTZValue(micros))).toBe('2005-05-24T22:53:30.789Z');
    expect(duckdbValueReader(TIMESTAMP)(DuckDBTimestampValue.PosInf)).toBe('infinity');
    expect(duckdbValueReader(DATE)(DuckDBDateValue.fromParts({ year: 2024, month: 2, day: 29 }))).toBe('2024-02-29');
    expect(duckdbValueReader(VARCHAR)('x')).toBe('x');
  });
});

