import { describe, expect, it } from 'vitest';
import { antdTreeData, buildOptionTree, groupKey, isGroupKey, parentKeys, treeKeys, valueKeys, type OptionTreeNode } from './optionTree';

/** The tree as nested titles, groups in brackets. */
const shape = (nodes: OptionTreeNode[]): unknown[] => nodes.map((node) => (node.children.length ? { [node.isGroup ? `[${node.title}]` : node.title]: shape(node.children) } : node.title));

describe('the option tree of the tree facades', () => {
  it('hangs values under parents that are values themselves (an organisation chart)', () => {
    const tree = buildOptionTree([{ value: 'ceo', label: 'CEO' }, { value: 'cto', label: 'CTO', parent: 'ceo' }, { value: 'dev', parent: 'cto' }, { value: 'cfo', parent: 'ceo' }]);
    expect(shape(tree)).toEqual([{ CEO: [{ CTO: ['dev'] }, 'cfo'] }]);
  });

  it('makes a group of a parent that is not a value (a hierarchy’s upper level), keeping the options’ order', () => {
    const tree = buildOptionTree([{ value: 'Lyon', parent: 'France' }, { value: 'Oslo' }, { value: 'Paris', parent: 'France' }]);
    expect(shape(tree)).toEqual([{ '[France]': ['Lyon', 'Paris'] }, 'Oslo']);
    expect(tree[0]!.key).toBe(groupKey(['France']));
  });

  it('keeps the group options of a deeper hierarchy as groups', () => {
    const asia = groupKey(['Asia']);
    const east = groupKey(['Asia', 'East']);
    const tree = buildOptionTree([{ value: asia, label: 'Asia' }, { value: east, label: 'East', parent: asia }, { value: 'China', parent: east }]);
    expect(shape(tree)).toEqual([{ '[Asia]': [{ '[East]': ['China'] }] }]);
  });

  it('puts options whose parent chain loops at the top, and a repeated value once', () => {
    const tree = buildOptionTree([{ value: 'a', parent: 'b' }, { value: 'b', parent: 'a' }, { value: 'a' }, { value: 'self', parent: 'self' }]);
    expect(shape(tree)).toEqual(['a', 'b', 'self']);
  });

  it('never sends a group as a value', () => {
    expect(isGroupKey(groupKey(['x']))).toBe(true);
    expect(isGroupKey('x')).toBe(false);
    expect(valueKeys([groupKey(['Asia']), 'China', 'Japan'])).toEqual(['China', 'Japan']);
  });

  it('lists the keys of every node, and of those holding others (to open them all)', () => {
    const asia = groupKey(['Asia']);
    const tree = antdTreeData(buildOptionTree([{ value: 'ceo' }, { value: 'cto', parent: 'ceo' }, { value: 'dev', parent: 'cto' }, { value: 'China', parent: 'Asia' }, { value: 'France' }]));
    expect(treeKeys(tree)).toEqual(['ceo', 'cto', 'dev', asia, 'China', 'France']);
    expect(parentKeys(tree)).toEqual(['ceo', 'cto', asia]);
  });
});
