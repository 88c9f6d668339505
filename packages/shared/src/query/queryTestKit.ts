// Fixtures shared by the compiler's tests: a sales view, QuerySpec and context builders.
import type { ComputedField, ModelColumn, StructScript, ViewModel } from '../domain/view';
import { AppError } from '../errors/AppError';
import type { Dialect } from '../sources/connectorTypes';
import type { CompilableView, CompileContext, ResolvedVariable } from './compileTypes';
import { QuerySpecSchema, type QuerySpec, type QuerySpecInput } from './querySpec';

export const allDialects: readonly Dialect[] = ['postgres', 'mysql', 'sqlite', 'duckdb', 'clickhouse'];

/** Friday 15 March 2024, 10:30:45 local time: the `now` of every test. */
export const NOW = new Date(2024, 2, 15, 10, 30, 45);

const columnOf = (name: string, type: ModelColumn['type']): ModelColumn => ({ name, type, category: 'uncategorized' });

export const salesColumns: ModelColumn[] = [
  columnOf('id', 'numeric'),
  columnOf('region', 'string'),
  columnOf('product', 'string'),
  columnOf('amount', 'numeric'),
  columnOf('quantity', 'numeric'),
  columnOf('order_date', 'date'),
  columnOf('note', 'string'),
];

export const salesComputedFields: ComputedField[] = [
  { name: 'revenue', type: 'numeric', expression: '[amount] * [quantity]' },
  { name: 'size', type: 'string', expression: "IF([amount] >= 100, 'big', 'small')" },
  { name: 'total_revenue', type: 'numeric', expression: 'SUM([revenue])' },
  { name: 'average_price', type: 'numeric', expression: '[total_revenue] / SUM([quantity])' },
  { name: 'order_year', type: 'numeric', expression: 'YEAR([order_date])' },
];

export const salesModel: ViewModel = { version: 1, columns: salesColumns, hierarchies: [], computedFields: salesComputedFields };

export const sqlView = (script: string, model: ViewModel = salesModel): CompilableView => ({ type: 'SQL', script, model });
export const salesView = sqlView('SELECT * FROM sales');

export const structView = (script: StructScript, columns: readonly [string, ModelColumn['type']][]): CompilableView => ({
  type: 'STRUCT',
  script,
  model: { version: 1, columns: columns.map(([name, type]) => columnOf(name, type)), hierarchies: [], computedFields: [] },
});

/** A QuerySpec with the schema's defaults. */
export const spec = (input: Omit<QuerySpecInput, 'viewId'>): QuerySpec => QuerySpecSchema.parse({ viewId: 'view-1', ...input });

export function context(dialect: Dialect, options: { variables?: ResolvedVariable[]; hidden?: string[]; now?: Date } = {}): CompileContext {
  return { dialect, variables: options.variables ?? [], hiddenFields: new Set(options.hidden ?? []), now: options.now ?? NOW };
}

export function variable(name: string, values: readonly string[], options: Partial<ResolvedVariable> = {}): ResolvedVariable {
  return { name, type: 'query', valueType: 'string', values, sql: false, unrestricted: false, ...options };
}

/** The AppError `run` throws, as plain data (fails when it throws nothing or something else). */
export function appErrorOf(run: () => unknown): { code: string; messageKey: string; params: Record<string, unknown>; details: unknown } {
  try {
    run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, messageKey: error.messageKey, params: error.params, details: error.details };
  }
  throw new Error('expected an AppError');
}
