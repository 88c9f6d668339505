import type { ViewModel } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { mergeModelColumns } from './mergeModelColumns';

const model = (extra: Partial<ViewModel> = {}): ViewModel => ({ version: 1, columns: [], hierarchies: [], computedFields: [], ...extra });

describe('mergeModelColumns', () => {
  it('types new columns from the result column type', () => {
    const merged = mergeModelColumns(model(), [
      { name: 'amount', type: 'number' },
      { name: 'day', type: 'date' },
      { name: 'placed_at', type: 'datetime' },
      { name: 'city', type: 'string' },
      { name: 'paid', type: 'boolean' },
      { name: 'blob', type: 'other' },
    ]);
    expect(merged.columns).toEqual([
      { name: 'amount', type: 'numeric', category: 'uncategorized' },
      { name: 'day', type: 'date', category: 'uncategorized' },
      { name: 'placed_at', type: 'date', category: 'uncategorized' },
      { name: 'city', type: 'string', category: 'uncategorized' },
      { name: 'paid', type: 'string', category: 'uncategorized' },
      { name: 'blob', type: 'string', category: 'uncategorized' },
    ]);
  });

  it("keeps the user's type and category of a column that remains, in the result's order", () => {
    const before = model({
      columns: [
        { name: 'city', type: 'string', category: 'city' },
        { name: 'zip', type: 'string', category: 'uncategorized' },
      ],
    });
    const merged = mergeModelColumns(before, [
      { name: 'zip', type: 'number' },
      { name: 'city', type: 'string' },
    ]);
    expect(merged.columns).toEqual([
      { name: 'zip', type: 'string', category: 'uncategorized' },
      { name: 'city', type: 'string', category: 'city' },
    ]);
  });

  it('drops columns that are gone, and their places in hierarchies; an emptied hierarchy goes', () => {
    const before = model({
      columns: [
        { name: 'country', type: 'string', category: 'country' },
        { name: 'city', type: 'string', category: 'city' },
        { name: 'street', type: 'string', category: 'uncategorized' },
      ],
      computedFields: [{ name: 'label', expression: "CONCAT([city], '!')", type: 'string' }],
      hierarchies: [
        { name: 'Place', fields: ['country', 'city', 'label'] },
        { name: 'Street only', fields: ['street'] },
      ],
    });
    const merged = mergeModelColumns(before, [
      { name: 'country', type: 'string' },
      { name: 'label', type: 'string' },
    ]);
    expect(merged.columns.map((column) => column.name)).toEqual(['country', 'label']);
    expect(merged.hierarchies).toEqual([{ name: 'Place', fields: ['country', 'label'] }]);
  });

  it('keeps computed fields and the version, and holds a repeated result name once', () => {
    const computed = [{ name: 'double', expression: '[amount] * 2', type: 'numeric' as const }];
    const merged = mergeModelColumns(model({ computedFields: computed }), [
      { name: 'amount', type: 'number' },
      { name: 'amount', type: 'string' },
    ]);
    expect(merged.computedFields).toEqual(computed);
    expect(merged.version).toBe(1);
    expect(merged.columns).toEqual([{ name: 'amount', type: 'numeric', category: 'uncategorized' }]);
  });

  it('does not change the model it was given', () => {
    const before = model({ columns: [{ name: 'a', type: 'string', category: 'uncategorized' }], hierarchies: [{ name: 'H', fields: ['a'] }] });
    const copy = structuredClone(before);
    mergeModelColumns(before, []);
    expect(before).toEqual(copy);
  });
});
