import { describe, expect, it } from 'vitest';
import { FileNames, MAX_SHEET_NAME, SheetNames } from './exportNames';

describe('names inside an export', () => {
  it('makes file names safe on every system and unique, case-insensitively', () => {
    const names = new FileNames('csv');
    expect(names.next('Sales / Region: "North"?')).toBe('Sales _ Region_ _North__.csv');
    expect(names.next('Sales')).toBe('Sales.csv');
    expect(names.next('sales')).toBe('sales (2).csv');
    expect(names.next('  ..  ')).toBe('export.csv');
    expect(names.next('x'.repeat(300))).toHaveLength(100 + '.csv'.length);
  });

  it('makes sheet names Excel accepts: 31 characters, no []:*?/\\, not quoted, not History, unique', () => {
    const names = new SheetNames();
    expect(names.next('Revenue [2024]: Q1/Q2?')).toBe('Revenue _2024__ Q1_Q2_');
    expect(names.next("'quoted'")).toBe('quoted');
    expect(names.next('History')).toBe('History (2)');
    const long = 'A very long chart name that Excel would refuse';
    const first = names.next(long);
    const second = names.next(long);
    expect(first).toHaveLength(MAX_SHEET_NAME);
    expect(second).toHaveLength(MAX_SHEET_NAME);
    expect(second.endsWith(' (2)')).toBe(true);
    expect(names.next('')).toBe('Sheet');
  });
});
