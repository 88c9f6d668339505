import { describe, expect, it } from 'vitest';
import { groupFieldPaths } from './groupFieldPaths';

describe('groupFieldPaths (spec §3 field-path grouping)', () => {
  it('groups dotted paths into table nodes, keeping order and the other fields as they are', () => {
    const fields = [
      { name: 'film.title', type: 'string' },
      { name: 'total', type: 'numeric' },
      { name: 'film.year', type: 'numeric' },
      { name: 'public.language.name', type: 'string' },
    ];
    expect(groupFieldPaths(fields)).toEqual([
      {
        name: 'film',
        category: 'hierarchy',
        type: 'STRING',
        index: 0,
        children: [
          { name: 'film.title', type: 'string', displayName: 'title' },
          { name: 'film.year', type: 'numeric', displayName: 'year' },
        ],
      },
      { name: 'total', type: 'numeric', displayName: 'total' },
      { name: 'public.language', category: 'hierarchy', type: 'STRING', index: 1, children: [{ name: 'public.language.name', type: 'string', displayName: 'name' }] },
    ]);
  });

  it('leaves names with a leading or trailing dot alone', () => {
    expect(groupFieldPaths([{ name: '.x' }, { name: 'y.' }])).toEqual([
      { name: '.x', displayName: '.x' },
      { name: 'y.', displayName: 'y.' },
    ]);
  });
});
