import { describe, expect, it } from 'vitest';
import { excelDate, excelDateFormat, excelNumberFormat } from './excelFormats';

describe('a chart’s formats in Excel', () => {
  it('writes number formats as Excel’s, with units it can scale and currencies by locale', () => {
    expect(excelNumberFormat(undefined, 'en')).toBeUndefined();
    expect(excelNumberFormat({ kind: 'default' }, 'en')).toBeUndefined();
    expect(excelNumberFormat({ kind: 'numeric', decimals: 2 }, 'en')).toBe('#,##0.00');
    expect(excelNumberFormat({ kind: 'numeric', decimals: 1, thousands: false }, 'en')).toBe('0.0');
    expect(excelNumberFormat({ kind: 'numeric', decimals: 1, unit: 'M' }, 'en')).toBe('#,##0.0,,"M"');
    expect(excelNumberFormat({ kind: 'currency' }, 'en')).toBe('"$"#,##0.00');
    expect(excelNumberFormat({ kind: 'currency' }, 'zh')).toBe('"¥"#,##0.00');
    expect(excelNumberFormat({ kind: 'currency', currency: 'CHF', decimals: 0 }, 'en')).toBe('"CHF "#,##0');
    expect(excelNumberFormat({ kind: 'percentage', decimals: 1 }, 'en')).toBe('0.0%');
    expect(excelNumberFormat({ kind: 'scientific' }, 'en')).toBe('0.00E+00');
    expect(excelNumberFormat({ kind: 'numeric', decimals: 0, prefix: 'ab"c', suffix: ' pcs' }, 'en')).toBe('"abc"#,##0" pcs"');
  });

  it('writes date patterns as Excel’s, quoting literal text, and gives up on quarters and weeks', () => {
    expect(excelDateFormat('YYYY-MM-DD')).toBe('yyyy-mm-dd');
    expect(excelDateFormat('YYYY-MM-DD HH:mm:ss')).toBe('yyyy-mm-dd hh:mm:ss');
    expect(excelDateFormat('YYYY年MM月')).toBe('yyyy"年"mm"月"');
    expect(excelDateFormat('YYYY-[Q]Q')).toBeUndefined();
    expect(excelDateFormat('YYYY W')).toBeUndefined();
  });

  it('keeps the wall-clock time the source answered, whatever its zone', () => {
    expect(excelDate('2024-03-05')?.toISOString()).toBe('2024-03-05T00:00:00.000Z');
    expect(excelDate('2024-03')?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(excelDate('2024-03-05 13:04:05.12+08:00')?.toISOString()).toBe('2024-03-05T13:04:05.120Z');
    expect(excelDate(new Date('2024-01-02T03:04:05Z'))?.toISOString()).toBe('2024-01-02T03:04:05.000Z');
    expect(excelDate('north')).toBeUndefined();
    expect(excelDate(20240305)).toBeUndefined();
  });
});
