import { AppError } from '../../errors';

/** A place of the SQL to render differently: a variable occurrence or a whole condition. */
export interface Edit {
  kind: 'occurrence' | 'condition';
  /** Occurrence index or condition id. */
  id: number;
  start: number;
  end: number;
  children: Edit[];
}

export const unplaceable = (name: string) => new AppError('QUERY_INVALID', { messageKey: 'query.variableNotPlaced', params: { name } });

/**
 * Nests edits by their ranges (a condition holds the occurrences and conditions inside it). Ranges that
 * overlap without nesting mean the SQL was not read as the parser read it: refused (`name` names it).
 */
export function nestEdits(edits: readonly Omit<Edit, 'children'>[], name: string): Edit[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  const roots: Edit[] = [];
  const open: Edit[] = [];
  for (const item of sorted) {
    const edit: Edit = { ...item, children: [] };
    while (open.length > 0 && (open[open.length - 1]?.end ?? 0) <= edit.start) open.pop();
    const parent = open[open.length - 1];
    if (parent && edit.end > parent.end) throw unplaceable(name);
    (parent ? parent.children : roots).push(edit);
    open.push(edit);
  }
  return roots;
}
