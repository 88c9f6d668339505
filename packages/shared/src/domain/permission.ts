import { z } from 'zod';
import { modules, privileges, resourceTypeNames, resourceTypes, subjectTypes, type Module, type ResourceType } from '../permissions';
import { idField } from './fields';

const resourceTypeField = () => z.enum(resourceTypeNames as [ResourceType, ...ResourceType[]]);
/** One value per module switch, e.g. { source: true, view: false, … }. */
function moduleMap<T extends z.ZodType>(value: T) {
  return z.object(Object.fromEntries(modules.map((module) => [module, value])) as { [K in Module]: T });
}

export const SubjectRefSchema = z.object({ type: z.enum(subjectTypes), id: idField() }).meta({ id: 'SubjectRef' });

export const PermissionGrantSchema = z
  .object({
    resourceType: resourceTypeField(),
    resourceId: idField().meta({ description: 'A resource or folder id, or "*" for all resources of the type' }),
    privileges: z.array(z.enum(privileges)),
  })
  .meta({ id: 'PermissionGrant' });
export type PermissionGrant = z.infer<typeof PermissionGrantSchema>;

/** Everything set for one role or one user. */
export const SubjectPermissionsSchema = z
  .object({
    subject: SubjectRefSchema,
    modules: moduleMap(z.boolean()),
    grants: z.array(PermissionGrantSchema),
  })
  .meta({ id: 'SubjectPermissions' });
export type SubjectPermissions = z.infer<typeof SubjectPermissionsSchema>;

export const SubjectQuerySchema = z.object({ subjectType: z.enum(subjectTypes), subjectId: idField() });

/**
 * Changes to one subject's permissions: module switches to set, and privileges per resource. `privileges:
 * null` removes the setting (the resource inherits again); `[]` sets "none" on it.
 */
export const PermissionChangesSchema = z
  .object({
    subject: SubjectRefSchema,
    modules: moduleMap(z.boolean().optional()).partial().default({}),
    grants: z
      .array(PermissionGrantSchema.extend({ privileges: z.array(z.enum(privileges)).nullable() }))
      .max(10_000)
      .default([]),
  })
  .superRefine((value, context) => {
    value.grants.forEach((grant, index) => {
      const offered: readonly string[] = resourceTypes[grant.resourceType].privileges;
      if (grant.privileges?.some((privilege) => !offered.includes(privilege))) {
        context.addIssue({ code: 'custom', message: 'validation.privilegeOfType', path: ['grants', index, 'privileges'] });
      }
    });
  });
export type PermissionChanges = z.input<typeof PermissionChangesSchema>;
/** The changes once validated, with defaults filled in. */
export type PermissionChangeSet = z.output<typeof PermissionChangesSchema>;

export const ResourceQuerySchema = z.object({ resourceType: resourceTypeField(), resourceId: idField() });
export const ResourceTypeQuerySchema = z.object({ resourceType: resourceTypeField() });

/** Who holds what on one resource, and from where (the resource itself, a folder, or all resources). */
export const ResourcePermissionsSchema = z
  .object({
    resourceType: resourceTypeField(),
    resourceId: z.string(),
    entries: z.array(
      z.object({
        subject: SubjectRefSchema,
        subjectName: z.string(),
        privileges: z.array(z.enum(privileges)),
        inheritedFrom: z.string().nullable().meta({ description: 'null when set on the resource itself' }),
      }),
    ),
    owners: z.array(z.object({ id: z.string(), name: z.string() })).meta({ description: 'Owners may do everything' }),
  })
  .meta({ id: 'ResourcePermissions' });
export type ResourcePermissions = z.infer<typeof ResourcePermissionsSchema>;

/** A node of a resource type's tree, as the permission screens show it. */
export const ResourceNodeSchema = z
  .object({ id: z.string(), parentId: z.string().nullable(), name: z.string(), isFolder: z.boolean() })
  .meta({ id: 'ResourceNode' });
export type ResourceNode = z.infer<typeof ResourceNodeSchema>;

/** What the caller may do in an organisation; the UI shows and hides by it, never by its own rules. */
export const AbilitiesSchema = z
  .object({
    orgId: z.string(),
    isOwner: z.boolean(),
    /** Members, roles, permissions, organisation settings. */
    manageOrganization: z.boolean(),
    modules: moduleMap(z.boolean()),
    /**
     * The resource trees whose top ("all resources") the caller manages, so may create things at the top
     * of (the New buttons show by it and by the folders they manage); absent when there are none.
     */
    manageTop: z.array(resourceTypeField()).optional(),
  })
  .meta({ id: 'Abilities' });
export type Abilities = z.infer<typeof AbilitiesSchema>;
