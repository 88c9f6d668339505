import { describe, expect, it } from 'vitest';
import { booleanValue, dateTextParts, isDateText, numberValue, shownValue, zonedDateValue } from './valueChecks';

describe('numberValue', () => {
  it.each([
    ['12', 12],
    ['-1', -1],
    ['+3.5', 3.5],
    ['.5', 0.5],
    ['1.', 1],
    ['1e5', 100000],
    ['2.5E-3', 0.0025],
    [' 42 ', 42],
    [7, 7],
    [-0.25, -0.25],
  ])('reads %j as %d', (value, number) => {
    expect(numberValue(value)).toBe(number);
  });

  it.each(['-1 OR 1=1', '0x10', '0b1', '0o7', '1e', '12abc', "1'", '', ' ', '1 2', '- 1', '1_000', '1,5', 'Infinity', '-Infinity', 'NaN', '1e999', '١٢', '--1'])(
    'refuses the text %j',
    (value) => {
      expect(numberValue(value)).toBeUndefined();
    },
  );

  it('refuses numbers that are not finite, and values that are not numbers or text', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, true, false, null, undefined, {}, []]) expect(numberValue(value)).toBeUndefined();
  });
});

describe('dateTextParts', () => {
  it('reads a day, a day and a time (space or T, minutes, seconds, fraction)', () => {
    expect(dateTextParts('2024-02-29')).toEqual({ year: '2024', month: '02', day: '29', hour: '00', minute: '00', second: '00' });
    expect(dateTextParts('2024-01-31 23:59:59')).toEqual({ year: '2024', month: '01', day: '31', hour: '23', minute: '59', second: '59' });
    expect(dateTextParts('2024-01-31T08:30')).toMatchObject({ hour: '08', minute: '30', second: '00' });
    expect(dateTextParts('2024-01-31 08:30:15.123456')).toMatchObject({ second: '15' });
    expect(isDateText('2000-02-29')).toBe(true);
  });

  it.each([
    'garbage',
    '',
    '2024-02-30',
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '0000-01-01',
    '2024-1-5',
    '24-01-05',
    '2024/01/05',
    '2024-01-05 24:00:00',
    '2024-01-05 10:60',
    '2024-01-05 10:00:60',
    '2024-01-05 10',
    '2024-01-05 10:00:00.1234567',
    ' 2024-01-05',
    '2024-01-05 ',
    "2024-01-05' OR '1'='1",
    '2024-01-05Z',
  ])('refuses %j', (text) => {
    expect(dateTextParts(text)).toBeUndefined();
    expect(isDateText(text)).toBe(false);
  });
});

describe('zonedDateValue', () => {
  it('reads a time with a zone as an instant', () => {
    expect(zonedDateValue('2024-01-02T03:04:05Z')?.toISOString()).toBe('2024-01-02T03:04:05.000Z');
    expect(zonedDateValue('2024-01-02 11:04:05+08:00')?.toISOString()).toBe('2024-01-02T03:04:05.000Z');
  });

  it('refuses impossible days and text without a zone', () => {
    expect(zonedDateValue('2024-02-30T03:04:05Z')).toBeUndefined();
    expect(zonedDateValue('2024-01-02T03:04:05')).toBeUndefined();
    expect(zonedDateValue('garbage Z')).toBeUndefined();
  });
});

describe('booleanValue', () => {
  it('reads booleans, true/false in any case, 1/0', () => {
    expect([true, 'TRUE', 'true', '1', 1].map(booleanValue)).toEqual([true, true, true, true, true]);
    expect([false, 'False', '0', 0].map(booleanValue)).toEqual([false, false, false, false]);
  });

  it('refuses anything else', () => {
    for (const value of ['maybe', 'yes', '', 2, -1, null]) expect(booleanValue(value)).toBeUndefined();
  });
});

describe('shownValue', () => {
  it('cuts a long value for messages', () => {
    expect(shownValue('x'.repeat(60))).toBe(`${'x'.repeat(50)}…`);
    expect(shownValue(12)).toBe('12');
  });
});
