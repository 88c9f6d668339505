import type { ViewModel } from '../domain/view';
import type { CompilableView, CompiledQuery, CompiledSql, CompileContext } from './compileTypes';
import { dialectOf } from './dialects';
import { FieldScope, VIEW_ALIAS, type FieldSource } from './fieldScope';
import { buildSelect } from './passes/buildSelect';
import { normalizeSpec, type NormalSpec } from './passes/normalizeSpec';
import { queryError } from './passes/queryError';
import type { QuerySpec } from './querySpec';
import { renderSql } from './renderSql';
import { column, emptySelect, type Select } from './sqlTree';
import { viewSource, type ViewSource } from './viewSource';

/**
 * The fields a query may name, first source first: the model's columns, the view's computed fields, the
 * query's function columns. Fields hidden from the caller read as typed NULLs.
 */
function queryFields(model: ViewModel, spec: NormalSpec, hidden: ReadonlySet<string>): FieldSource[] {
  return [
    ...model.columns.map((field) => ({ name: field.name, type: field.type, hidden: hidden.has(field.name) })),
    ...model.computedFields.map((field) => ({ name: field.name, type: field.type, expression: field.expression, hidden: hidden.has(field.name) })),
    ...spec.functionColumns.map((field) => ({ name: field.alias, type: 'string' as const, expression: field.snippet })),
  ];
}

/** A query without items reads every column of the model (never `*`, which would bypass hidden columns). */
const withDefaultItems = (spec: NormalSpec, model: ViewModel): NormalSpec =>
  spec.items.length > 0 ? spec : { ...spec, items: model.columns.map((field) => ({ field: field.name, alias: field.name, aggregation: 'NONE', group: false })) };

/** SELECT COUNT(*) over the query without its order and page. */
function countSelect(select: Select): Select {
  const { limit: _limit, offset: _offset, ...unpaged } = select;
  return { ...emptySelect({ kind: 'subquery', query: { ...unpaged, orderBy: [] }, alias: 'C' }), items: [{ expr: { kind: 'raw', parts: ['COUNT(*)'] } }] };
}

/**
 * Compiles a QuerySpec over a view already turned into its FROM item; see compileQuery. `whole`: every row
 * of the result, without the page's LIMIT and OFFSET and without a count (compileWholeQuery).
 */
export function compileQueryFrom(spec: QuerySpec, model: ViewModel, source: ViewSource, context: CompileContext, whole = false): CompiledQuery {
  const dialect = dialectOf(context.dialect);
  const normal = withDefaultItems(normalizeSpec(spec), model);
  const scope = new FieldScope(dialect, queryFields(model, normal, context.hiddenFields));
  const paged = buildSelect(normal, scope, source.from, context.now);
  const { limit: _limit, offset: _offset, ...unpaged } = paged;
  const select: Select = whole ? unpaged : paged;
  const compiled = { ...renderSql(select, dialect, source.viewSql), columns: select.items.map((item) => item.alias ?? '') };
  return normal.countTotal && !whole ? { ...compiled, count: renderSql(countSelect(select), dialect, source.viewSql) } : compiled;
}

/**
 * A chart's QuerySpec over a view, for one caller (their variables and hidden columns in `context`): the
 * page's statement and, when asked, the count of all rows. Throws AppError QUERY_INVALID (query.*),
 * EXPRESSION_INVALID (computed fields) and, for SQL views, SQL_PARSE_FAILED / SQL_NOT_A_QUERY.
 */
export function compileQuery(spec: QuerySpec, view: CompilableView, context: CompileContext): CompiledQuery {
  if (view.model.columns.length === 0) throw queryError('viewNoColumns');
  return compileQueryFrom(spec, view.model, viewSource(view, context), context);
}

/**
 * The whole result of a QuerySpec, for one caller, as compileQuery builds its page — the same columns,
 * filters (row permissions included), groups and orders — but every row: no LIMIT, no OFFSET, no count.
 * For exports, which stream the rows instead of paging them.
 */
export function compileWholeQuery(spec: QuerySpec, view: CompilableView, context: CompileContext): CompiledQuery {
  if (view.model.columns.length === 0) throw queryError('viewNoColumns');
  return compileQueryFrom(spec, view.model, viewSource(view, context), context, true);
}

/**
 * The editor's preview of a view (saved or not): every column of the view, at most `limit` rows. With
 * hidden columns, the model's columns only, the hidden ones as NULLs (`*` would read them).
 */
export function compilePreview(view: CompilableView, context: CompileContext, limit: number): CompiledSql {
  const dialect = dialectOf(context.dialect);
  const source = viewSource(view, context);
  const select: Select = { ...emptySelect(source.from), limit };
  if (context.hiddenFields.size === 0) return renderSql(select, dialect, source.viewSql);
  if (view.model.columns.length === 0) throw queryError('viewNoColumns');
  const items = view.model.columns.map((field) => ({
    expr: context.hiddenFields.has(field.name) ? ({ kind: 'null', type: field.type } as const) : column(VIEW_ALIAS, field.name),
    alias: field.name,
  }));
  return renderSql({ ...select, items }, dialect, source.viewSql);
}
