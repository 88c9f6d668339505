import { buildTree, type TreeNode } from '@redbi/shared/tree';
import { describe, expect, it } from 'vitest';
import { dropOf, filterTree, nameMatches } from './treeDrop';

const node = (id: string, parentId: string | null, index: number, isFolder = false): TreeNode => ({ id, parentId, name: id, index, isFolder });

describe('dropOf', () => {
  const at = (pos: string, dropPosition: number, dropToGap: boolean) => dropOf({ node: { key: 'b', pos }, dragNode: { key: 'a' }, dropToGap, dropPosition });

  it('reads antd\'s drop report as before, after or inside', () => {
    expect(at('0-2', 2, false)).toEqual({ dragId: 'a', dropId: 'b', position: 'inside' });
    expect(at('0-2', 3, true)).toEqual({ dragId: 'a', dropId: 'b', position: 'after' });
    expect(at('0-0', -1, true)).toEqual({ dragId: 'a', dropId: 'b', position: 'before' });
    expect(at('0-1-4', 5, true)).toEqual({ dragId: 'a', dropId: 'b', position: 'after' });
    expect(dropOf({ node: { key: 'b', pos: '0-0' }, dragNode: null, dropToGap: true, dropPosition: 1 })).toBeUndefined();
  });
});

describe('filterTree', () => {
  const items = buildTree([node('Sales', null, 0, true), node('orders', 'Sales', 0), node('refunds', 'Sales', 1), node('hr', null, 1)]);

  it('keeps the matches with their ancestors and opens those ancestors', () => {
    const { items: kept, open } = filterTree(items, nameMatches('REF'));
    expect(kept.map((item) => [item.key, item.children.map((child) => child.key)])).toEqual([['Sales', ['refunds']]]);
    expect(open).toEqual(['Sales']);
  });

  it('keeps everything under a matching folder, and nothing when nothing matches', () => {
    expect(filterTree(items, nameMatches('sales')).items[0]?.children).toHaveLength(2);
    expect(filterTree(items, nameMatches('zzz')).items).toEqual([]);
  });
});
