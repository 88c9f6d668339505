import { ChartConfigSchema } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import type { ChartData } from '../../chartDefinition';
import { tableSections } from './sections';
import { tableFieldsOf } from './tableFields';

const data: ChartData = { columns: [{ name: 'a', type: 'number' }], rows: [[1.03955357142855]] };

const fieldOf = (format?: { kind: 'numeric'; decimals: number }) =>
  tableFieldsOf(
    ChartConfigSchema.parse({
      chartType: 'table',
      aggregation: true,
      sections: { [tableSections.columns.key]: [{ uid: 'a', column: 'rate', type: 'numeric', aggregate: 'AVG', ...(format ? { format } : {}) }] },
    }),
    tableSections.columns,
    data,
    'en',
  )[0]!;

describe('table fields', () => {
  it('write an average without a format of its own to at most two decimals (issue 26), a chosen format as chosen', () => {
    expect(fieldOf().format(1.03955357142855)).toBe('1.04');
    expect(fieldOf().format(35)).toBe('35');
    expect(fieldOf({ kind: 'numeric', decimals: 3 }).format(1.03955357142855)).toBe('1.040');
  });
});
