import type { ColumnPermission, ViewModel } from '@redbi/shared/domain';
import { subjectsOf, type Actor } from '@redbi/shared/permissions';

/** Every field of a model: its columns, then its computed fields. */
export const modelFields = (model: ViewModel): string[] => [...model.columns.map((column) => column.name), ...model.computedFields.map((field) => field.name)];

/**
 * The fields of the model hidden from the caller by column permissions (spec §6). The rows of the user and
 * of their roles count: any 'all' hides nothing; otherwise the 'partial' columns together are visible and
 * every other field is hidden ('none' rows alone hide everything). No row at all hides nothing, and the
 * organisation's owner sees everything.
 */
export function hiddenFieldsFor(actor: Actor & { extraUserIds?: readonly string[] }, permissions: readonly ColumnPermission[], model: ViewModel): Set<string> {
  if (actor.isOwner) return new Set();
  const subjects = [...subjectsOf(actor), ...(actor.extraUserIds ?? []).map((id) => ({ type: 'user' as const, id }))];
  const mine = permissions.filter((permission) => subjects.some((subject) => subject.type === permission.subject.type && subject.id === permission.subject.id));
  if (mine.length === 0 || mine.some((permission) => permission.mode === 'all')) return new Set();
  const visible = new Set(mine.filter((permission) => permission.mode === 'partial').flatMap((permission) => permission.columns));
  return new Set(modelFields(model).filter((field) => !visible.has(field)));
}

/** The model without the hidden fields (and hierarchies keep only the fields left). */
export function modelWithout(model: ViewModel, hidden: ReadonlySet<string>): ViewModel {
  if (hidden.size === 0) return model;
  return {
    ...model,
    columns: model.columns.filter((column) => !hidden.has(column.name)),
    computedFields: model.computedFields.filter((field) => !hidden.has(field.name)),
    hierarchies: model.hierarchies
      .map((hierarchy) => ({ ...hierarchy, fields: hierarchy.fields.filter((field) => !hidden.has(field)) }))
      .filter((hierarchy) => hierarchy.fields.length > 0),
  };
}
