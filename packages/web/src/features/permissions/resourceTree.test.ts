import { describe, expect, it } from 'vitest';
import { nodeName, parentsOf, resourceTree } from './resourceTree';

const nodes = [
  { id: 'f1', parentId: null, name: 'Sales', isFolder: true },
  { id: 'c1', parentId: 'f1', name: 'Revenue', isFolder: false },
  { id: 'c2', parentId: 'gone', name: 'Orphan', isFolder: false },
  { id: 'a', parentId: 'b', name: 'A', isFolder: true },
  { id: 'b', parentId: 'a', name: 'B', isFolder: true },
];

describe('resourceTree', () => {
  it('hangs every node under "All resources", orphans at the top, cycles left out', () => {
    expect(resourceTree(nodes, 'All resources')).toEqual({
      key: '*',
      name: 'All resources',
      isFolder: true,
      children: [
        { key: 'f1', name: 'Sales', isFolder: true, children: [{ key: 'c1', name: 'Revenue', isFolder: false }] },
        { key: 'c2', name: 'Orphan', isFolder: false },
      ],
    });
    expect(resourceTree([], 'All resources')).toEqual({ key: '*', name: 'All resources', isFolder: true });
  });

  it('names nodes and finds parents', () => {
    expect(nodeName(nodes, '*', 'All resources')).toBe('All resources');
    expect(nodeName(nodes, 'f1', 'All resources')).toBe('Sales');
    expect(parentsOf(nodes)('viz', 'c1')).toBe('f1');
  });
});
