import { describe, expect, it } from 'vitest';
import { checkMove, checkParent, placeDrop } from './placement';
import { buildTree, isWithin, nextIndex, type TreeNode } from './treeNodes';

const node = (id: string, parentId: string | null, index: number, isFolder = false): TreeNode => ({ id, parentId, name: id, index, isFolder });
/** top: a(0) · F(1, folder: f1(0) · f2(5) · G(7, folder: g1(0))) · b(2) · E(3, empty folder) */
const nodes = [
  node('a', null, 0),
  node('F', null, 1, true),
  node('f1', 'F', 0),
  node('f2', 'F', 5),
  node('G', 'F', 7, true),
  node('g1', 'G', 0),
  node('b', null, 2),
  node('E', null, 3, true),
];

describe('placeDrop (spec §4)', () => {
  it('refuses a drop into a non-folder node', () => {
    expect(placeDrop(nodes, 'a', 'b', 'inside')).toEqual({ ok: false, reason: 'notFolder' });
  });

  it('refuses a drop onto the current parent', () => {
    expect(placeDrop(nodes, 'f1', 'F', 'inside')).toEqual({ ok: false, reason: 'sameParent' });
  });

  it('refuses a drop onto itself (a folder), and a folder into its descendants', () => {
    expect(placeDrop(nodes, 'F', 'F', 'inside')).toEqual({ ok: false, reason: 'self' });
    expect(placeDrop(nodes, 'F', 'G', 'inside')).toEqual({ ok: false, reason: 'intoDescendant' });
    expect(placeDrop(nodes, 'F', 'g1', 'after')).toEqual({ ok: false, reason: 'intoDescendant' });
    expect(placeDrop(nodes, 'a', 'nope', 'after')).toEqual({ ok: false, reason: 'unknownNode' });
  });

  it('gap drop before the first sibling: its index minus one', () => {
    expect(placeDrop(nodes, 'b', 'a', 'before')).toEqual({ ok: true, id: 'b', parentId: null, index: -1 });
  });

  it('gap drop between two siblings: the average of the neighbours', () => {
    expect(placeDrop(nodes, 'a', 'F', 'after')).toEqual({ ok: true, id: 'a', parentId: null, index: 1.5 });
    expect(placeDrop(nodes, 'g1', 'f2', 'before')).toEqual({ ok: true, id: 'g1', parentId: 'F', index: 2.5 });
  });

  it('gap drop after the last sibling: the last index plus one', () => {
    expect(placeDrop(nodes, 'a', 'E', 'after')).toEqual({ ok: true, id: 'a', parentId: null, index: 4 });
    expect(placeDrop(nodes, 'f1', 'G', 'after')).toEqual({ ok: true, id: 'f1', parentId: 'F', index: 8 });
  });

  it('drop inside a folder: its first child\'s index minus one, or 0 when empty', () => {
    expect(placeDrop(nodes, 'a', 'F', 'inside')).toEqual({ ok: true, id: 'a', parentId: 'F', index: -1 });
    expect(placeDrop(nodes, 'b', 'E', 'inside')).toEqual({ ok: true, id: 'b', parentId: 'E', index: 0 });
    expect(placeDrop(nodes, 'g1', 'E', 'inside')).toEqual({ ok: true, id: 'g1', parentId: 'E', index: 0 });
  });
});

describe('checkMove (the server\'s re-check)', () => {
  it('accepts the top or a folder, refuses a leaf, itself, a descendant or an unknown parent', () => {
    expect(checkMove(nodes, 'a', null)).toBeUndefined();
    expect(checkMove(nodes, 'a', 'F')).toBeUndefined();
    expect(checkMove(nodes, 'a', 'b')).toBe('notFolder');
    expect(checkMove(nodes, 'F', 'F')).toBe('self');
    expect(checkMove(nodes, 'F', 'G')).toBe('intoDescendant');
    expect(checkMove(nodes, 'a', 'nope')).toBe('unknownNode');
    expect(checkParent(nodes, null)).toBeUndefined();
    expect(checkParent(nodes, 'E')).toBeUndefined();
    expect(checkParent(nodes, 'b')).toBe('notFolder');
    expect(checkParent(nodes, 'gone')).toBe('unknownNode');
  });
});

describe('trees', () => {
  it('nests by parent, sorts by numeric index, derives key, title, value, path and leaf', () => {
    const tree = buildTree(nodes);
    expect(tree.map((item) => item.key)).toEqual(['a', 'F', 'b', 'E']);
    const folder = tree[1];
    expect(folder?.children.map((item) => item.key)).toEqual(['f1', 'f2', 'G']);
    expect(folder?.children[2]?.children[0]).toMatchObject({ key: 'g1', title: 'g1', value: 'g1', path: ['F', 'G'], isLeaf: true });
    expect(tree[3]).toMatchObject({ isLeaf: false, children: [] });
    expect(buildTree([node('x', 'gone', 0)])[0]?.path).toEqual([]);
  });

  it('gives a new item the highest sibling index plus one, or 0', () => {
    expect(nextIndex(nodes.filter((n) => n.parentId === 'F'))).toBe(8);
    expect(nextIndex([])).toBe(0);
  });

  it('knows what lies under a folder, and survives a cycle', () => {
    expect(isWithin(nodes, 'g1', 'F')).toBe(true);
    expect(isWithin(nodes, 'b', 'F')).toBe(false);
    expect(isWithin([node('p', 'q', 0), node('q', 'p', 0)], 'p', 'z')).toBe(false);
  });
});
