import type { DialectDefinition } from '../dialects';
import { binary, call, not, param, type ComparisonOperator, type SqlExpr } from '../sqlTree';
import type { BinaryOp, ExprNode } from './ast';
import { expressionError } from './expressionError';
import { publicFunctionSpec, type ArgKind, type FunctionSpec } from './functionSpecs';
import { aggregateOf, asCondition, asDate, asNumber, asString, asValue, unify, type Typed } from './typed';

/** Where an expression finds its fields: each name compiled (or an error at `position`). */
export interface ExpressionScope {
  dialect: DialectDefinition;
  field(name: string, position: number): Typed;
}

const INT32 = 2 ** 31;

/** Number literals are bound, typed as INTEGER or NUMERIC: a database cannot infer `$1 + $2`. */
function numberLiteral(value: number, position: number): Typed {
  if (!Number.isFinite(value)) throw expressionError(position, 'unexpectedToken', { token: String(value) });
  const cast = Number.isInteger(value) && Math.abs(value) < INT32 ? 'integer' : 'decimal';
  return { expr: param(value, cast), type: 'numeric', aggregate: false };
}

const comparisonOf: Partial<Record<BinaryOp, ComparisonOperator>> = { '=': '=', '!=': '<>', '<>': '<>', '<': '<', '>': '>', '<=': '<=', '>=': '>=' };

/** A date compared in the dialect's comparable form (SQLite: datetime(x)); bound values are cast already. */
const comparableDate = (value: Typed): SqlExpr => (value.type === 'date' && value.expr.kind !== 'param' ? call('DATE_COMPARABLE', value.expr) : value.expr);

function compileBinary(node: Extract<ExprNode, { kind: 'binary' }>, scope: ExpressionScope): Typed {
  const left = compileNode(node.left, scope);
  const right = compileNode(node.right, scope);
  const aggregate = aggregateOf(left, right);
  const comparison = comparisonOf[node.op];
  if (comparison) {
    const sides = unify(
      [
        { value: left, position: node.left.start },
        { value: right, position: node.right.start },
      ],
      node.op,
    ).values as [Typed, Typed];
    return { expr: binary(comparison, comparableDate(sides[0]), comparableDate(sides[1])), type: 'boolean', ...aggregate };
  }
  if (node.op === 'AND' || node.op === 'OR') {
    const expr = binary(node.op, asCondition(left, node.op, node.left.start).expr, asCondition(right, node.op, node.right.start).expr);
    return { expr, type: 'boolean', ...aggregate };
  }
  const a = asNumber(left, node.op, node.left.start).expr;
  const b = asNumber(right, node.op, node.right.start).expr;
  const expr = node.op === '/' ? call('DIVIDE', a, b) : node.op === '%' ? call('MOD', a, b) : binary(node.op as '+' | '-' | '*', a, b);
  return { expr, type: 'numeric', ...aggregate };
}

const coercions: Record<Exclude<ArgKind, 'same'>, (value: Typed, name: string, position: number) => Typed> = {
  numeric: asNumber,
  string: asString,
  date: asDate,
  condition: asCondition,
  any: asValue,
};

function describeArity(spec: FunctionSpec): string {
  if (spec.maxArgs === null) return `${spec.minArgs}+`;
  return spec.minArgs === spec.maxArgs ? String(spec.minArgs) : `${spec.minArgs}-${spec.maxArgs}`;
}

function compileCall(node: Extract<ExprNode, { kind: 'call' }>, scope: ExpressionScope): Typed {
  const spec = publicFunctionSpec(node.name);
  if (!spec) throw expressionError(node.start, 'unknownFunction', { name: node.name });
  if (!scope.dialect.functions[spec.name as keyof DialectDefinition['functions']]) throw expressionError(node.start, 'functionUnavailable', { name: spec.name });
  if (node.args.length < spec.minArgs || (spec.maxArgs !== null && node.args.length > spec.maxArgs)) {
    throw expressionError(node.start, 'argumentCount', { name: spec.name, count: describeArity(spec) });
  }
  const compiled = node.args.map((arg) => ({ value: compileNode(arg, scope), position: arg.start }));
  const nested = compiled.find(({ value }) => value.aggregate);
  if (spec.aggregate && nested) throw expressionError(nested.value.aggregateAt ?? nested.position, 'nestedAggregate', { name: spec.name });
  const kinds = compiled.map((_, index) => spec.args[Math.min(index, spec.args.length - 1)] as ArgKind);
  const same = unify(
    compiled.filter((_, index) => kinds[index] === 'same'),
    spec.name,
  );
  let sameIndex = 0;
  const args = compiled.map(({ value, position }, index) => {
    const kind = kinds[index] as ArgKind;
    return kind === 'same' ? (same.values[sameIndex++] as Typed) : coercions[kind](value, spec.name, position);
  });
  const aggregate = spec.aggregate ? { aggregate: true, aggregateAt: node.start } : aggregateOf(...args);
  const type = spec.returns === 'same' ? same.type : spec.returns;
  return { expr: call(spec.name, ...args.map((arg) => arg.expr)), type, ...aggregate };
}

function compileNode(node: ExprNode, scope: ExpressionScope): Typed {
  switch (node.kind) {
    case 'number':
      return numberLiteral(node.value, node.start);
    case 'string':
      return { expr: param(node.value, 'text'), type: 'string', aggregate: false };
    case 'boolean':
      return { expr: { kind: 'boolean', value: node.value }, type: 'boolean', aggregate: false };
    case 'null':
      return { expr: { kind: 'null' }, type: 'null', aggregate: false };
    case 'field': {
      // An aggregate field is "written" where it is referenced here, not inside its own expression.
      const { aggregateAt: _inside, ...field } = scope.field(node.name, node.start);
      return field.aggregate ? { ...field, aggregateAt: node.start } : field;
    }
    case 'unary': {
      const operand = compileNode(node.operand, scope);
      if (node.op === 'NOT') {
        const condition = asCondition(operand, 'NOT', node.operand.start);
        return { ...condition, expr: not(condition.expr) };
      }
      const number = asNumber(operand, '-', node.operand.start);
      // -5 is the value -5, not the negation of a parameter.
      if (number.expr.kind === 'param' && typeof number.expr.value === 'number') return numberLiteral(-number.expr.value, node.start);
      return { ...number, expr: { kind: 'negate', operand: number.expr } };
    }
    case 'binary':
      return compileBinary(node, scope);
    case 'isNull': {
      const operand = asValue(compileNode(node.operand, scope), 'IS NULL', node.operand.start);
      return { expr: { kind: 'isNull', operand: operand.expr, negated: node.negated }, type: 'boolean', ...aggregateOf(operand) };
    }
    case 'call':
      return compileCall(node, scope);
  }
}

/** The SQL tree of a parsed expression, with its type; throws EXPRESSION_INVALID at the offending position. */
export const compileExpression = (node: ExprNode, scope: ExpressionScope): Typed => compileNode(node, scope);
