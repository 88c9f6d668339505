import { SYSTEM_VARIABLES, variableValueIssues, ViewDefinitionSchema, type ColumnPermission, type SubjectVariableValues, type Variable, type ViewModel } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { checkComputedFields, checkSqlView, type SqlViewDatabaseCheck } from '@redbi/shared/query';
import type { Dialect } from '@redbi/shared/sources';
import type { z } from 'zod';
import { InvalidInputError } from '../invalidInput';
import { modelFields } from './columnVisibility';

export type ViewDefinitionValue = z.output<typeof ViewDefinitionSchema>;

/** A whole definition (a saved view merged with what changes) checked as the HTTP layer checks a body. */
export function validDefinition(input: unknown): ViewDefinitionValue {
  const parsed = ViewDefinitionSchema.safeParse(input);
  if (!parsed.success) throw new InvalidInputError(parsed.error.issues);
  return parsed.data;
}

const variableNameTaken = () => new AppError('VARIABLE_NAME_TAKEN');

const sqlVariable = (variable: { name: string; type: Variable['type']; valueType: Variable['valueType']; expression: boolean; defaultValue: readonly string[] }) => ({
  name: variable.name,
  type: variable.type,
  sql: variable.valueType === 'expression' || variable.expression,
  defaultValue: variable.defaultValue,
});

/** Column permissions may only list fields of the model. */
export function checkColumnPermissions(permissions: readonly ColumnPermission[], model: ViewModel): void {
  const fields = new Set(modelFields(model));
  const issues = permissions.flatMap((permission, index) =>
    permission.columns.flatMap((column, columnIndex) =>
      fields.has(column) ? [] : [{ code: 'custom' as const, message: 'validation.unknownField', path: ['columnPermissions', index, 'columns', columnIndex], input: column }],
    ),
  );
  if (issues.length > 0) throw new InvalidInputError(issues);
}

/**
 * Values per subject given for saved variables (the data-permission page), checked against each variable's
 * type as the view's own save checks them: 400 'Values must be a number' at the value's path.
 */
export function checkValueTypes(given: readonly { id: string; values: readonly SubjectVariableValues[] }[], variables: readonly Variable[]): void {
  const issues = given.flatMap((entry, index) => {
    const variable = variables.find((candidate) => candidate.id === entry.id);
    if (!variable) return [];
    return variableValueIssues({ valueType: variable.valueType, expression: false, defaultValue: [], values: entry.values }).map((issue) => ({
      ...issue,
      path: ['variables', index, ...(issue.path ?? [])],
    }));
  });
  if (issues.length > 0) throw new InvalidInputError(issues as unknown as ConstructorParameters<typeof InvalidInputError>[0]);
}

/**
 * What the schema cannot know: names clashing with the organisation's public variables, column
 * permissions naming fields the model does not have, computed fields the dialect cannot compute, and SQL
 * that is not one query, has side effects (or puts a permission variable where it could be bypassed). The
 * parser's and the expression checker's errors pass through as they are (they carry the position). SQL the
 * grammar cannot read comes back as the statement the source's database must accept (checkWithDatabase).
 */
export function checkDefinition(definition: ViewDefinitionValue, dialect: Dialect, publicVariables: readonly Variable[]): SqlViewDatabaseCheck | undefined {
  const publicNames = new Set(publicVariables.map((variable) => variable.name.toLowerCase()));
  if (definition.variables.some((variable) => publicNames.has(variable.name.toLowerCase()))) throw variableNameTaken();

  checkColumnPermissions(definition.columnPermissions, definition.model);

  // Every computed field against the dialect's functions, with the others it uses (cycles are refused).
  checkComputedFields(definition.model, dialect);

  if (definition.type === 'SQL' && typeof definition.script === 'string') {
    const inScope = [
      ...SYSTEM_VARIABLES.map((name) => ({ name, type: 'query' as const, sql: false })),
      ...publicVariables.map(sqlVariable),
      ...definition.variables.map(sqlVariable),
    ];
    return checkSqlView(definition.script, dialect, inScope).databaseCheck;
  }
  return undefined;
}
