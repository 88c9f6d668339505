import { describe, expect, it } from 'vitest';
import { groupFieldPaths } from './fieldPaths';

describe('groupFieldPaths', () => {
  it('groups dotted names by their table, keeping plain names and the first-seen order', () => {
    expect(groupFieldPaths(['film.title', 'rating', 'actor.name', 'film.length', 'public.store.id'])).toEqual([
      {
        kind: 'group',
        name: 'film',
        children: [
          { kind: 'field', name: 'film.title', displayName: 'title' },
          { kind: 'field', name: 'film.length', displayName: 'length' },
        ],
      },
      { kind: 'field', name: 'rating', displayName: 'rating' },
      { kind: 'group', name: 'actor', children: [{ kind: 'field', name: 'actor.name', displayName: 'name' }] },
      { kind: 'group', name: 'public.store', children: [{ kind: 'field', name: 'public.store.id', displayName: 'id' }] },
    ]);
  });

  it('does not treat a leading or trailing dot as a path', () => {
    expect(groupFieldPaths(['.hidden', 'end.'])).toEqual([
      { kind: 'field', name: '.hidden', displayName: '.hidden' },
      { kind: 'field', name: 'end.', displayName: 'end.' },
    ]);
  });
});
