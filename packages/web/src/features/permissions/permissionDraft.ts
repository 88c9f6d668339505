import type { PermissionChanges, SubjectPermissions } from '@redbi/shared/domain';
import { privilegesOf, withImplied, type Grant, type Module, type Privilege, type ResourceType, type SubjectRef } from '@redbi/shared/permissions';

/** A change of the privileges set on one node: null removes the setting (the node inherits again). */
export interface SettingChange {
  resourceType: ResourceType;
  resourceId: string;
  privileges: Privilege[] | null;
}

/**
 * The unsaved changes to one subject's permissions, on top of what the server returned. A change that
 * brings a value back to the saved one is dropped, so an empty draft means "nothing to save".
 */
export interface PermissionDraft {
  modules: Partial<Record<Module, boolean>>;
  settings: SettingChange[];
}

export const emptyDraft: PermissionDraft = { modules: {}, settings: [] };

export const changeCount = (draft: PermissionDraft): number => Object.keys(draft.modules).length + draft.settings.length;

const isNode = (type: ResourceType, id: string) => (entry: { resourceType: ResourceType; resourceId: string }) =>
  entry.resourceType === type && entry.resourceId === id;

/** What the server has set on the node, undefined when nothing is (the node inherits). */
export const savedSetting = (saved: SubjectPermissions, type: ResourceType, id: string): Privilege[] | undefined =>
  saved.grants.find(isNode(type, id))?.privileges;

/** What is set on the node once the draft applies; undefined: not set. */
export function settingOn(saved: SubjectPermissions, draft: PermissionDraft, type: ResourceType, id: string): Privilege[] | undefined {
  const change = draft.settings.find(isNode(type, id));
  if (!change) return savedSetting(saved, type, id);
  return change.privileges ?? undefined;
}

export const isChanged = (draft: PermissionDraft, type: ResourceType, id: string): boolean => draft.settings.some(isNode(type, id));

export const moduleOn = (saved: SubjectPermissions, draft: PermissionDraft, module: Module): boolean => draft.modules[module] ?? saved.modules[module];

/** Two settings that amount to the same (Manage alone equals Manage with the rest); undefined is "not set". */
function sameSetting(type: ResourceType, a: readonly Privilege[] | undefined, b: readonly Privilege[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const left = withImplied(type, a);
  const right = withImplied(type, b);
  return left.size === right.size && [...left].every((privilege) => right.has(privilege));
}

export function withModule(saved: SubjectPermissions, draft: PermissionDraft, module: Module, enabled: boolean): PermissionDraft {
  const { [module]: _previous, ...others } = draft.modules;
  return { ...draft, modules: enabled === saved.modules[module] ? others : { ...others, [module]: enabled } };
}

/** Sets (an array, [] for "none") or removes (null) the setting of one node. */
export function withSetting(
  saved: SubjectPermissions,
  draft: PermissionDraft,
  type: ResourceType,
  id: string,
  privileges: Privilege[] | null,
): PermissionDraft {
  const others = draft.settings.filter((change) => !isNode(type, id)(change));
  const backToSaved = sameSetting(type, privileges ?? undefined, savedSetting(saved, type, id));
  return { ...draft, settings: backToSaved ? others : [...others, { resourceType: type, resourceId: id, privileges }] };
}

/** The subject's grants as they will be after saving, to show what each node inherits. */
export function grantsAfter(saved: SubjectPermissions, draft: PermissionDraft): Grant[] {
  const kept = saved.grants.filter((grant) => !draft.settings.some(isNode(grant.resourceType, grant.resourceId)));
  const changed = draft.settings.flatMap((change) =>
    change.privileges ? [{ resourceType: change.resourceType, resourceId: change.resourceId, privileges: change.privileges }] : [],
  );
  return [...kept, ...changed].map((grant) => ({ ...grant, subject: saved.subject }));
}

/** The body of POST …/permissions/grant for the draft. */
export const changesOf = (subject: SubjectRef, draft: PermissionDraft): PermissionChanges => ({
  subject,
  modules: draft.modules,
  grants: draft.settings,
});

/**
 * `current` with `privilege` ticked or unticked, in the type's column order. What `current` implies is
 * ticked too, so ticking Manage ticks every box and unticking it again leaves the others ticked.
 */
export function toggled(type: ResourceType, current: readonly Privilege[], privilege: Privilege, checked: boolean): Privilege[] {
  const next = withImplied(type, current);
  if (checked) next.add(privilege);
  else next.delete(privilege);
  const result = withImplied(type, [...next]);
  return privilegesOf(type).filter((candidate) => result.has(candidate));
}

/** Whether `privilege` follows from the other ticked ones (Manage ⇒ all; Download, Share ⇒ View). */
export const impliedByOthers = (type: ResourceType, current: readonly Privilege[], privilege: Privilege): boolean =>
  withImplied(
    type,
    current.filter((candidate) => candidate !== privilege),
  ).has(privilege);
