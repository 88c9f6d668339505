import { toNumber } from '../../common/chartFields';
import { valueIn, type TableField } from '../table/tableFields';

/**
 * One axis of a pivot (its rows or its columns): the distinct combinations of the axis' fields found in the
 * data, nested so that the combinations sharing a first value stand together (then the second …), which
 * lets the headers span them. Values keep the order they came in (the query's order), except for a field
 * sorted ascending or descending, whose values are put in that order here: a crossing of rows and columns
 * does not come out of the query in the order of either axis.
 */
export interface AxisLeaf {
  values: unknown[];
  /** One key per level: the key of the path up to that level. */
  keys: string[];
  /** The key of the whole path, as pathKeyOf gives it for a data row. */
  key: string;
}

interface AxisNode {
  value: unknown;
  key: string;
  children: Map<string, AxisNode>;
}

/** Tells 1 from '1' and null from 'null'. */
const keyOf = (value: unknown) => (value === null || value === undefined ? 'null' : `${typeof value}:${String(value)}`);

/** The key of a path of values (a list, so no value can pass for two). */
const pathKey = (values: readonly unknown[]) => JSON.stringify(values.map(keyOf));

/** The key of the leaf a data row falls in. */
export const pathKeyOf = (fields: readonly TableField[], row: readonly unknown[]): string => pathKey(fields.map((field) => valueIn(row, field)));

function compareValues(a: unknown, b: unknown): number {
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  const [x, y] = [toNumber(a), toNumber(b)];
  if (x !== null && y !== null) return x - y;
  return String(a).localeCompare(String(b));
}

function ordered(nodes: Iterable<AxisNode>, field: TableField): AxisNode[] {
  const list = [...nodes];
  const order = field.field.sort?.order;
  if (order === 'ASC') list.sort((a, b) => compareValues(a.value, b.value));
  if (order === 'DESC') list.sort((a, b) => compareValues(b.value, a.value));
  return list;
}

/** The leaves of an axis in display order; an axis without fields has one leaf, the whole. */
export function axisLeaves(fields: readonly TableField[], rows: readonly (readonly unknown[])[]): AxisLeaf[] {
  if (fields.length === 0) return [{ values: [], keys: [], key: pathKey([]) }];
  const root = new Map<string, AxisNode>();
  for (const row of rows) {
    let level = root;
    const values: unknown[] = [];
    for (const field of fields) {
      const value = valueIn(row, field);
      values.push(value);
      const path = pathKey(values);
      let node = level.get(path);
      if (!node) level.set(path, (node = { value, key: path, children: new Map() }));
      level = node.children;
    }
  }
  const leaves: AxisLeaf[] = [];
  const walk = (nodes: Map<string, AxisNode>, depth: number, values: unknown[], keys: string[]) => {
    for (const node of ordered(nodes.values(), fields[depth]!)) {
      if (depth === fields.length - 1) leaves.push({ values: [...values, node.value], keys: [...keys, node.key], key: node.key });
      else walk(node.children, depth + 1, [...values, node.value], [...keys, node.key]);
    }
  };
  walk(root, 0, [], []);
  return leaves;
}

/** The runs of consecutive leaves sharing their path up to a level: what one header cell spans. */
export function levelRuns(leaves: readonly AxisLeaf[], level: number): { start: number; count: number; value: unknown }[] {
  const runs: { start: number; count: number; value: unknown }[] = [];
  leaves.forEach((leaf, index) => {
    const last = runs.at(-1);
    if (last && leaves[last.start]!.keys[level] === leaf.keys[level]) last.count += 1;
    else runs.push({ start: index, count: 1, value: leaf.values[level] });
  });
  return runs;
}
