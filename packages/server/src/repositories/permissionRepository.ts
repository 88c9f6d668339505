import { sql, type Kysely } from 'kysely';
import { type Grant, type Module, type ModuleSwitch, type Privilege, type ResourceType, type SubjectRef } from '@redbi/shared/permissions';
import type { Database } from '../db/schema';

const toGrant = (row: { subject_type: 'role' | 'user'; subject_id: string; resource_type: string; resource_id: string; privileges: string }): Grant => ({
  subject: { type: row.subject_type, id: row.subject_id },
  resourceType: row.resource_type as ResourceType,
  resourceId: row.resource_id,
  privileges: JSON.parse(row.privileges) as Privilege[],
});

/** Module switches and resource grants per subject, within one organisation. */
export function createPermissionRepository(db: Kysely<Database>) {
  /** Rows of any of these subjects (values bound as parameters). */
  const subjectFilter = (subjects: readonly SubjectRef[]) =>
    sql<boolean>`(${sql.join(
      subjects.map((subject) => sql`(subject_type = ${subject.type} and subject_id = ${subject.id})`),
      sql` or `,
    )})`;

  return {
    async grantsOf(orgId: string, subjects: readonly SubjectRef[]): Promise<Grant[]> {
      if (!subjects.length) return [];
      const rows = await db.selectFrom('permission_grants').selectAll().where('org_id', '=', orgId).where(subjectFilter(subjects)).execute();
      return rows.map(toGrant);
    },

    async switchesOf(orgId: string, subjects: readonly SubjectRef[]): Promise<ModuleSwitch[]> {
      if (!subjects.length) return [];
      const rows = await db.selectFrom('module_permissions').selectAll().where('org_id', '=', orgId).where(subjectFilter(subjects)).execute();
      return rows.map((row) => ({ subject: { type: row.subject_type, id: row.subject_id }, module: row.module as Module, enabled: row.enabled === 1 }));
    },

    /** Every grant on some nodes of one resource type, whoever holds it. */
    async grantsOn(orgId: string, resourceType: ResourceType, resourceIds: readonly string[]): Promise<Grant[]> {
      if (!resourceIds.length) return [];
      const rows = await db
        .selectFrom('permission_grants')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('resource_type', '=', resourceType)
        .where('resource_id', 'in', [...resourceIds])
        .execute();
      return rows.map(toGrant);
    },

    setGrant: (orgId: string, subject: SubjectRef, resourceType: ResourceType, resourceId: string, privileges: readonly Privilege[]) =>
      db
        .insertInto('permission_grants')
        .values({
          org_id: orgId,
          subject_type: subject.type,
          subject_id: subject.id,
          resource_type: resourceType,
          resource_id: resourceId,
          privileges: JSON.stringify(privileges),
        })
        .onConflict((conflict) =>
          conflict.columns(['org_id', 'subject_type', 'subject_id', 'resource_type', 'resource_id']).doUpdateSet({ privileges: JSON.stringify(privileges) }),
        )
        .execute(),

    removeGrant: (orgId: string, subject: SubjectRef, resourceType: ResourceType, resourceId: string) =>
      db
        .deleteFrom('permission_grants')
        .where('org_id', '=', orgId)
        .where('subject_type', '=', subject.type)
        .where('subject_id', '=', subject.id)
        .where('resource_type', '=', resourceType)
        .where('resource_id', '=', resourceId)
        .execute(),

    setModule: (orgId: string, subject: SubjectRef, module: Module, enabled: boolean) =>
      db
        .insertInto('module_permissions')
        .values({ org_id: orgId, subject_type: subject.type, subject_id: subject.id, module, enabled: enabled ? 1 : 0 })
        .onConflict((conflict) => conflict.columns(['org_id', 'subject_type', 'subject_id', 'module']).doUpdateSet({ enabled: enabled ? 1 : 0 }))
        .execute(),

    /** Forgets every grant on a resource that is deleted. */
    forgetResource: (orgId: string, resourceType: ResourceType, resourceId: string) =>
      db
        .deleteFrom('permission_grants')
        .where('org_id', '=', orgId)
        .where('resource_type', '=', resourceType)
        .where('resource_id', '=', resourceId)
        .execute(),

    /** Forgets everything set for a subject (a deleted role, a user who left). */
    async forgetSubject(orgId: string, subject: SubjectRef): Promise<void> {
      for (const table of ['permission_grants', 'module_permissions'] as const) {
        await db.deleteFrom(table).where('org_id', '=', orgId).where('subject_type', '=', subject.type).where('subject_id', '=', subject.id).execute();
      }
    },
  };
}

export type PermissionRepository = ReturnType<typeof createPermissionRepository>;
