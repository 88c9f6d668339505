import type { JoinType, SourceSchemaTree, StructScript } from '@redbi/shared/domain';

type Join = StructScript['joins'][number];
type Condition = Join['conditions'][number];

/** A table of the source as the structure names it: [schema, table], or [table] where there is one namespace. */
export interface TableChoice {
  key: string;
  path: string[];
  label: string;
  columns: string[];
}

/** A column of a table of the structure: the table's path and the column's name. */
export interface ColumnChoice {
  key: string;
  path: string[];
  label: string;
}

export const pathKey = (path: readonly string[]): string => JSON.stringify(path);

/** The source's tables, qualified by their schema when it has several. */
export function tableChoices(schema: SourceSchemaTree): TableChoice[] {
  const qualified = schema.databases.length > 1;
  return schema.databases.flatMap((database) =>
    database.tables.map((table) => {
      const path = qualified ? [database.name, table.name] : [table.name];
      return { key: pathKey(path), path, label: path.join('.'), columns: table.columns.map((column) => column.name) };
    }),
  );
}

export const findTable = (tables: readonly TableChoice[], path: readonly string[]): TableChoice | undefined =>
  path.length === 0 ? undefined : tables.find((table) => table.key === pathKey(path));

const columnChoicesOf = (table: TableChoice): ColumnChoice[] =>
  table.columns.map((column) => {
    const path = [...table.path, column];
    return { key: pathKey(path), path, label: `${table.label}.${column}` };
  });

const emptyCondition = (): Condition => ({ left: [], right: [] });

/** The main table chosen: all its columns, and no joins (they were made for another table). */
export const withTable = (table: TableChoice): StructScript => ({ table: table.path, columns: [...table.columns], joins: [] });

export const withColumns = (script: StructScript, columns: string[]): StructScript => ({ ...script, columns });

export const addJoin = (script: StructScript): StructScript => ({
  ...script,
  joins: [...script.joins, { type: 'LEFT', table: [], columns: [], conditions: [emptyCondition()] }],
});

export const removeJoin = (script: StructScript, index: number): StructScript => ({ ...script, joins: script.joins.filter((_join, at) => at !== index) });

const changeJoin = (script: StructScript, index: number, change: (join: Join) => Join): StructScript => ({
  ...script,
  joins: script.joins.map((join, at) => (at === index ? change(join) : join)),
});

export const withJoinType = (script: StructScript, index: number, type: JoinType) => changeJoin(script, index, (join) => ({ ...join, type }));

const isKeyLike = (column: string): boolean => /(^|_)id$/i.test(column) || /[a-z0-9](Id|ID)$/.test(column);

/**
 * The likely condition of a join on `table`: a key-like column (`id`, `…_id`) of the same name on both sides,
 * the earliest table first (track.genre_id = genre.genre_id). Empty when there is none to guess.
 */
function suggestedCondition(script: StructScript, tables: readonly TableChoice[], index: number, table: TableChoice): Condition {
  const earlier = [script.table, ...script.joins.slice(0, index).map((join) => join.table)];
  for (const path of earlier) {
    const left = findTable(tables, path);
    const shared = left?.columns.find((column) => isKeyLike(column) && table.columns.includes(column));
    if (left && shared) return { left: [...left.path, shared], right: [...table.path, shared] };
  }
  return emptyCondition();
}

/** A join's table chosen: all its columns; its conditions start again (they named the old table), with a guess. */
export const withJoinTable = (script: StructScript, index: number, table: TableChoice, tables: readonly TableChoice[]) =>
  changeJoin(script, index, (join) => ({ ...join, table: table.path, columns: [...table.columns], conditions: [suggestedCondition(script, tables, index, table)] }));

export const withJoinColumns = (script: StructScript, index: number, columns: string[]) => changeJoin(script, index, (join) => ({ ...join, columns }));

export const addCondition = (script: StructScript, index: number) =>
  changeJoin(script, index, (join) => ({ ...join, conditions: [...join.conditions, emptyCondition()] }));

export const removeCondition = (script: StructScript, index: number, condition: number) =>
  changeJoin(script, index, (join) => ({ ...join, conditions: join.conditions.filter((_condition, at) => at !== condition) }));

export const withCondition = (script: StructScript, index: number, condition: number, side: keyof Condition, path: string[]) =>
  changeJoin(script, index, (join) => ({
    ...join,
    conditions: join.conditions.map((entry, at) => (at === condition ? { ...entry, [side]: path } : entry)),
  }));

/** What a join's conditions compare on their left: the columns of the main table and of the joins before it. */
export function leftColumnChoices(script: StructScript, tables: readonly TableChoice[], index: number): ColumnChoice[] {
  const earlier = [script.table, ...script.joins.slice(0, index).map((join) => join.table)];
  return earlier.flatMap((path) => {
    const table = findTable(tables, path);
    return table ? columnChoicesOf(table) : [];
  });
}

/** What a join's conditions compare on their right: the joined table's columns. */
export function rightColumnChoices(script: StructScript, tables: readonly TableChoice[], index: number): ColumnChoice[] {
  const table = findTable(tables, script.joins[index]?.table ?? []);
  return table ? columnChoicesOf(table) : [];
}

/** Tables already in the structure (a table is used once: the server refuses it twice). */
export const tablesInUse = (script: StructScript): Set<string> => new Set([script.table, ...script.joins.map((join) => join.table)].filter((path) => path.length > 0).map(pathKey));
