import { describe, expect, it } from 'vitest';
import { dateFormats, formatDate } from './dateFormat';

describe('formatDate', () => {
  it('writes the spec formats from dates and timestamps as the API answers them', () => {
    const [dateOnly, dateTime] = dateFormats;
    expect(formatDate('2024-03-05', dateOnly)).toBe('2024-03-05');
    expect(formatDate('2024-03-05', dateTime)).toBe('2024-03-05 00:00:00');
    expect(formatDate('2024-03-05T07:08:09', dateOnly)).toBe('2024-03-05');
    expect(formatDate('2024-03-05T07:08:09', dateTime)).toBe('2024-03-05 07:08:09');
    expect(formatDate('2024-03-05 07:08', dateTime)).toBe('2024-03-05 07:08:00');
  });

  it('knows every token, and literal text in brackets', () => {
    const value = '2024-03-05T07:08:09.012';
    expect(formatDate(value, 'YYYY YY MM M DD D HH H mm ss SSS')).toBe('2024 24 03 3 05 5 07 7 08 09 012');
    expect(formatDate('2009-11-25T23:59:58.5', 'YY/M/D H:mm:ss.SSS')).toBe('09/11/25 23:59:58.500');
    expect(formatDate(value, 'YYYY[年]M[月]D[日] HH:mm')).toBe('2024年3月5日 07:08');
    expect(formatDate(value, '[Day] D [of] [MM], YYYY')).toBe('Day 5 of MM, 2024');
    expect(formatDate(value, '[]x')).toBe('x');
  });

  it('shows the digits the database gave: no zone conversion, a Z value reads in UTC', () => {
    expect(formatDate('2024-03-05T23:30:00Z', 'YYYY-MM-DD HH:mm')).toBe('2024-03-05 23:30');
    expect(formatDate('2024-03-05T23:30:00.123456+08:00', 'HH:mm:ss.SSS')).toBe('23:30:00.123');
    expect(formatDate(new Date(Date.UTC(2024, 2, 5, 23, 30)), 'YYYY-MM-DD HH:mm')).toBe('2024-03-05 23:30');
  });

  it('converts a value that carries a zone only when a time zone is asked for', () => {
    expect(formatDate('2024-03-05T23:30:00Z', 'YYYY-MM-DD HH:mm', { timeZone: 'Asia/Shanghai' })).toBe('2024-03-06 07:30');
    expect(formatDate('2024-03-06T07:30:00+0800', 'YYYY-MM-DD HH:mm', { timeZone: 'UTC' })).toBe('2024-03-05 23:30');
    expect(formatDate('2024-03-05T23:30:00', 'YYYY-MM-DD HH:mm', { timeZone: 'Asia/Shanghai' })).toBe('2024-03-05 23:30');
  });

  it('returns anything that is not a real date as given, and null as empty', () => {
    expect(formatDate(null, 'YYYY')).toBe('');
    expect(formatDate(undefined, 'YYYY')).toBe('');
    expect(formatDate('2024-02-30', 'YYYY-MM-DD')).toBe('2024-02-30');
    expect(formatDate('2023-02-29', 'YYYY-MM-DD')).toBe('2023-02-29');
    expect(formatDate('2024-02-29', 'D/M')).toBe('29/2');
    expect(formatDate('2024-13-01', 'YYYY')).toBe('2024-13-01');
    expect(formatDate('2024-01-01T24:00:00', 'YYYY')).toBe('2024-01-01T24:00:00');
    expect(formatDate('yesterday', 'YYYY')).toBe('yesterday');
    expect(formatDate(1709683200000, 'YYYY')).toBe('1709683200000');
    expect(formatDate(new Date(Number.NaN), 'YYYY')).toBe('Invalid Date');
  });
});
