import { describe, expect, it } from 'vitest';
import { cellText, columnNamesOf, tableNameOf } from './importDraft';

describe('import drafts', () => {
  it('names a table after its file: letters, digits and _ only', () => {
    expect(tableNameOf('Sales 2024 (Q1).csv')).toBe('Sales_2024_Q1');
    expect(tableNameOf('2024-orders.xlsx')).toBe('_2024_orders');
    expect(tableNameOf('Café.parquet')).toBe('Cafe');
    expect(tableNameOf('销售.csv')).toBe('table');
    expect(tableNameOf('x'.repeat(80) + '.json')).toHaveLength(63);
  });

  it('makes column names valid and unique', () => {
    expect(columnNamesOf(['Unit Price', 'unit_price', '数量', 'id'])).toEqual(['Unit_Price', 'unit_price_2', 'column_3', 'id']);
  });

  it('shows cells as text', () => {
    expect(cellText(null, 'NULL')).toBe('NULL');
    expect(cellText({ a: 1 }, 'NULL')).toBe('{"a":1}');
    expect(cellText(false, 'NULL')).toBe('false');
  });
});
