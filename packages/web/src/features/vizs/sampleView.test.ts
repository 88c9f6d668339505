import { NewViewSchema } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { chinook, viewNode, warehouse } from '../views/viewTestData';
import { SAMPLE_SALES_SQL, sampleSalesView } from '@redbi/shared/domain';
import { findSampleSource, findSampleView } from './sampleView';

describe('the sample view', () => {
  it('is a valid new view whose model names every column the SQL selects', () => {
    const view = NewViewSchema.parse(sampleSalesView('s1', 'Sample sales', ''));
    const selected = [...SAMPLE_SALES_SQL.matchAll(/ AS (\w+)/g)].map((match) => match[1]);
    expect('model' in view && view.model.columns.map((column) => column.name)).toEqual(selected);
    expect('model' in view && view.model.columns.find((column) => column.name === 'country')?.category).toBe('country');
  });

  it('finds the sample source only when it may be used', () => {
    expect(findSampleSource([warehouse, chinook])?.id).toBe('s1');
    expect(findSampleSource([{ ...chinook, privileges: [] }])).toBeUndefined();
    expect(findSampleSource([{ ...chinook, type: 'postgres' }])).toBeUndefined();
    expect(findSampleSource([warehouse])).toBeUndefined();
  });

  it('finds a sample view made before, in any language', () => {
    const made = { ...viewNode('v9', '示例销售', null, 3), sourceId: 's1' };
    expect(findSampleView([viewNode('v1', 'Tracks', null, 0), made], 's1', ['Sample sales', '示例销售'])?.id).toBe('v9');
    expect(findSampleView([made], 's2', ['Sample sales', '示例销售'])).toBeUndefined();
  });
});
