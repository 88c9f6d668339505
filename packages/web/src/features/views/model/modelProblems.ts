import type { ViewModel } from '@redbi/shared/domain';

/**
 * What is wrong with a model before the server says so, with the shared catalogue's keys (spec §5:
 * 'Computed field name must be unique', 'Variable names and model names must be unique'). `field` names the
 * `fields.*` label a message interpolates.
 */
export interface ModelProblem {
  path: (string | number)[];
  key: 'validation.empty' | 'validation.uniqueComputedField' | 'validation.uniqueNames' | 'validation.unknownField';
  field?: 'name' | 'fields';
}

const lower = (names: Iterable<string>) => new Set([...names].map((name) => name.toLowerCase()));

/**
 * The problem with a computed field's name, if any: empty, the name of a column or of another computed field
 * (`except` is the one being edited), or (in any case) of a variable.
 */
export function computedFieldNameProblem(
  model: ViewModel,
  name: string,
  except: number | undefined,
  variableNames: readonly string[] = [],
): ModelProblem['key'] | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'validation.empty';
  const taken = [...model.columns.map((column) => column.name), ...model.computedFields.filter((_field, index) => index !== except).map((field) => field.name)];
  if (taken.includes(trimmed)) return 'validation.uniqueComputedField';
  if (lower(variableNames).has(trimmed.toLowerCase())) return 'validation.uniqueNames';
  return undefined;
}

export function modelProblems(model: ViewModel, variableNames: readonly string[] = []): ModelProblem[] {
  const problems: ModelProblem[] = [];
  const variables = lower(variableNames);
  model.columns.forEach((column, index) => {
    if (variables.has(column.name.toLowerCase())) problems.push({ path: ['columns', index, 'name'], key: 'validation.uniqueNames' });
  });
  model.computedFields.forEach((field, index) => {
    // Only earlier fields count, so the first of two equal names is the one that stays valid.
    const key = computedFieldNameProblem({ ...model, computedFields: model.computedFields.slice(0, index) }, field.name, undefined, variableNames);
    if (key) problems.push({ path: ['computedFields', index, 'name'], key, field: 'name' });
  });
  const fields = new Set([...model.columns.map((column) => column.name), ...model.computedFields.map((field) => field.name)]);
  const hierarchyNames = new Set<string>();
  model.hierarchies.forEach((hierarchy, index) => {
    const name = hierarchy.name.trim();
    if (name === '') problems.push({ path: ['hierarchies', index, 'name'], key: 'validation.empty', field: 'name' });
    else if (fields.has(name) || hierarchyNames.has(name)) problems.push({ path: ['hierarchies', index, 'name'], key: 'validation.uniqueNames' });
    hierarchyNames.add(name);
    if (hierarchy.fields.length === 0) problems.push({ path: ['hierarchies', index, 'fields'], key: 'validation.empty', field: 'fields' });
    hierarchy.fields.forEach((field, fieldIndex) => {
      if (!fields.has(field)) problems.push({ path: ['hierarchies', index, 'fields', fieldIndex], key: 'validation.unknownField' });
    });
  });
  return problems;
}

/** The problem at exactly `path`, if any. */
export const problemAt = (problems: readonly ModelProblem[], path: readonly (string | number)[]): ModelProblem | undefined =>
  problems.find((problem) => problem.path.length === path.length && problem.path.every((segment, index) => segment === path[index]));
