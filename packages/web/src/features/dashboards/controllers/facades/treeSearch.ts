import type { Key } from 'react';
import { useState } from 'react';
import type { ControllerFacadeProps } from '../../boardContract';
import { parentKeys, type AntdTreeNode } from './optionTree';

/**
 * The open nodes of a tree that the viewer opens and closes: every node holding others opens again whenever
 * the tree changes (a tree drawn expanded, or the tree of the server's matches with their ancestors open).
 */
export function useOpenNodes(treeData: readonly AntdTreeNode[]) {
  const [open, setOpen] = useState(() => ({ tree: treeData, keys: parentKeys(treeData) }));
  if (open.tree !== treeData) setOpen({ tree: treeData, keys: parentKeys(treeData) });
  return { expandedKeys: open.keys, onExpand: (keys: Key[]) => setOpen({ tree: treeData, keys: keys.map(String) }) };
}

/**
 * How a tree select finds options as the viewer types: asking the server (the facade was given onSearch, and
 * then draws the tree of what it answers as is, every node above a match open) or matching the titles it has.
 * Ticking or unticking a value, or closing the list, empties the typed text: the server's whole list comes back.
 */
export function useTreeSelectSearch(onSearch: ControllerFacadeProps['onSearch'], treeData: readonly AntdTreeNode[]) {
  const [typed, setTyped] = useState('');
  const { expandedKeys, onExpand } = useOpenNodes(treeData);
  if (!onSearch) return { showSearch: true, treeNodeFilterProp: 'title' };
  const search = (text: string) => {
    setTyped(text);
    onSearch(text);
  };
  const clear = () => search('');
  return {
    showSearch: true,
    filterTreeNode: false,
    searchValue: typed,
    onSearch: search,
    onSelect: clear,
    onDeselect: clear,
    onOpenChange: (open: boolean) => open || clear(),
    ...(typed ? { treeExpandedKeys: expandedKeys, onTreeExpand: onExpand } : {}),
  };
}
