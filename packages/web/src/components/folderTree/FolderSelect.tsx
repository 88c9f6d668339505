import { buildTree, type TreeItem, type TreeNode } from '@redbi/shared/tree';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';

const TOP = '__top__';

interface FolderSelectProps<T extends TreeNode> {
  nodes: readonly T[];
  /** A folder id, or null for the top of the tree. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** How the top of the tree is called ('Top level'). */
  topLabel: string;
  /** Folders that cannot be chosen show greyed out (the top too, when `topAllowed` is false). */
  canChoose?: (folder: T) => boolean;
  topAllowed?: boolean;
  id?: string;
}

/** Picks a folder of a tree (or its top): where something is created or moved to. */
export function FolderSelect<T extends TreeNode>({ nodes, value, onChange, topLabel, canChoose, topAllowed = true, id }: FolderSelectProps<T>) {
  const treeData = useMemo(() => {
    const toData = (item: TreeItem<T>): Record<string, unknown> => ({
      value: item.key,
      title: item.title,
      disabled: canChoose ? !canChoose(item.node) : false,
      children: item.children.filter((child) => child.node.isFolder).map(toData),
    });
    const folders = buildTree(nodes.filter((node) => node.isFolder));
    return [{ value: TOP, title: topLabel, disabled: !topAllowed, children: folders.map(toData) }];
  }, [nodes, topLabel, canChoose, topAllowed]);
  return (
    <TreeSelect
      id={id}
      value={value ?? TOP}
      onChange={(chosen: string) => onChange?.(chosen === TOP ? null : chosen)}
      treeData={treeData}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
    />
  );
}
