import type { ControllerOption } from '@redbi/shared/domain';

/** One node of a tree facade: an option, or a group standing for an upper level of a hierarchy (not a value itself). */
export interface OptionTreeNode {
  key: string;
  title: string;
  /** A group of a hierarchy: picking it picks its values, it is never sent as a value. */
  isGroup: boolean;
  children: OptionTreeNode[];
}

const GROUP_MARK = '\u0000';
const PATH_SEPARATOR = '\u0001';

/** The key of a group node for an upper-level path of a hierarchy (['France', 'Île-de-France']); no value starts with it. */
export const groupKey = (path: readonly string[]): string => GROUP_MARK + path.join(PATH_SEPARATOR);
export const isGroupKey = (key: string): boolean => key.startsWith(GROUP_MARK);

/** Picked keys of a tree as values: groups left out (they only gather values). */
export const valueKeys = (keys: readonly string[]): string[] => keys.filter((key) => !isGroupKey(key));

/**
 * The tree of options linked by their parent: a parent that is itself an option holds it (an organisation
 * chart), a parent that is not becomes a group node (a hierarchy's upper level). Options keep their order;
 * a parent chain that loops, or a repeated value, is cut (the option shows at the top level, once).
 */
export function buildOptionTree(options: readonly ControllerOption[]): OptionTreeNode[] {
  const nodes = new Map<string, OptionTreeNode>();
  const parentOf = new Map<string, string>();
  for (const option of options) {
    if (nodes.has(option.value)) continue;
    nodes.set(option.value, { key: option.value, title: option.label ?? option.value, isGroup: isGroupKey(option.value), children: [] });
    if (option.parent !== undefined && option.parent !== '' && option.parent !== option.value) parentOf.set(option.value, option.parent);
  }
  const loops = (value: string, parent: string) => {
    for (let step: string | undefined = parent, hops = 0; step !== undefined && hops <= nodes.size; step = parentOf.get(step), hops += 1) {
      if (step === value) return true;
    }
    return false;
  };
  const roots: OptionTreeNode[] = [];
  const groups = new Map<string, OptionTreeNode>();
  const groupFor = (parent: string) => {
    let group = groups.get(parent);
    if (!group) {
      group = { key: groupKey([parent]), title: parent, isGroup: true, children: [] };
      groups.set(parent, group);
      roots.push(group);
    }
    return group;
  };
  for (const [value, node] of nodes) {
    const parent = parentOf.get(value);
    if (parent === undefined || loops(value, parent)) roots.push(node);
    else (nodes.get(parent) ?? groupFor(parent)).children.push(node);
  }
  return roots;
}

/** antd's tree data (Tree, TreeSelect): the key is the value; leaves have no children list. */
export interface AntdTreeNode {
  key: string;
  value: string;
  title: string;
  children?: AntdTreeNode[];
}

export const antdTreeData = (nodes: readonly OptionTreeNode[]): AntdTreeNode[] =>
  nodes.map((node) => ({ key: node.key, value: node.key, title: node.title, ...(node.children.length > 0 ? { children: antdTreeData(node.children) } : {}) }));

/** The keys of every node, at every depth. */
export const treeKeys = (nodes: readonly AntdTreeNode[]): string[] => nodes.flatMap((node) => [node.key, ...treeKeys(node.children ?? [])]);

/** The keys of the nodes that hold others, at every depth (to open them all). */
export const parentKeys = (nodes: readonly AntdTreeNode[]): string[] => nodes.flatMap((node) => (node.children ? [node.key, ...parentKeys(node.children)] : []));
