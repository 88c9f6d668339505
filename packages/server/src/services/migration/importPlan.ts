import type { ImportAction, ImportStrategy, MigrationDoc, MigrationFolderTree, MigrationKind, VariableDoc } from '@redbi/shared/domain';
import { privilegesOn, ROOT_RESOURCE_ID, type Privilege, type ResourceType } from '@redbi/shared/permissions';
import type { OrgActor } from '../access/accessService';
import type { OrgResources, OrgRow } from './orgResources';
import { resourceTypeOf } from './orgResources';
import { moduleOf } from './resources';

/** Why a resource conflicts or fails, or a note on it: an i18n key and its parameters. */
export interface Reason {
  key: string;
  params?: Record<string, string | number>;
  /** A reason of its own (a check's error), worded into the parameter `details`. */
  detail?: Reason;
}

/** One document of the archive and what the import does with it. */
export interface PlanItem {
  /** As the archive holds it. */
  doc: MigrationDoc;
  /** As it is written: ids remapped (strategy new), name made unique (strategy new). */
  target: MigrationDoc;
  action: ImportAction;
  /** The row it overwrites (action update). */
  existing?: OrgRow;
  reasons: Reason[];
}

export interface PlanInput {
  docs: readonly MigrationDoc[];
  strategy: ImportStrategy;
  /** The organisation imported into, as it is now. */
  org: OrgResources;
  /** Ids of the archive that exist in another organisation (ids are unique across the store). */
  foreignIds: ReadonlySet<string>;
  /** The organisation's public variables. */
  publicVariables: readonly { id: string; name: string }[];
  actor: OrgActor;
  newId: () => string;
  /** Checks of one document's content against this server (a source's settings, a view's SQL): the reasons it fails, notes. */
  check(item: PlanItem, plan: ReadonlyMap<string, PlanItem>): { failures: Reason[]; notes: Reason[] };
}

type Tree = MigrationFolderTree | 'storyboard' | 'variable';

const treeOf = (doc: MigrationDoc): Tree =>
  doc.kind === 'folder' ? doc.tree : doc.kind === 'chart' || doc.kind === 'dashboard' ? 'viz' : doc.kind;

const rowTree = (row: OrgRow): Tree => (row.kind === 'folder' ? row.tree : row.type);

const typeOfDoc = (doc: Exclude<MigrationDoc, VariableDoc>): ResourceType => resourceTypeOf(doc.kind, doc.kind === 'folder' ? doc.tree : undefined);

const parentOfDoc = (doc: MigrationDoc): string | null => ('parentId' in doc ? doc.parentId : null);

/**
 * Names that must be unique, and where (spec §5): sources in the organisation, views and vizs (folders
 * alike) in their folder, storyboards in the organisation; folders of sources have no rule. Case is ignored.
 */
function nameScope(tree: Tree, kind: MigrationKind, parentId: string | null): string | undefined {
  if (tree === 'variable') return undefined;
  if (tree === 'source') return kind === 'folder' ? undefined : 'source';
  if (tree === 'storyboard') return 'storyboard';
  return `${tree}:${parentId ?? ''}`;
}

const withName = (doc: MigrationDoc, name: string): MigrationDoc => ({ ...doc, name });

/**
 * What an import would do, resource by resource (spec §4): under `new` every resource gets a new id and the
 * ids inside configs go through one mapping table; under `overwrite` an id present in the organisation is
 * updated, any other created; under `rollback` an existing id is a conflict. A resource also conflicts when
 * its id belongs to another organisation or (but under `new`, which renames) its name is taken, and fails
 * when the caller may not manage it or the folder it goes into, when something it needs is neither in the
 * archive nor in the organisation, or when its content does not pass this server's checks.
 */
export function planImport(input: PlanInput): PlanItem[] {
  const { docs, strategy, org, actor } = input;
  const idMap = new Map<string, string>();
  if (strategy === 'new') {
    for (const doc of docs) {
      idMap.set(doc.id, input.newId());
      if (doc.kind === 'view') for (const variable of doc.variables) idMap.set(variable.id, input.newId());
    }
  }
  const mapId = (id: string) => idMap.get(id) ?? id;

  // Pass 1: ids and actions.
  const items: PlanItem[] = docs.map((doc) => {
    const target = strategy === 'new' ? moduleOf(doc).remap(doc, mapId) : doc;
    if (doc.kind === 'variable') return planVariable(doc, target as VariableDoc, input);
    if (strategy === 'new') return { doc, target, action: 'create', reasons: [] };
    if (input.foreignIds.has(doc.id)) return { doc, target, action: 'conflict', reasons: [{ key: 'migration.idElsewhere' }] };
    const existing = org.byId.get(doc.id);
    if (!existing) return { doc, target, action: 'create', reasons: [] };
    const sameKind = existing.kind === doc.kind && rowTree(existing) === treeOf(doc);
    if (strategy === 'rollback' || !sameKind) return { doc, target, action: 'conflict', existing, reasons: [{ key: 'migration.idExists' }] };
    return { doc, target, action: 'update', existing, reasons: [] };
  });
  const plan = new Map(items.map((item) => [item.target.id, item]));

  const has = (privilege: Privilege, type: ResourceType, id: string) => privilegesOn(actor, { type, id }, org.parentOf).has(privilege);
  const mayCreateUnder = (type: ResourceType, parentId: string | null): boolean => {
    if (parentId === null) return has('manage', type, ROOT_RESOURCE_ID);
    // A folder of the archive is the caller's once imported (its creator gets Manage), or needs Manage to be
    // overwritten; either way its own item says whether they may, and the import goes ahead only if it may.
    if (plan.has(parentId)) return true;
    return has('manage', type, parentId);
  };

  // Names taken by what stays as it is (rows this import overwrites take their new names below).
  const taken = new Map<string, Set<string>>();
  const take = (scope: string | undefined, name: string) => {
    if (scope === undefined) return;
    const names = taken.get(scope) ?? new Set<string>();
    names.add(name.toLowerCase());
    taken.set(scope, names);
  };
  const isTaken = (scope: string | undefined, name: string) => scope !== undefined && (taken.get(scope)?.has(name.toLowerCase()) ?? false);
  for (const row of org.rows) {
    if (plan.get(row.row.id)?.action === 'update') continue;
    take(nameScope(rowTree(row), row.kind, row.row.parent_id), row.row.name);
  }

  // Pass 2: references, permissions, names, content.
  for (const item of items) {
    if (item.action === 'conflict' || item.action === 'reuse') continue;
    const { target } = item;
    if (target.kind === 'variable') {
      // Public variables are the owners' (as their own calls are).
      if (!actor.isOwner) {
        item.action = 'fail';
        item.reasons.unshift({ key: 'migration.forbidden' });
      }
      continue;
    }
    const failures: Reason[] = [];
    const type = typeOfDoc(target);
    for (const ref of moduleOf(target).references(target)) {
      const planned = plan.get(ref.id);
      const existing = org.byId.get(ref.id);
      const found = planned ? planned.target.kind === ref.kind : existing?.kind === ref.kind;
      // What it uses from outside the archive must be usable by the caller: Access on a source or view, View on a chart or dashboard.
      if (found && !planned && existing && ref.kind !== 'folder' && !has(existing.type === 'viz' ? 'view' : 'access', existing.type, ref.id)) {
        failures.push({ key: 'migration.forbidden' });
      }
      if (!ref.required) {
        // What a board or storyboard merely shows may be gone: it says so where it is shown.
        if (!found) item.reasons.push({ key: 'migration.missingReference', params: { kind: `migration.kinds.${ref.kind}`, id: ref.id } });
        continue;
      }
      if (!found) {
        failures.push({ key: 'migration.missingReference', params: { kind: `migration.kinds.${ref.kind}`, id: ref.id } });
        continue;
      }
      const refTree = planned ? treeOf(planned.target) : rowTree(existing as OrgRow);
      if (ref.kind === 'folder' && refTree !== treeOf(target)) failures.push({ key: 'migration.wrongParent', params: { id: ref.id } });
    }
    const parentId = parentOfDoc(target);
    const allowed =
      item.action === 'update'
        ? has('manage', type, target.id) && (parentId === item.existing?.row.parent_id || mayCreateUnder(type, parentId))
        : mayCreateUnder(type, parentId);
    if (!allowed) failures.push({ key: 'migration.forbidden' });

    const scope = nameScope(treeOf(target), target.kind, parentId);
    if (isTaken(scope, target.name)) {
      if (strategy === 'new') {
        let n = 2;
        while (isTaken(scope, `${target.name} (${n})`)) n += 1;
        item.target = withName(target, `${target.name} (${n})`);
        item.reasons.push({ key: 'migration.renamed', params: { name: item.target.name } });
      } else {
        item.action = 'conflict';
        item.reasons.push({ key: 'migration.nameTaken', params: { name: target.name } });
        continue;
      }
    }
    take(scope, item.target.name);

    const checked = failures.length === 0 ? input.check(item, plan) : { failures: [], notes: [] };
    failures.push(...checked.failures);
    item.reasons.push(...checked.notes);
    if (failures.length > 0) {
      item.action = 'fail';
      const text = (reason: Reason) => JSON.stringify([reason.key, reason.params]);
      item.reasons.unshift(...failures.filter((reason, index) => failures.findIndex((other) => text(other) === text(reason)) === index));
    }
  }
  return items;
}

/**
 * A public variable: its name is its identity in SQL. The organisation's own variable of that name is used as
 * it is (`reuse`), but under overwrite, where the same id is updated, and rollback, where an existing id is a
 * conflict; otherwise it is created (with a new id under new).
 */
function planVariable(doc: VariableDoc, target: VariableDoc, input: PlanInput): PlanItem {
  const byName = input.publicVariables.find((variable) => variable.name.toLowerCase() === doc.name.toLowerCase());
  const byId = input.publicVariables.find((variable) => variable.id === doc.id);
  if (input.strategy !== 'new' && byId) {
    if (input.strategy === 'rollback') return { doc, target, action: 'conflict', reasons: [{ key: 'migration.idExists' }] };
    if (byName && byName.id !== byId.id) return { doc, target, action: 'conflict', reasons: [{ key: 'migration.nameTaken', params: { name: doc.name } }] };
    return { doc, target, action: 'update', reasons: [] };
  }
  if (byName) return { doc, target: { ...target, id: byName.id }, action: 'reuse', reasons: [{ key: 'migration.reused' }] };
  if (input.strategy !== 'new' && input.foreignIds.has(doc.id)) return { doc, target, action: 'conflict', reasons: [{ key: 'migration.idElsewhere' }] };
  return { doc, target, action: 'create', reasons: [] };
}
