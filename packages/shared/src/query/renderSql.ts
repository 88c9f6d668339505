import type { JoinType } from '../domain/view';
import type { CompiledSql, SqlFragment } from './compileTypes';
import type { DialectDefinition } from './dialects';
import { renderExpr } from './renderExpr';
import type { FromItem, OrderItem, Select, SqlExpr } from './sqlTree';
import { SqlWriter } from './sqlWriter';

/** A view's SQL may end with ';' (and blanks), which cannot stay inside a subquery. */
const TRAILING_SEMICOLON = /;\s*$/;

function renderFragment(writer: SqlWriter, fragment: SqlFragment): void {
  const last = fragment.length - 1;
  fragment.forEach((piece, index) => {
    if ('param' in piece) {
      writer.param(piece.param);
      return;
    }
    const text = index === last ? piece.text.replace(TRAILING_SEMICOLON, '') : piece.text;
    if (piece.at === undefined) writer.text(text);
    else writer.copied(text, piece.at);
  });
}

function renderFrom(writer: SqlWriter, from: FromItem): void {
  if (from.kind === 'table') {
    from.path.forEach((part, index) => {
      if (index > 0) writer.text('.');
      writer.identifier(part);
    });
  } else {
    // On lines of its own, so that a comment on the view's last line cannot swallow the closing parenthesis.
    writer.text('(\n');
    if (Array.isArray(from.query)) renderFragment(writer, from.query as SqlFragment);
    else renderSelect(writer, from.query as Select);
    writer.text('\n)');
  }
  writer.text(' ');
  writer.identifier(from.alias);
}

function renderExprList(writer: SqlWriter, exprs: readonly SqlExpr[]): void {
  exprs.forEach((expr, index) => {
    if (index > 0) writer.text(', ');
    renderExpr(writer, expr);
  });
}

/** NULLs sort first ascending and last descending on every dialect (MySQL's own order). */
function renderOrder(writer: SqlWriter, order: OrderItem): void {
  renderExpr(writer, order.expr);
  // Written from the tree's enum, never from the text a request carried.
  const descending = order.direction === 'DESC';
  writer.text(descending ? ' DESC' : ' ASC');
  if (writer.dialect.nullsOrdering) writer.text(descending ? ' NULLS LAST' : ' NULLS FIRST');
}

const joinKeywords: Record<JoinType, string> = { INNER: 'INNER JOIN', LEFT: 'LEFT JOIN', RIGHT: 'RIGHT JOIN' };

function renderSelect(writer: SqlWriter, select: Select): void {
  writer.text(select.distinct ? 'SELECT DISTINCT ' : 'SELECT ');
  if (select.items.length === 0) writer.text('*');
  select.items.forEach((item, index) => {
    if (index > 0) writer.text(', ');
    renderExpr(writer, item.expr);
    if (item.alias !== undefined) {
      writer.text(' AS ');
      writer.identifier(item.alias);
    }
  });
  writer.text('\nFROM ');
  renderFrom(writer, select.from);
  for (const join of select.joins) {
    const keyword = joinKeywords[join.type];
    if (!keyword) throw new Error(`Unknown join type ${String(join.type)}`);
    writer.text(`\n${keyword} `);
    renderFrom(writer, join.table);
    writer.text(' ON ');
    renderExpr(writer, join.on);
  }
  if (select.where) {
    writer.text('\nWHERE ');
    renderExpr(writer, select.where);
  }
  if (select.groupBy.length > 0) {
    writer.text('\nGROUP BY ');
    renderExprList(writer, select.groupBy);
  }
  if (select.having) {
    writer.text('\nHAVING ');
    renderExpr(writer, select.having);
  }
  select.orderBy.forEach((order, index) => {
    writer.text(index === 0 ? '\nORDER BY ' : ', ');
    renderOrder(writer, order);
  });
  const paging = writer.dialect.limitOffset(checkedCount(select.limit), checkedCount(select.offset));
  if (paging) writer.text(`\n${paging}`);
}

/** LIMIT and OFFSET are the only numbers written into the text: they must be non-negative integers. */
function checkedCount(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a row count: ${value}`);
  return value;
}

/**
 * A SELECT in one dialect: the SQL text, its bound values in placeholder order, and `locate` (exact when
 * `viewSql`, the SQL the view's fragment was copied from, is given).
 */
export function renderSql(select: Select, dialect: DialectDefinition, viewSql?: string): CompiledSql {
  const writer = new SqlWriter(dialect);
  renderSelect(writer, select);
  return writer.finish(viewSql);
}
