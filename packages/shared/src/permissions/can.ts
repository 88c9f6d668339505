import { ROOT_RESOURCE_ID, privilegesOf, resourceTypes, withImplied, type Module, type Privilege, type ResourceType } from './resourceTypes';

export const subjectTypes = ['role', 'user'] as const;
export type SubjectType = (typeof subjectTypes)[number];

/** A role, or a user on their own (spec §6: permissions per subject). */
export interface SubjectRef {
  type: SubjectType;
  id: string;
}

/** Privileges set on one resource (or on a folder, or on ROOT_RESOURCE_ID) for one subject; [] sets "none". */
export interface Grant {
  subject: SubjectRef;
  resourceType: ResourceType;
  resourceId: string;
  privileges: readonly Privilege[];
}

export interface ModuleSwitch {
  subject: SubjectRef;
  module: Module;
  enabled: boolean;
}

/** Everything the policy needs to know of one user in one organisation. */
export interface Actor {
  userId: string;
  isOwner: boolean;
  roleIds: readonly string[];
  /** The switches and grants of the user and of their roles (others are ignored). */
  moduleSwitches: readonly ModuleSwitch[];
  grants: readonly Grant[];
}

export interface ResourceRef {
  type: ResourceType;
  /** An item or folder id, or ROOT_RESOURCE_ID. */
  id: string;
}

/** The parent folder of a node; null or undefined for a top-level node (whose parent is the root). */
export type ParentOf = (type: ResourceType, id: string) => string | null | undefined;

const sameSubject = (a: SubjectRef, b: SubjectRef) => a.type === b.type && a.id === b.id;

/** The actor and their roles, the subjects whose switches and grants count for them. */
export const subjectsOf = (actor: Actor): SubjectRef[] => [
  { type: 'user', id: actor.userId },
  ...actor.roleIds.map((id): SubjectRef => ({ type: 'role', id })),
];

export function moduleEnabled(actor: Actor, module: Module): boolean {
  if (actor.isOwner) return true;
  const subjects = subjectsOf(actor);
  return actor.moduleSwitches.some((s) => s.module === module && s.enabled && subjects.some((subject) => sameSubject(subject, s.subject)));
}

/** The node, its folders up the tree, and the root: where privileges are looked up, nearest first. */
export function ancestry(resource: ResourceRef, parentOf: ParentOf): string[] {
  const chain: string[] = [];
  let current: string | null | undefined = resource.id;
  while (current && current !== ROOT_RESOURCE_ID && !chain.includes(current)) {
    chain.push(current);
    current = parentOf(resource.type, current);
  }
  chain.push(ROOT_RESOURCE_ID);
  return chain;
}

/**
 * The privileges one subject holds on a resource: those of the nearest node (the item, then its folders,
 * then "all resources") that has a grant for the subject. An item's own setting overrides its folder's.
 */
export function subjectPrivileges(
  grants: readonly Grant[],
  subject: SubjectRef,
  resource: ResourceRef,
  parentOf: ParentOf,
): { privileges: Set<Privilege>; from: string | undefined } {
  for (const node of ancestry(resource, parentOf)) {
    const grant = grants.find((g) => g.resourceType === resource.type && g.resourceId === node && sameSubject(g.subject, subject));
    if (grant) return { privileges: withImplied(resource.type, grant.privileges), from: node };
  }
  return { privileges: new Set(), from: undefined };
}

/** Every privilege the actor holds on a resource (all of the type for an owner; none with the module off). */
export function privilegesOn(actor: Actor, resource: ResourceRef, parentOf: ParentOf): Set<Privilege> {
  if (actor.isOwner) return new Set(privilegesOf(resource.type));
  if (!moduleEnabled(actor, resourceTypes[resource.type].module)) return new Set();
  const held = new Set<Privilege>();
  for (const subject of subjectsOf(actor)) {
    for (const privilege of subjectPrivileges(actor.grants, subject, resource, parentOf).privileges) held.add(privilege);
  }
  return held;
}

/**
 * The one permission policy (ARCHITECTURE §4.3): may `actor` use `privilege` on `resource`? Owners may do
 * everything; otherwise the resource's module must be on for one of the actor's subjects and one of those
 * subjects must hold the privilege, inherited down the folder tree.
 */
export function can(actor: Actor, privilege: Privilege, resource: ResourceRef, parentOf: ParentOf): boolean {
  if (!privilegesOf(resource.type).includes(privilege)) {
    throw new Error(`${resource.type} has no privilege "${privilege}"`);
  }
  return privilegesOn(actor, resource, parentOf).has(privilege);
}
