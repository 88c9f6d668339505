import type { ComputedField, FieldType, ModelColumn } from '../../domain/view';
import type { Dialect } from '../../sources/connectorTypes';
import { dialectOf } from '../dialects';
import { FieldScope, type FieldSource } from '../fieldScope';
import type { ExpressionCheckResult, FunctionInfo } from '../functionInfo';
import { functionSpecs, type FunctionName, type ValueType } from './functionSpecs';

/** A field an expression may use; computed fields bring their expression (for aggregation and cycles). */
export interface ExpressionField {
  name: string;
  type: FieldType;
  expression?: string;
}

const fieldTypeOf = (type: ValueType): FieldType => (type === 'numeric' || type === 'date' ? type : 'string');

/**
 * Checks a computed field's expression against the fields and the dialect's functions: its type and whether
 * it aggregates, or AppError EXPRESSION_INVALID {position, reason}. `ownName` is the field being defined, so
 * that a reference back to it (directly or through other computed fields) is reported as a cycle.
 */
export function checkExpression(expression: string, fields: readonly ExpressionField[], dialect: Dialect, ownName?: string): ExpressionCheckResult {
  const scope = new FieldScope(dialectOf(dialect), fields);
  const typed = scope.compile(expression, ownName);
  return { type: fieldTypeOf(typed.type), aggregate: typed.aggregate };
}

/**
 * Checks every computed field of a view model (before it is saved): the first wrong one throws
 * EXPRESSION_INVALID with params.field naming it. Answers each field's type and whether it aggregates.
 */
export function checkComputedFields(
  model: { columns: readonly ModelColumn[]; computedFields: readonly ComputedField[] },
  dialect: Dialect,
): (ExpressionCheckResult & { name: string })[] {
  const sources: FieldSource[] = [...model.columns, ...model.computedFields];
  const scope = new FieldScope(dialectOf(dialect), sources);
  return model.computedFields.map((field) => {
    const resolved = scope.resolve(field.name);
    return { name: field.name, type: fieldTypeOf(resolved?.type ?? 'null'), aggregate: resolved?.aggregate ?? false };
  });
}

/** The functions computed fields may use on a dialect's sources, for the editor's function list. */
export function functionCatalogue(dialect: Dialect): FunctionInfo[] {
  const functions = dialectOf(dialect).functions;
  return functionSpecs
    .filter((spec) => !('internal' in spec) && functions[spec.name as FunctionName] !== undefined)
    .map((spec) => ({
      name: spec.name,
      category: spec.category,
      syntax: spec.syntax,
      returns: spec.returns === 'same' ? null : spec.returns,
      aggregate: spec.aggregate,
      minArgs: spec.minArgs,
      maxArgs: spec.maxArgs,
    }));
}
