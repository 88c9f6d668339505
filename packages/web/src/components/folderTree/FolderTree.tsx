import { buildTree, placeDrop, type PlacementRejection, type TreeItem, type TreeNode } from '@redbi/shared/tree';
import { Tree, type TreeDataNode } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { dropOf, filterTree, nameMatches, type TreeDropInfo } from './treeDrop';

export interface TreeMove {
  id: string;
  parentId: string | null;
  index: number;
}

interface FolderTreeProps<T extends TreeNode> {
  nodes: readonly T[];
  /** The tree's accessible name. */
  label: string;
  selectedId?: string;
  onSelect?: (node: T) => void;
  /** Shows only the nodes whose name contains it (and their ancestors). */
  search?: string;
  iconOf?: (node: T, expanded: boolean) => ReactNode;
  /** Buttons or a menu after the node's name; clicks on them do not select the node. */
  actionsOf?: (node: T) => ReactNode;
  /** Which nodes may be dragged; without `onMove` nothing is draggable. */
  canDrag?: (node: T) => boolean;
  /** A drop the placement rules accept: the new parent and index (spec §4). */
  onMove?: (move: TreeMove, node: T) => void;
  /** A drop the placement rules refuse; nothing moves. */
  onRefuse?: (reason: PlacementRejection, node: T) => void;
}

const ancestorsOf = (nodes: readonly TreeNode[], id: string | undefined): string[] => {
  const parents = new Map(nodes.map((node) => [node.id, node.parentId]));
  const path: string[] = [];
  for (let current = id === undefined ? null : (parents.get(id) ?? null); current !== null && !path.includes(current); current = parents.get(current) ?? null) {
    path.push(current);
  }
  return path;
};

/**
 * A folder tree of any node type (sources, views, vizs, schedules): nested and sorted by the shared rules,
 * searchable, and reordered by drag and drop with the shared placement rules of spec §4.
 */
export function FolderTree<T extends TreeNode>(props: FolderTreeProps<T>) {
  const { nodes, label, selectedId, onSelect, search = '', iconOf, actionsOf, canDrag, onMove, onRefuse } = props;
  const byId = useMemo(() => new Map(nodes.map((node) => [node.id, node])), [nodes]);
  const items = useMemo(() => buildTree(nodes), [nodes]);
  const shown = useMemo(() => (search.trim() ? filterTree(items, nameMatches(search)) : { items, open: [] }), [items, search]);

  // The selection's folders open whenever the selection (or where it lies) changes.
  const [expanded, setExpanded] = useState<string[]>([]);
  const selectedPath = ancestorsOf(nodes, selectedId);
  const selectionKey = `${selectedId ?? ''}:${selectedPath.join('/')}`;
  const [openedFor, setOpenedFor] = useState('');
  if (openedFor !== selectionKey) {
    setOpenedFor(selectionKey);
    setExpanded((current) => [...new Set([...current, ...selectedPath])]);
  }

  const toData = (item: TreeItem<T>): TreeDataNode => ({
    key: item.key,
    title: item.title,
    isLeaf: item.isLeaf,
    children: item.children.map(toData),
  });

  const handleDrop = (info: TreeDropInfo) => {
    const drop = dropOf(info);
    const dragged = drop && byId.get(drop.dragId);
    if (!drop || !dragged) return;
    const placement = placeDrop(nodes, drop.dragId, drop.dropId, drop.position);
    if (placement.ok) onMove?.({ id: placement.id, parentId: placement.parentId, index: placement.index }, dragged);
    else onRefuse?.(placement.reason, dragged);
  };

  const expandedKeys = [...new Set([...expanded, ...shown.open])];
  return (
    <Tree
      aria-label={label}
      blockNode
      treeData={shown.items.map(toData)}
      expandedKeys={expandedKeys}
      onExpand={(keys) => setExpanded(keys.map(String))}
      selectedKeys={selectedId ? [selectedId] : []}
      onSelect={(_keys, info) => {
        const node = byId.get(String(info.node.key));
        if (node) onSelect?.(node);
      }}
      draggable={
        onMove
          ? {
              icon: false,
              nodeDraggable: (data) => {
                const node = byId.get(String(data.key));
                return node !== undefined && (canDrag?.(node) ?? true);
              },
            }
          : false
      }
      onDrop={handleDrop}
      titleRender={(data) => {
        const node = byId.get(String(data.key));
        // The icon is drawn here, on the title's line: antd's own icon slot would push a full-width title below it.
        // The name's width 0 (it grows into the free space) lets a long name end in an ellipsis instead of
        // widening the row past the tree, which would push the actions out of sight.
        return (
          <span style={{ display: 'inline-flex', width: '100%', alignItems: 'center', gap: 6 }}>
            {node && iconOf?.(node, expandedKeys.includes(node.id))}
            <span className="folder-tree-name" style={{ flex: 1, width: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {node?.name}
            </span>
            {node && actionsOf && (
              <span onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
                {actionsOf(node)}
              </span>
            )}
          </span>
        );
      }}
    />
  );
}
