import { ChartConfigSchema } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import type { ChartData } from '../../chartDefinition';
import { tableFieldsOf } from '../table/tableFields';
import { axisLeaves, levelRuns, pathKeyOf } from './pivotAxis';
import { pivotSections } from './sections';

const data: ChartData = {
  columns: [
    { name: 'a', type: 'string' },
    { name: 'b', type: 'string' },
  ],
  rows: [
    ['x', 1],
    ['y', '1'],
    ['x', null],
    ['x/"1"', 2],
    ['y', 1],
  ],
};

const fieldsOf = (sort?: 'ASC' | 'DESC') =>
  tableFieldsOf(
    ChartConfigSchema.parse({
      chartType: 'pivot-table',
      sections: { rows: [{ uid: 'a', column: 'a', type: 'string', ...(sort ? { sort: { order: sort } } : {}) }, { uid: 'b', column: 'b', type: 'string' }] },
    }),
    pivotSections.rows,
    data,
    'en',
  );

describe('pivot axis', () => {
  it('nests values in the order they came, telling 1 from "1" and null apart', () => {
    const leaves = axisLeaves(fieldsOf(), data.rows);
    expect(leaves.map((leaf) => leaf.values)).toEqual([
      ['x', 1],
      ['x', null],
      ['y', '1'],
      ['y', 1],
      ['x/"1"', 2],
    ]);
    expect(new Set(leaves.map((leaf) => leaf.key)).size).toBe(5);
    expect(leaves[2]!.key).toBe(pathKeyOf(fieldsOf(), ['y', '1']));
    expect(leaves[3]!.key).toBe(pathKeyOf(fieldsOf(), ['y', 1]));
    expect(levelRuns(leaves, 0)).toEqual([
      { start: 0, count: 2, value: 'x' },
      { start: 2, count: 2, value: 'y' },
      { start: 4, count: 1, value: 'x/"1"' },
    ]);
  });

  it('orders a sorted field', () => {
    expect(axisLeaves(fieldsOf('DESC'), data.rows).map((leaf) => leaf.values[0])).toEqual(['y', 'y', 'x/"1"', 'x', 'x']);
    expect(axisLeaves(fieldsOf('ASC'), data.rows).map((leaf) => leaf.values[0])).toEqual(['x', 'x', 'x/"1"', 'y', 'y']);
  });

  it('has one leaf, the whole, without fields', () => {
    expect(axisLeaves([], data.rows)).toEqual([{ values: [], keys: [], key: '[]' }]);
  });
});
