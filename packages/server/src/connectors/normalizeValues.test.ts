import { describe, expect, it } from 'vitest';
import { isoFromEpochMs, normalizeDate, normalizeTimestamp, toNumber, toText } from './normalizeValues';

describe('normalizeTimestamp', () => {
  it('writes a timestamp without zone as ISO without Z, milliseconds only when there are any', () => {
    expect(normalizeTimestamp('2005-05-24 22:53:30', false)).toBe('2005-05-24T22:53:30');
    expect(normalizeTimestamp('2005-05-24 22:53:30.000000', false)).toBe('2005-05-24T22:53:30');
    expect(normalizeTimestamp('2024-02-29 13:45:06.789123', false)).toBe('2024-02-29T13:45:06.789');
    expect(normalizeTimestamp('2024-02-29 13:45:06.5', false)).toBe('2024-02-29T13:45:06.500');
  });

  it('moves a timestamp with an offset to UTC', () => {
    expect(normalizeTimestamp('2024-02-29 13:45:06+02', true)).toBe('2024-02-29T11:45:06Z');
    expect(normalizeTimestamp('2024-03-01 01:15:00.25+05:30', true)).toBe('2024-02-29T19:45:00.250Z');
    expect(normalizeTimestamp('2024-02-29 23:00:00-08:00', true)).toBe('2024-03-01T07:00:00Z');
    expect(normalizeTimestamp('2024-02-29 13:45:06+00', true)).toBe('2024-02-29T13:45:06Z');
    expect(normalizeTimestamp('2024-02-29T13:45:06Z', false)).toBe('2024-02-29T13:45:06Z');
  });

  it('takes text without an offset as UTC when the column has a zone', () => {
    expect(normalizeTimestamp('2024-02-29 11:45:06', true)).toBe('2024-02-29T11:45:06Z');
  });

  it('leaves what is not a plain timestamp alone', () => {
    expect(normalizeTimestamp('infinity', true)).toBe('infinity');
    expect(normalizeTimestamp('2024-02-29 13:45:06 BC', false)).toBe('2024-02-29 13:45:06 BC');
    expect(normalizeTimestamp('0000-00-00 00:00:00', false)).toBe('0000-00-00T00:00:00');
  });
});

describe('normalizeDate', () => {
  it('keeps YYYY-MM-DD and cuts a timestamp to its date', () => {
    expect(normalizeDate('2024-02-29')).toBe('2024-02-29');
    expect(normalizeDate('2024-02-29 00:00:00')).toBe('2024-02-29');
    expect(normalizeDate('-infinity')).toBe('-infinity');
  });
});

describe('isoFromEpochMs', () => {
  it('writes epoch milliseconds with or without Z', () => {
    expect(isoFromEpochMs(Date.UTC(2024, 1, 29, 11, 45, 6), true)).toBe('2024-02-29T11:45:06Z');
    expect(isoFromEpochMs(Date.UTC(2024, 1, 29, 11, 45, 6, 789), false)).toBe('2024-02-29T11:45:06.789');
    expect(isoFromEpochMs(8.64e15 + 1, true)).toBeUndefined();
  });
});

describe('toNumber and toText', () => {
  it('reads numeric text and bigints as numbers, keeps other text', () => {
    expect(toNumber('67416.51')).toBe(67416.51);
    expect(toNumber(16049n)).toBe(16049);
    expect(toNumber('abc')).toBe('abc');
    // Integers beyond ±2^53 keep every digit, as text the grids and charts read exactly.
    expect(toNumber(9007199254740993n)).toBe('9007199254740993');
    expect(toNumber('-9223372036854775807')).toBe('-9223372036854775807');
    expect(toNumber('9007199254740991')).toBe(9007199254740991);
    expect(toNumber('1e300')).toBe(1e300);
    expect(toNumber('')).toBe('');
  });

  it('writes bytes as hex and objects as JSON', () => {
    expect(toText(Buffer.from([1, 255]))).toBe('\\x01ff');
    expect(toText({ a: 1n })).toBe('{"a":"1"}');
    expect(toText(12)).toBe('12');
    expect(toText(null)).toBeNull();
  });
});
