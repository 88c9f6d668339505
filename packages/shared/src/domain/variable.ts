import { z } from 'zod';
import { idField, optionalText, requiredText } from './fields';
import { isDateText, numberValue } from '../query/valueChecks';
import { SubjectRefSchema } from './permission';

/** Query variables take values from the chart or controller; permission variables only from who the user is. */
export const variableTypes = ['query', 'permission'] as const;
export type VariableType = (typeof variableTypes)[number];

/** How values are bound: as text, numbers or dates; `expression` values are SQL text, set only by managers. */
export const variableValueTypes = ['string', 'numeric', 'date', 'expression'] as const;
export type VariableValueType = (typeof variableValueTypes)[number];

/** What a user may do with a query variable's value in charts: not see it, see it, or change it. */
export const variablePermissions = ['hidden', 'readonly', 'editable'] as const;
export type VariablePermission = (typeof variablePermissions)[number];

/**
 * Variables every query knows, carrying the current user (spec §3): always set, never from the request.
 * Their names are reserved.
 */
export const SYSTEM_VARIABLES = ['REDBI_USER_ID', 'REDBI_USER_USERNAME', 'REDBI_USER_EMAIL', 'REDBI_USER_NAME'] as const;
export type SystemVariable = (typeof SYSTEM_VARIABLES)[number];

/** Written `$name$` in SQL: letters, digits and "_", not starting with a digit. */
export const variableNameField = () => requiredText(64).regex(/^[\p{L}_][\p{L}\p{N}_]*$/u, { error: 'validation.variableName' });

const valueList = () => z.array(z.string().max(10_000)).max(10_000);

/** The values one role or member has for a variable, or the default; and, optionally, their own permission. */
export const SubjectVariableValuesSchema = z
  .object({
    subject: SubjectRefSchema,
    values: valueList().default([]),
    useDefault: z.boolean().default(false),
    permission: z.enum(variablePermissions).optional(),
  })
  .meta({ id: 'SubjectVariableValues' });
export type SubjectVariableValues = z.output<typeof SubjectVariableValuesSchema>;

/** The indexes of entries whose key repeats an earlier entry's. */
function duplicateIndexes<T>(items: readonly T[], key: (item: T) => string): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  items.forEach((item, index) => {
    const value = key(item);
    if (seen.has(value)) duplicates.push(index);
    seen.add(value);
  });
  return duplicates;
}

/** Adds an issue at `<prefix>.<index>.<field>` for every entry whose key repeats an earlier one. */
export function refineUnique<T>(
  items: readonly T[],
  key: (item: T) => string,
  context: z.RefinementCtx,
  field: string,
  message: string,
  prefix: readonly PropertyKey[] = [],
): void {
  for (const index of duplicateIndexes(items, key)) context.addIssue({ code: 'custom', message, path: [...prefix, index, field] });
}

const subjectKey = (entry: { subject: { type: string; id: string } }) => `${entry.subject.type}:${entry.subject.id}`;

/** Whether a value fits a variable's type (numbers plain decimals, dates real 'YYYY-MM-DD[ HH:mm:ss]'). */
const fitsValueType: Partial<Record<VariableValueType, (value: string) => boolean>> = {
  numeric: (value) => numberValue(value) !== undefined,
  date: (value) => isDateText(value.trim()),
};

/** A variable's values as far as their type goes. */
export interface TypedVariableValues {
  valueType: VariableValueType;
  expression: boolean;
  defaultValue: readonly string[];
  values: readonly { values: readonly string[] }[];
}

/**
 * Each value given (default, per subject) that does not fit the variable's type, as validation issues
 * ('Default value must be a number'): checked on saving, so a bad value never waits for a query to fail.
 */
export function variableValueIssues(variable: TypedVariableValues): z.core.$ZodRawIssue[] {
  const fits = fitsValueType[variable.valueType];
  if (!fits) return [];
  const expected = variable.valueType === 'numeric' ? 'number' : 'date';
  const issues: z.core.$ZodRawIssue[] = [];
  const check = (values: readonly string[], path: PropertyKey[]) =>
    values.forEach((value, index) => {
      if (!fits(value)) issues.push({ code: 'custom', message: 'validation.type', path: [...path, index], input: value, params: { expected } });
    });
  if (!variable.expression) check(variable.defaultValue, ['defaultValue']);
  variable.values.forEach((entry, index) => check(entry.values, ['values', index, 'values']));
  return issues;
}

export const VariableInputSchema = z
  .object({
    /** Present for a variable that exists: its values per subject are kept with it. */
    id: idField().optional(),
    name: variableNameField(),
    label: optionalText().default(''),
    type: z.enum(variableTypes).default('query'),
    valueType: z.enum(variableValueTypes).default('string'),
    permission: z.enum(variablePermissions).default('editable'),
    defaultValue: valueList().default([]),
    /** The default value is a SQL expression (such as CURRENT_DATE), inserted as written. */
    expression: z.boolean().default(false),
    values: z
      .array(SubjectVariableValuesSchema)
      .max(10_000)
      .default([])
      .superRefine((values, context) => refineUnique(values, subjectKey, context, 'subject', 'validation.duplicateKey')),
  })
  .superRefine((variable, context) => {
    if ((SYSTEM_VARIABLES as readonly string[]).includes(variable.name.toUpperCase())) {
      context.addIssue({ code: 'custom', message: 'validation.uniqueNames', path: ['name'] });
    }
    for (const issue of variableValueIssues(variable)) context.addIssue(issue);
  })
  .meta({ id: 'VariableDefinition' });
export type VariableInput = z.input<typeof VariableInputSchema>;

export const VariableSchema = z
  .object({
    id: z.string(),
    /** null for a public variable of the organisation. */
    viewId: z.string().nullable(),
    name: z.string(),
    label: z.string(),
    type: z.enum(variableTypes),
    valueType: z.enum(variableValueTypes),
    permission: z.enum(variablePermissions),
    defaultValue: z.array(z.string()),
    expression: z.boolean(),
    /** Values per role and member; only for those who may manage the variable. */
    values: z.array(SubjectVariableValuesSchema),
  })
  .meta({ id: 'Variable' });
export type Variable = z.infer<typeof VariableSchema>;

/** Variable names are unique without regard to case (`$Region$` and `$region$` are one variable). */
export const variableArray = () =>
  z
    .array(VariableInputSchema)
    .max(500)
    .superRefine((variables, context) => refineUnique(variables, (variable) => variable.name.toLowerCase(), context, 'name', 'validation.uniqueNames'));

/** A list of variables, empty when left out (a default applies even inside `.optional()`: use variableArray there). */
export const variableListField = () => variableArray().default([]);

/** Values per subject of one variable, set from the view editor or the permission screens. */
export const VariableValuesUpdateSchema = z.object({
  id: idField(),
  values: z
    .array(SubjectVariableValuesSchema)
    .max(10_000)
    .superRefine((values, context) => refineUnique(values, subjectKey, context, 'subject', 'validation.duplicateKey')),
});
