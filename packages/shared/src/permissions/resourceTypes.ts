/** Module switches (spec §6): each gates a whole area for a subject. */
export const modules = ['source', 'view', 'viz', 'schedule'] as const;
export type Module = (typeof modules)[number];

export const privileges = ['view', 'access', 'download', 'share', 'manage'] as const;
export type Privilege = (typeof privileges)[number];

/**
 * The resource types privileges attach to (spec §6), the module that gates each, and the privileges it
 * offers. Each type is a folder tree whose root, "all resources", has the id ROOT_RESOURCE_ID. Charts,
 * dashboards and their folders share the viz tree.
 */
export const resourceTypes = {
  viz: { module: 'viz', privileges: ['view', 'download', 'share', 'manage'] },
  storyboard: { module: 'viz', privileges: ['view', 'share', 'manage'] },
  view: { module: 'view', privileges: ['access', 'manage'] },
  source: { module: 'source', privileges: ['access', 'manage'] },
  schedule: { module: 'schedule', privileges: ['manage'] },
} as const satisfies Record<string, { module: Module; privileges: readonly Privilege[] }>;

export type ResourceType = keyof typeof resourceTypes;
export const resourceTypeNames = Object.keys(resourceTypes) as ResourceType[];

/** The "all resources" node of every type's tree. */
export const ROOT_RESOURCE_ID = '*';

export const privilegesOf = (type: ResourceType): readonly Privilege[] => resourceTypes[type].privileges;

/**
 * What holding some privileges amounts to: Manage includes every privilege of the type; Download and Share
 * include View. Privileges the type does not offer are dropped.
 */
export function withImplied(type: ResourceType, held: readonly Privilege[]): Set<Privilege> {
  const offered = privilegesOf(type);
  if (held.includes('manage')) return new Set(offered);
  const result = new Set(held.filter((privilege) => offered.includes(privilege)));
  if ((result.has('download') || result.has('share')) && offered.includes('view')) result.add('view');
  return result;
}
