import type { StructScript } from '../domain/view';
import { queryError } from './passes/queryError';
import { allOf, binary, column, emptySelect, type FromItem, type Join, type Select, type SelectItem, type SqlExpr, TRUE_CONDITION } from './sqlTree';

/** A table of the structure is known in the SQL by its name (the last part of its path). */
const aliasOf = (path: readonly string[]): string => path[path.length - 1] ?? '';

interface StructTable {
  path: readonly string[];
  alias: string;
}

/** The table a condition's column path names: by its full path or by its name, among the tables joined so far. */
function tableOf(columnPath: readonly string[], tables: readonly StructTable[]): StructTable {
  const tablePath = columnPath.slice(0, -1);
  const key = tablePath.join('.');
  const table = tables.find((candidate) => candidate.path.join('.') === key) ?? (tablePath.length === 1 ? tables.find((candidate) => candidate.alias === key) : undefined);
  if (!table) throw queryError('structUnknownTable', { name: key });
  return table;
}

function condition(left: readonly string[], right: readonly string[], tables: readonly StructTable[]): SqlExpr {
  const columnOf = (path: readonly string[]) => column(tableOf(path, tables).alias, path[path.length - 1] ?? '');
  return binary('=', columnOf(left), columnOf(right));
}

/** The columns of one table, each named "table.column" in the view's result. */
const itemsOf = (table: StructTable, columns: readonly string[]): SelectItem[] =>
  columns.map((name) => ({ expr: column(table.alias, name), alias: `${table.alias}.${name}` }));

/**
 * A structured view as a SELECT: its table, the joined tables (INNER/LEFT/RIGHT on equal columns) and
 * their chosen columns. A table used twice → QUERY_INVALID 'query.structTableTwice'; a condition naming a
 * table that is not joined (yet) → 'query.structUnknownTable'.
 */
export function structSelect(script: StructScript): Select {
  const main: StructTable = { path: script.table, alias: aliasOf(script.table) };
  const tables: StructTable[] = [main];
  const items: SelectItem[] = itemsOf(main, script.columns);
  const joins: Join[] = [];
  for (const join of script.joins) {
    const table: StructTable = { path: join.table, alias: aliasOf(join.table) };
    if (tables.some((known) => known.alias === table.alias)) throw queryError('structTableTwice', { name: table.alias });
    tables.push(table);
    // The schema asks for at least one condition; none would be a cross join.
    const on = allOf(join.conditions.map(({ left, right }) => condition(left, right, tables))) ?? TRUE_CONDITION;
    joins.push({ type: join.type, table: { kind: 'table', path: table.path, alias: table.alias }, on });
    items.push(...itemsOf(table, join.columns));
  }
  if (items.length === 0) throw queryError('viewNoColumns');
  const from: FromItem = { kind: 'table', path: main.path, alias: main.alias };
  return { ...emptySelect(from), items, joins };
}
