import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { preparedQuery } from '../db/preparedQuery';
import type { Database, VariablesTable, VariableValuesTable } from '../db/schema';

export type VariableRow = Selectable<VariablesTable>;
export type VariableValueRow = Selectable<VariableValuesTable>;

export function createVariableRepository(db: Kysely<Database>) {
  // Read for every query on a view: compiled once.
  const listForView = preparedQuery(db, (viewId: string) => db.selectFrom('variables').selectAll().where('view_id', '=', viewId).orderBy('created_at').orderBy('name'));
  const listPublic = preparedQuery(db, (orgId: string) =>
    db.selectFrom('variables').selectAll().where('org_id', '=', orgId).where('view_id', 'is', null).orderBy('created_at').orderBy('name'),
  );
  return {
    /** The variables of a view. */
    listForView: (viewId: string): Promise<VariableRow[]> => listForView(viewId),

    /** The public variables of an organisation (every view knows them). */
    listPublic: (orgId: string): Promise<VariableRow[]> => listPublic(orgId),

    find: (id: string): Promise<VariableRow | undefined> => db.selectFrom('variables').selectAll().where('id', '=', id).executeTakeFirst(),

    insert: (row: Insertable<VariablesTable>) => db.insertInto('variables').values(row).execute(),

    update: (id: string, changes: Updateable<VariablesTable>) => db.updateTable('variables').set(changes).where('id', '=', id).execute(),

    delete: (id: string) => db.deleteFrom('variables').where('id', '=', id).execute(),

    /** The values per subject of the given variables. */
    values: (variableIds: readonly string[]): Promise<VariableValueRow[]> =>
      variableIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('variable_values').selectAll().where('variable_id', 'in', variableIds).orderBy('subject_type').orderBy('subject_id').execute(),

    /** The values the given subjects (a user and their roles) have for the given variables. */
    valuesFor: (variableIds: readonly string[], subjects: readonly { type: 'role' | 'user'; id: string }[]): Promise<VariableValueRow[]> =>
      variableIds.length === 0 || subjects.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('variable_values')
            .selectAll()
            .where('variable_id', 'in', variableIds)
            .where((eb) => eb.or(subjects.map((subject) => eb.and([eb('subject_type', '=', subject.type), eb('subject_id', '=', subject.id)]))))
            .execute(),

    /** Replaces every value per subject of one variable (run inside a transaction). */
    async replaceValues(variableId: string, rows: readonly Omit<VariableValueRow, 'variable_id'>[]): Promise<void> {
      await db.deleteFrom('variable_values').where('variable_id', '=', variableId).execute();
      if (rows.length > 0) await db.insertInto('variable_values').values(rows.map((row) => ({ ...row, variable_id: variableId }))).execute();
    },

    /** A role or member leaves the organisation: their values of its variables go with them. */
    forgetSubjectValues: (orgId: string, subject: { type: 'role' | 'user'; id: string }) =>
      db
        .deleteFrom('variable_values')
        .where('subject_type', '=', subject.type)
        .where('subject_id', '=', subject.id)
        .where('variable_id', 'in', db.selectFrom('variables').select('id').where('org_id', '=', orgId))
        .execute(),
  };
}

export type VariableRepository = ReturnType<typeof createVariableRepository>;
