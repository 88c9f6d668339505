import type { ViewModel } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { computedFieldNameProblem, modelProblems } from './modelProblems';

const model: ViewModel = {
  version: 1,
  columns: [
    { name: 'city', type: 'string', category: 'city' },
    { name: 'amount', type: 'numeric', category: 'uncategorized' },
  ],
  computedFields: [{ name: 'double', expression: '[amount] * 2', type: 'numeric' }],
  hierarchies: [],
};

describe('computedFieldNameProblem', () => {
  it('refuses an empty name, a column name, another computed name and a variable name', () => {
    expect(computedFieldNameProblem(model, ' ', undefined)).toBe('validation.empty');
    expect(computedFieldNameProblem(model, 'city', undefined)).toBe('validation.uniqueComputedField');
    expect(computedFieldNameProblem(model, 'double', undefined)).toBe('validation.uniqueComputedField');
    expect(computedFieldNameProblem(model, 'Region', undefined, ['region'])).toBe('validation.uniqueNames');
    expect(computedFieldNameProblem(model, 'triple', undefined)).toBeUndefined();
  });

  it('lets the field being edited keep its own name', () => {
    expect(computedFieldNameProblem(model, 'double', 0)).toBeUndefined();
  });
});

describe('modelProblems', () => {
  it('finds nothing in a sound model', () => {
    expect(modelProblems({ ...model, hierarchies: [{ name: 'Money', fields: ['amount', 'double'] }] })).toEqual([]);
  });

  it('flags the second of two equal computed names and a computed name equal to a column', () => {
    const problems = modelProblems({
      ...model,
      computedFields: [...model.computedFields, { name: 'double', expression: '1', type: 'numeric' }, { name: 'city', expression: '1', type: 'numeric' }],
    });
    expect(problems).toEqual([
      { path: ['computedFields', 1, 'name'], key: 'validation.uniqueComputedField', field: 'name' },
      { path: ['computedFields', 2, 'name'], key: 'validation.uniqueComputedField', field: 'name' },
    ]);
  });

  it('flags model names a variable already has, without regard to case', () => {
    expect(modelProblems(model, ['CITY'])).toEqual([{ path: ['columns', 0, 'name'], key: 'validation.uniqueNames' }]);
  });

  it('checks hierarchy names and fields', () => {
    const problems = modelProblems({
      ...model,
      hierarchies: [
        { name: '', fields: ['city'] },
        { name: 'amount', fields: [] },
        { name: 'Geo', fields: ['city', 'gone'] },
        { name: 'Geo', fields: ['city'] },
      ],
    });
    expect(problems).toEqual([
      { path: ['hierarchies', 0, 'name'], key: 'validation.empty', field: 'name' },
      { path: ['hierarchies', 1, 'name'], key: 'validation.uniqueNames' },
      { path: ['hierarchies', 1, 'fields'], key: 'validation.empty', field: 'fields' },
      { path: ['hierarchies', 2, 'fields', 1], key: 'validation.unknownField' },
      { path: ['hierarchies', 3, 'name'], key: 'validation.uniqueNames' },
    ]);
  });
});
