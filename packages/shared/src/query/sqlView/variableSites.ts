import { isComparison, listOperators, type ComparisonName } from './comparisonOperators';

/** A comparison (binary_expr) of the parsed statement that holds at least one variable. */
export interface Condition {
  id: number;
  operator: ComparisonName;
  /** Every variable occurrence (placeholder index) anywhere inside it. */
  occurrences: Set<number>;
}

/** How one occurrence sits in its smallest enclosing comparison. */
export interface VariableSite {
  condition: Condition;
  side: 'left' | 'right';
  /**
   * `operand`: the whole left or right side (maybe in parentheses); `item`: an element of an IN list or a
   * BETWEEN bound (`index` 0 or 1); `nested`: somewhere deeper (a function argument, a cast …).
   */
  role: { kind: 'operand' } | { kind: 'item'; index: number } | { kind: 'nested' };
  /** The other side is a plain column reference (LIKE with several values repeats it). */
  otherSideIsColumn: boolean;
}

interface Node {
  type?: unknown;
  operator?: unknown;
  left?: unknown;
  right?: unknown;
  value?: unknown;
  parentheses?: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

interface Frame {
  node: Node;
  condition: Condition;
  side: 'left' | 'right';
}

function roleOf(frame: Frame, param: Node): VariableSite['role'] {
  const { node, condition, side } = frame;
  if (node[side] === param) return { kind: 'operand' };
  const list = node.right;
  if (side === 'right' && listOperators.has(condition.operator) && isNode(list) && Array.isArray(list.value)) {
    const index = list.value.indexOf(param);
    // `x IN (($v$))` is a row, not a list item: only a bare item becomes a list of values.
    const bare = condition.operator.endsWith('BETWEEN') || !param.parentheses;
    if (index >= 0 && bare) return { kind: 'item', index };
  }
  return { kind: 'nested' };
}

/**
 * Finds, in node-sql-parser's AST, the smallest comparison around each variable placeholder
 * (`placeholderIndex` tells a placeholder param's index). Placeholders missing from the result are not in
 * any comparison; those the parser did not see at all (it took them for string content) are absent too.
 */
export function findVariableSites(ast: object, placeholderIndex: (name: string) => number | undefined): Map<number, VariableSite> {
  const sites = new Map<number, VariableSite>();
  const stack: Frame[] = [];
  const seen = new WeakSet<object>();
  let nextId = 0;

  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isNode(value) || seen.has(value)) return;
    seen.add(value);
    const index = value.type === 'param' && typeof value.value === 'string' ? placeholderIndex(value.value) : undefined;
    if (index !== undefined) return placeParam(value, index);
    const operator = typeof value.operator === 'string' ? value.operator.toUpperCase().replace(/\s+/g, ' ') : '';
    const condition = value.type === 'binary_expr' && isComparison(operator) ? { id: nextId++, operator, occurrences: new Set<number>() } : undefined;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'loc') continue;
      if (condition && (key === 'left' || key === 'right')) {
        stack.push({ node: value, condition, side: key });
        visit(child);
        stack.pop();
      } else visit(child);
    }
  };

  const placeParam = (param: Node, index: number) => {
    for (const frame of stack) frame.condition.occurrences.add(index);
    const frame = stack[stack.length - 1];
    if (!frame) return;
    const other = frame.node[frame.side === 'left' ? 'right' : 'left'];
    sites.set(index, {
      condition: frame.condition,
      side: frame.side,
      role: roleOf(frame, param),
      otherSideIsColumn: isNode(other) && other.type === 'column_ref',
    });
  };

  visit(ast);
  return sites;
}
