import type { BinaryOperator, SqlExpr } from './sqlTree';
import type { SqlWriter } from './sqlWriter';

/** How tightly an expression binds: parentheses go around a lower one where a higher one is expected. */
const ATOM = 9;
const operatorPrecedence: Record<BinaryOperator, number> = {
  OR: 1,
  AND: 2,
  '=': 4,
  '<>': 4,
  '<': 4,
  '>': 4,
  '<=': 4,
  '>=': 4,
  '+': 5,
  '-': 5,
  '*': 6,
};
const COMPARISON = 4;

function precedence(expr: SqlExpr): number {
  switch (expr.kind) {
    case 'binary':
      return operatorPrecedence[expr.op];
    case 'not':
      return 3;
    case 'isNull':
    case 'in':
    case 'between':
    case 'like':
      return COMPARISON;
    case 'negate':
      return 7;
    case 'raw':
      return expr.condition ? COMPARISON : ATOM;
    case 'column':
    case 'param':
    case 'null':
    case 'boolean':
    case 'ordinal':
    case 'call':
    case 'case':
      return ATOM;
  }
}

function renderWrapped(writer: SqlWriter, expr: SqlExpr, wrap: boolean): void {
  if (wrap) writer.text('(');
  renderExpr(writer, expr);
  if (wrap) writer.text(')');
}

/** Associative operators need no parentheses around a right operand of the same operator. */
const associative = new Set<BinaryOperator>(['AND', 'OR', '+', '*']);

function renderBinary(writer: SqlWriter, expr: Extract<SqlExpr, { kind: 'binary' }>): void {
  const own = operatorPrecedence[expr.op];
  const left = precedence(expr.left);
  // Comparisons do not chain: (a = b) = c keeps its parentheses.
  renderWrapped(writer, expr.left, left < own || (own === COMPARISON && left === COMPARISON));
  writer.text(` ${expr.op} `);
  const sameAssociative = expr.right.kind === 'binary' && expr.right.op === expr.op && associative.has(expr.op);
  renderWrapped(writer, expr.right, precedence(expr.right) <= own && !sameAssociative);
}

/** A sub-expression inside trusted text needs no parentheses where it fills a whole argument: `f(`…`, ` or `CAST(`…` AS `. */
function fillsArgument(before: string | SqlExpr | undefined, after: string | SqlExpr | undefined): boolean {
  const opens = typeof before === 'string' && /[(,]\s*$/.test(before);
  const closes = typeof after === 'string' && /^(\s*[),]| AS )/.test(after);
  return opens && closes;
}

function renderRaw(writer: SqlWriter, parts: readonly (string | SqlExpr)[]): void {
  parts.forEach((part, index) => {
    if (typeof part === 'string') writer.text(part);
    else renderWrapped(writer, part, precedence(part) < ATOM && !fillsArgument(parts[index - 1], parts[index + 1]));
  });
}

function renderList(writer: SqlWriter, exprs: readonly SqlExpr[]): void {
  exprs.forEach((expr, index) => {
    if (index > 0) writer.text(', ');
    renderExpr(writer, expr);
  });
}

/** Writes an expression in the writer's dialect. */
export function renderExpr(writer: SqlWriter, expr: SqlExpr): void {
  const dialect = writer.dialect;
  switch (expr.kind) {
    case 'column':
      writer.identifier(expr.table);
      writer.text('.');
      writer.identifier(expr.name);
      return;
    case 'param':
      writer.param(expr.value, expr.cast);
      return;
    case 'null':
      writer.text(expr.type ? `CAST(NULL AS ${dialect.nullType[expr.type]})` : 'NULL');
      return;
    case 'boolean':
      writer.text(dialect.booleanLiteral[expr.value ? 'true' : 'false']);
      return;
    case 'ordinal':
      writer.text(String(Math.trunc(expr.position)));
      return;
    case 'call': {
      const template = dialect.functions[expr.name as keyof typeof dialect.functions];
      if (!template) throw new Error(`${expr.name} has no template in ${dialect.dialect}`);
      renderExpr(writer, template(expr.args));
      return;
    }
    case 'binary':
      renderBinary(writer, expr);
      return;
    case 'not':
      writer.text('NOT ');
      renderWrapped(writer, expr.operand, precedence(expr.operand) < ATOM);
      return;
    case 'negate':
      writer.text('-');
      renderWrapped(writer, expr.operand, precedence(expr.operand) <= 7);
      return;
    case 'isNull':
      renderWrapped(writer, expr.operand, precedence(expr.operand) <= COMPARISON);
      writer.text(expr.negated ? ' IS NOT NULL' : ' IS NULL');
      return;
    case 'in':
      renderWrapped(writer, expr.operand, precedence(expr.operand) <= COMPARISON);
      writer.text(expr.negated ? ' NOT IN (' : ' IN (');
      renderList(writer, expr.values);
      writer.text(')');
      return;
    case 'between':
      renderWrapped(writer, expr.operand, precedence(expr.operand) <= COMPARISON);
      writer.text(expr.negated ? ' NOT BETWEEN ' : ' BETWEEN ');
      renderWrapped(writer, expr.low, precedence(expr.low) <= COMPARISON);
      writer.text(' AND ');
      renderWrapped(writer, expr.high, precedence(expr.high) <= COMPARISON);
      return;
    case 'like':
      renderWrapped(writer, expr.operand, precedence(expr.operand) <= COMPARISON);
      writer.text(` ${expr.negated ? 'NOT ' : ''}${dialect.likeOperator} `);
      renderWrapped(writer, expr.pattern, precedence(expr.pattern) <= COMPARISON);
      writer.text(` ESCAPE '${expr.escape}'`);
      return;
    case 'case':
      writer.text('CASE WHEN ');
      renderExpr(writer, expr.when);
      writer.text(' THEN ');
      renderExpr(writer, expr.then);
      writer.text(' ELSE ');
      renderExpr(writer, expr.otherwise);
      writer.text(' END');
      return;
    case 'raw':
      renderRaw(writer, expr.parts);
      return;
  }
}
