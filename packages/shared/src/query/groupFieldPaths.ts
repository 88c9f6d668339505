/** A field of a flat list, with the name shown under its table node. */
export type PathField<F> = F & { displayName: string };

/** A table-like node grouping the fields "table.x", "table.y" (spec §3, field-path grouping). */
export interface FieldPathGroup<F> {
  name: string;
  category: 'hierarchy';
  type: 'STRING';
  /** Sequential, in the order the tables first appear (the analysis page derives ids from it). */
  index: number;
  children: PathField<F>[];
}

/**
 * Groups a flat list of dotted field paths into table-like nodes: "film.title" and "film.year" become the
 * node "film" with children displayed as "title" and "year" (split at the last dot). Fields without a dot
 * stay where they are, displayed by their name. Order is kept.
 */
export function groupFieldPaths<F extends { name: string }>(fields: readonly F[]): (FieldPathGroup<F> | PathField<F>)[] {
  const result: (FieldPathGroup<F> | PathField<F>)[] = [];
  const groups = new Map<string, FieldPathGroup<F>>();
  for (const field of fields) {
    const dot = field.name.lastIndexOf('.');
    if (dot <= 0 || dot === field.name.length - 1) {
      result.push({ ...field, displayName: field.name });
      continue;
    }
    const table = field.name.slice(0, dot);
    let group = groups.get(table);
    if (!group) {
      group = { name: table, category: 'hierarchy', type: 'STRING', index: groups.size, children: [] };
      groups.set(table, group);
      result.push(group);
    }
    group.children.push({ ...field, displayName: field.name.slice(dot + 1) });
  }
  return result;
}
