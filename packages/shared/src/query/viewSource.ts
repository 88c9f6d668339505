import type { StructScript } from '../domain/view';
import type { CompilableView, CompileContext } from './compileTypes';
import { VIEW_ALIAS } from './fieldScope';
import { renderSqlView } from './sqlView';
import type { FromItem } from './sqlTree';
import { structSelect } from './structView';

/** The view as a query's FROM item, and the SQL its copied text comes from (for error positions). */
export interface ViewSource {
  from: FromItem;
  viewSql?: string;
}

/**
 * The view as the query's subquery "V": a SQL view's SQL with its variables resolved for the caller (a
 * fragment of copied text and bound values), or a structured view's SELECT with joins.
 */
export function viewSource(view: CompilableView, context: CompileContext): ViewSource {
  if (view.type === 'STRUCT') return { from: { kind: 'subquery', query: structSelect(view.script as StructScript), alias: VIEW_ALIAS } };
  const script = typeof view.script === 'string' ? view.script : '';
  return { from: { kind: 'subquery', query: renderSqlView(script, context.dialect, context.variables), alias: VIEW_ALIAS }, viewSql: script };
}
