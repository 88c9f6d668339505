import {
  SYSTEM_VARIABLES,
  type SubjectVariableValues,
  type Variable,
  type VariableInput,
  type VariableInputSchema,
  type VariableValueType,
} from '@redbi/shared/domain';
import { isDateText, numberValue } from '@redbi/shared/query';
import type { z } from 'zod';

/** A variable as the editors hold it: every field present. */
export type VariableDraft = z.output<typeof VariableInputSchema>;

export const newVariable = (): VariableDraft => ({
  name: '',
  label: '',
  type: 'query',
  valueType: 'string',
  permission: 'editable',
  defaultValue: [],
  expression: false,
  values: [],
});

/** An input with the schema's defaults filled in. */
export function variableDraftOf(input: VariableInput): VariableDraft {
  const defaults = newVariable();
  return {
    ...(input.id === undefined ? {} : { id: input.id }),
    name: input.name,
    label: input.label ?? defaults.label,
    type: input.type ?? defaults.type,
    valueType: input.valueType ?? defaults.valueType,
    permission: input.permission ?? defaults.permission,
    defaultValue: input.defaultValue ?? defaults.defaultValue,
    expression: input.expression ?? defaults.expression,
    values: (input.values ?? []).map((row) => ({ ...row, values: row.values ?? [], useDefault: row.useDefault ?? false })),
  };
}

/** A stored variable (a view's or a public one) as an input for saving it again. */
export function variableInputOf(variable: Variable): VariableDraft {
  const { id, name, label, type, valueType, permission, defaultValue, expression, values } = variable;
  return { id, name, label, type, valueType, permission, defaultValue, expression, values };
}

/** Whether the values are SQL text, written into the query as they are (managers only). */
export const holdsSql = (variable: Pick<VariableDraft, 'valueType' | 'expression'>): boolean =>
  variable.valueType === 'expression' || variable.expression;

/** Values a value type cannot bind: the server's own checkers, so that it would refuse them too ('0x10', '2024-02-30'). */
export function invalidValue(valueType: VariableValueType, values: readonly string[]): { key: string; value: string } | undefined {
  for (const value of values) {
    if (valueType === 'numeric' && numberValue(value) === undefined) return { key: 'viewVariables.notANumber', value };
    if (valueType === 'date' && !isDateText(value.trim())) return { key: 'viewVariables.notADate', value };
  }
  return undefined;
}

/** The first row whose own values its variable cannot bind (rows using the default have none of their own). */
export function invalidSubjectValue(valueType: VariableValueType, rows: readonly SubjectVariableValues[]) {
  for (const row of rows) {
    const problem = row.useDefault ? undefined : invalidValue(valueType, row.values);
    if (problem) return { ...problem, subject: row.subject };
  }
  return undefined;
}

/**
 * A name taken by another variable, by a model field or by a system variable, without regard to case
 * ('Variable names and model names must be unique').
 */
export function nameTaken(name: string, others: readonly string[]): boolean {
  const lower = name.trim().toLowerCase();
  return [...others, ...SYSTEM_VARIABLES].some((other) => other.toLowerCase() === lower);
}
