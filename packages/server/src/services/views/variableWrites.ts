import type { VariableInputSchema } from '@redbi/shared/domain';
import type { z } from 'zod';
import type { Repositories } from '../../repositories';
import type { VariableRow, VariableValueRow } from '../../repositories/variableRepository';

/** A variable as a request gives it, once parsed (defaults applied). */
export type VariableInputValue = z.output<typeof VariableInputSchema>;

/** The stored columns of a variable, but for its identity and timestamps. */
export const variableColumns = (input: VariableInputValue) => ({
  name: input.name,
  label: input.label,
  type: input.type,
  value_type: input.valueType,
  permission: input.permission,
  default_value: JSON.stringify(input.defaultValue),
  expression: input.expression ? 1 : 0,
});

export const valueRowsOf = (values: VariableInputValue['values']): Omit<VariableValueRow, 'variable_id'>[] =>
  values.map((entry) => ({
    subject_type: entry.subject.type,
    subject_id: entry.subject.id,
    values: JSON.stringify(entry.values),
    use_default: entry.useDefault ? 1 : 0,
    permission: entry.permission ?? null,
  }));

interface VariableSetSave {
  orgId: string;
  viewId: string;
  /** The view's variables as stored. */
  existing: readonly VariableRow[];
  inputs: readonly VariableInputValue[];
  newId(): string;
  now: string;
}

/**
 * Saves a view's variables as a set (inside the saving transaction): an entry with the id of one of the
 * view's variables updates it (it keeps its id, so charts and values keyed by it stay), the others are
 * created, and the view's variables not given are deleted with their values.
 */
export async function saveVariableSet(repos: Repositories, save: VariableSetSave): Promise<void> {
  const existingIds = new Set(save.existing.map((row) => row.id));
  const kept = save.inputs.filter((input): input is VariableInputValue & { id: string } => input.id !== undefined && existingIds.has(input.id));
  const keptIds = new Set(kept.map((input) => input.id));
  for (const row of save.existing) if (!keptIds.has(row.id)) await repos.variables.delete(row.id);
  // Renamed variables step aside first, so that two variables may swap names in one save.
  const renamed = kept.filter((input) => save.existing.find((row) => row.id === input.id)?.name !== input.name);
  for (const input of renamed) await repos.variables.update(input.id, { name: `~${input.id}` });
  for (const input of save.inputs) {
    const id = input.id !== undefined && keptIds.has(input.id) ? input.id : save.newId();
    if (keptIds.has(id)) {
      await repos.variables.update(id, { ...variableColumns(input), updated_at: save.now });
    } else {
      await repos.variables.insert({ id, org_id: save.orgId, view_id: save.viewId, ...variableColumns(input), created_at: save.now, updated_at: save.now });
    }
    await repos.variables.replaceValues(id, valueRowsOf(input.values));
  }
}
