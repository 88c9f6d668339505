import type { ChartDoc, DashboardDoc, FolderDoc, MigrationDoc, SourceDoc, StoryboardDoc, VariableDoc, ViewDoc } from '@redbi/shared/domain';
import type { ResourceType } from '@redbi/shared/permissions';
import type { Repositories } from '../../repositories';
import { dashboardRefsOf } from '../dashboards/dashboardRefs';
import { storedScript } from '../views/viewRecords';
import type { PlanItem } from './importPlan';
import { resourceTypeOf } from './orgResources';
import { boardOf } from './resources/dashboardResource';

/** What the writes need besides the plan: who imports, when, and the sealed settings of each source. */
export interface WriteContext {
  orgId: string;
  userId: string;
  isOwner: boolean;
  now: string;
  /** Sealed configuration and account privileges of each source written, by target id. */
  sources: ReadonlyMap<string, { config: string; accountPrivileges: string | null }>;
  /** Called before every row written (the fault-injection hook of the tests counts here). */
  beforeWrite(): void;
}

/**
 * Writes one planned resource (create or update) through the repositories of the import's transaction.
 * Creators get Manage on what they create, as when they make it by hand (owners have it anyway).
 */
export async function writeItem(repos: Repositories, item: PlanItem, w: WriteContext): Promise<void> {
  const doc = item.target;
  const create = item.action === 'create';
  w.beforeWrite();
  switch (doc.kind) {
    case 'folder':
      await writeFolder(repos, doc, create, w);
      break;
    case 'source':
      await writeSource(repos, doc, create, w);
      break;
    case 'variable':
      await writeVariable(repos, doc, create, w);
      break;
    case 'view':
      await writeView(repos, doc, create, w);
      break;
    case 'chart':
    case 'dashboard':
      await writeViz(repos, doc, create, w);
      break;
    case 'storyboard':
      await writeStoryboard(repos, doc, create, w);
      break;
  }
  if (create && !w.isOwner && doc.kind !== 'variable') {
    w.beforeWrite();
    const type: ResourceType = resourceTypeOf(doc.kind, doc.kind === 'folder' ? doc.tree : undefined);
    await repos.permissions.setGrant(w.orgId, { type: 'user', id: w.userId }, type, doc.id, ['manage']);
  }
}

const created = (w: WriteContext) => ({ org_id: w.orgId, archived: 0, created_by: w.userId, created_at: w.now, updated_at: w.now });

async function writeFolder(repos: Repositories, doc: FolderDoc, create: boolean, w: WriteContext): Promise<void> {
  const place = { name: doc.name, parent_id: doc.parentId, index: doc.index };
  const base = { id: doc.id, ...place, description: '', ...created(w) };
  if (doc.tree === 'source') {
    if (create) await repos.sources.insert({ ...base, is_folder: 1, type: null, config: '{}', account_privileges: null });
    else await repos.sources.update(doc.id, { ...place, updated_at: w.now });
  } else if (doc.tree === 'view') {
    if (create) await repos.views.insert({ ...base, is_folder: 1, source_id: null, type: null, script: '', model: '{}', config: '{}' });
    else await repos.views.update(doc.id, { ...place, updated_at: w.now });
  } else if (create) {
    await repos.vizs.insert({ ...base, kind: 'folder', status: 'unpublished', view_id: null, config: '{}' });
  } else {
    await repos.vizs.update(doc.id, { ...place, updated_at: w.now });
  }
}

async function writeSource(repos: Repositories, doc: SourceDoc, create: boolean, w: WriteContext): Promise<void> {
  const settings = w.sources.get(doc.id) ?? { config: '{}', accountPrivileges: null };
  const columns = {
    name: doc.name,
    description: doc.description,
    parent_id: doc.parentId,
    index: doc.index,
    type: doc.type,
    config: settings.config,
    account_privileges: settings.accountPrivileges,
  };
  if (create) await repos.sources.insert({ id: doc.id, ...columns, is_folder: 0, ...created(w) });
  else await repos.sources.update(doc.id, { ...columns, updated_at: w.now });
}

const variableColumns = (variable: VariableDoc | ViewDoc['variables'][number], now: string) => ({
  name: variable.name,
  label: variable.label,
  type: variable.type,
  value_type: variable.valueType,
  permission: variable.permission,
  default_value: JSON.stringify(variable.defaultValue),
  expression: variable.expression ? 1 : 0,
  updated_at: now,
});

/** A public variable of the organisation (no view). */
async function writeVariable(repos: Repositories, doc: VariableDoc, create: boolean, w: WriteContext): Promise<void> {
  if (create) await repos.variables.insert({ id: doc.id, org_id: w.orgId, view_id: null, ...variableColumns(doc, w.now), created_at: w.now });
  else await repos.variables.update(doc.id, variableColumns(doc, w.now));
}

async function writeView(repos: Repositories, doc: ViewDoc, create: boolean, w: WriteContext): Promise<void> {
  const columns = {
    name: doc.name,
    description: doc.description,
    parent_id: doc.parentId,
    index: doc.index,
    source_id: doc.sourceId,
    type: doc.type,
    script: storedScript(doc.script as Parameters<typeof storedScript>[0]),
    model: JSON.stringify(doc.model),
    config: JSON.stringify(doc.config),
  };
  if (create) await repos.views.insert({ id: doc.id, ...columns, is_folder: 0, ...created(w) });
  else await repos.views.update(doc.id, { ...columns, updated_at: w.now });
  // Its variables as the document has them; those it no longer has go, with their values.
  const stored = create ? [] : await repos.variables.listForView(doc.id);
  const kept = new Set(doc.variables.map((variable) => variable.id));
  for (const variable of stored.filter((row) => !kept.has(row.id))) {
    w.beforeWrite();
    await repos.variables.replaceValues(variable.id, []);
    await repos.variables.delete(variable.id);
  }
  for (const variable of doc.variables) {
    w.beforeWrite();
    const columns = variableColumns(variable, w.now);
    if (stored.some((row) => row.id === variable.id)) await repos.variables.update(variable.id, columns);
    else await repos.variables.insert({ id: variable.id, org_id: w.orgId, view_id: doc.id, ...columns, created_at: w.now });
  }
}

async function writeViz(repos: Repositories, doc: ChartDoc | DashboardDoc, create: boolean, w: WriteContext): Promise<void> {
  const board = doc.kind === 'dashboard' ? boardOf(doc) : undefined;
  const columns = {
    name: doc.name,
    description: doc.description,
    parent_id: doc.parentId,
    index: doc.index,
    status: doc.status,
    view_id: doc.kind === 'chart' ? doc.viewId : null,
    config: JSON.stringify(board ?? doc.config),
  };
  if (create) await repos.vizs.insert({ id: doc.id, ...columns, kind: doc.kind, ...created(w) });
  else await repos.vizs.update(doc.id, { ...columns, kind: doc.kind, updated_at: w.now });
  if (board) {
    w.beforeWrite();
    await repos.vizs.replaceDashboardRefs(doc.id, dashboardRefsOf(board));
  }
}

async function writeStoryboard(repos: Repositories, doc: StoryboardDoc, create: boolean, w: WriteContext): Promise<void> {
  const columns = { name: doc.name, description: doc.description, index: doc.index, status: doc.status, config: JSON.stringify(doc.config) };
  if (create) await repos.storyboards.insert({ id: doc.id, ...columns, ...created(w) });
  else await repos.storyboards.update(doc.id, { ...columns, updated_at: w.now });
}

/** Parents before children: folders by depth (within the archive), then the kinds in archive order. */
export function writeOrder(items: readonly PlanItem[]): PlanItem[] {
  const byId = new Map(items.map((item) => [item.target.id, item]));
  const depth = (item: PlanItem, seen = new Set<string>()): number => {
    const parent = 'parentId' in item.target ? item.target.parentId : null;
    const parentItem = parent === null ? undefined : byId.get(parent);
    if (!parentItem || seen.has(item.target.id)) return 0;
    seen.add(item.target.id);
    return 1 + depth(parentItem, seen);
  };
  const kindRank: Record<MigrationDoc['kind'], number> = { folder: 0, source: 1, variable: 2, view: 3, chart: 4, dashboard: 5, storyboard: 6 };
  return [...items].sort((a, b) => kindRank[a.target.kind] - kindRank[b.target.kind] || depth(a) - depth(b));
}
