/**
 * Field-path grouping (spec §3): a flat list of dotted names ("film.title", "film.length", "rating") shown
 * as table-like groups ("film" holding "title" and "length") next to the plain names, in first-seen order.
 */
export interface FieldPathLeaf {
  kind: 'field';
  /** The full name, as the model and queries know it. */
  name: string;
  /** What is shown under its group: the part after the last dot. */
  displayName: string;
}

export interface FieldPathGroup {
  kind: 'group';
  /** The part before the last dot ("film", or "public.film"). */
  name: string;
  children: FieldPathLeaf[];
}

export type FieldPathNode = FieldPathLeaf | FieldPathGroup;

export function groupFieldPaths(names: readonly string[]): FieldPathNode[] {
  const nodes: FieldPathNode[] = [];
  const groups = new Map<string, FieldPathGroup>();
  for (const name of names) {
    const dot = name.lastIndexOf('.');
    // A leading or trailing dot does not make a path.
    if (dot <= 0 || dot === name.length - 1) {
      nodes.push({ kind: 'field', name, displayName: name });
      continue;
    }
    const prefix = name.slice(0, dot);
    let group = groups.get(prefix);
    if (!group) {
      group = { kind: 'group', name: prefix, children: [] };
      groups.set(prefix, group);
      nodes.push(group);
    }
    group.children.push({ kind: 'field', name, displayName: name.slice(dot + 1) });
  }
  return nodes;
}

/** Select options grouped the same way: a group's options under its name. */
export function groupedFieldOptions(names: readonly string[]) {
  return groupFieldPaths(names).map((node) =>
    node.kind === 'field'
      ? { value: node.name, label: node.name }
      : { label: node.name, title: node.name, options: node.children.map((leaf) => ({ value: leaf.name, label: leaf.name })) },
  );
}
