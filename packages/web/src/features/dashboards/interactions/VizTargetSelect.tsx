import type { VizKind, VizNode } from '@redbi/shared/domain';
import { buildTree, type TreeItem } from '@redbi/shared/tree';
import { TreeSelect } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { iconOfViz } from '../../vizs/vizIcons';

interface TreeData {
  value: string;
  title: string;
  icon: ReactNode;
  selectable: boolean;
  children: TreeData[];
}

/** The tree cut down to the nodes of one kind and the folders above them; folders cannot be chosen. */
export function vizTargetTree(nodes: readonly VizNode[], kind: VizKind): TreeData[] {
  const toData = (item: TreeItem<VizNode>): TreeData[] => {
    if (!item.node.isFolder) return item.node.kind === kind ? [{ value: item.node.id, title: item.node.name, icon: iconOfViz(item.node), selectable: true, children: [] }] : [];
    const children = item.children.flatMap(toData);
    return children.length > 0 ? [{ value: item.node.id, title: item.node.name, icon: iconOfViz(item.node), selectable: false, children }] : [];
  };
  return buildTree(nodes).flatMap(toData);
}

interface VizTargetSelectProps {
  nodes: readonly VizNode[];
  kind: VizKind;
  value: string | undefined;
  onChange: (id: string) => void;
  placeholder: string;
  /** The chosen target is gone: shown as an error. */
  invalid: boolean;
}

/** Picks a chart or a dashboard from the viz tree, as the Vizs page shows it, with search. */
export function VizTargetSelect({ nodes, kind, value, onChange, placeholder, invalid }: VizTargetSelectProps) {
  const treeData = useMemo(() => vizTargetTree(nodes, kind), [nodes, kind]);
  return (
    <TreeSelect
      aria-label={placeholder}
      placeholder={placeholder}
      style={{ width: '100%' }}
      status={invalid ? 'error' : undefined}
      value={invalid ? undefined : value}
      treeData={treeData}
      treeIcon
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      onChange={(id: string) => onChange(id)}
    />
  );
}
