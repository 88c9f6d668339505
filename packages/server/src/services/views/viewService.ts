import type { AccessPrivilege, NewViewSchema, View, ViewDataPermissions, ViewDataPermissionsUpdateSchema, ViewNode, ViewUpdateSchema } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { connectorTypes, type Dialect, type SourceType } from '@redbi/shared/sources';
import type { z } from 'zod';
import { LRUCache } from 'lru-cache';
import { whenUniqueViolated } from '../../db/databaseErrors';
import { orgScope } from '../../db/metadataVersions';
import type { Repositories } from '../../repositories';
import type { SourceRow } from '../../repositories/sourceRepository';
import type { VariableRow } from '../../repositories/variableRepository';
import type { ViewRow } from '../../repositories/viewRepository';
import type { AccessService, OrgActor } from '../access/accessService';
import { isoNow, type ServiceContext } from '../serviceContext';
import type { SourceService } from '../sources/sourceService';
import { asNotFound } from '../trees/asNotFound';
import { VersionedCache } from '../versionedCache';
import { createFolderTree, type LoadedTree } from '../trees/folderTree';
import { modelFields } from './columnVisibility';
import { assertOrgSubjects, subjectsIn } from './orgSubjects';
import type { QueryableView } from './queryableView';
import { checkWithDatabase } from './sqlDatabaseCheck';
import { checkColumnPermissions, checkDefinition, checkValueTypes, validDefinition, type ViewDefinitionValue } from './viewDefinitionCheck';
import { presentView, type StoredView } from './viewPresentation';
import { presentViewNode } from './viewNodes';
import { columnPermissionOf, columnPermissionRows, definitionColumns, viewDefinitionOf } from './viewRecords';
import { viewUsagesOf, type ViewUsageCounter } from './viewUsage';
import { loadPublicVariables, loadViewVariables, variableInputOf } from './viewVariables';
import { saveVariableSet, valueRowsOf } from './variableWrites';

type NewViewBody = z.output<typeof NewViewSchema>;
type ViewUpdateBody = z.output<typeof ViewUpdateSchema>;
type DataPermissionsBody = z.output<typeof ViewDataPermissionsUpdateSchema>;
type Loaded = LoadedTree<ViewRow>;

const notFound = () => new AppError('NOT_FOUND', { params: { resource: 'view' } });
const nameTaken = (name: string) => new AppError('VIEW_NAME_TAKEN', { params: { name } });
const dialectOf = (source: SourceRow): Dialect => connectorTypes[source.type as SourceType].dialect;

/** How many views resolved for a caller (queryable) are kept, and how many views' organisations. */
const QUERYABLE_KEPT = 10_000;
/** The most characters of view definitions (SQL, model, settings, variables) they may hold together. */
const QUERYABLE_CHARACTERS = 64 * 1024 * 1024;

/** About how many characters a resolved view holds: its stored definition, its source, and its variables. */
const sizeOfQueryable = ({ row, source, variables, publicVariables, columnPermissions }: QueryableView): number =>
  row.script.length + row.model.length + row.config.length + source.config.length + 500 * (variables.length + publicVariables.length + columnPermissions.length + 1);

export interface ViewServiceDeps {
  access: AccessService;
  /** `connectionOf`: SQL the grammar cannot read is prepared on the source's pool (never run). */
  sources: Pick<SourceService, 'usable' | 'connectionOf'>;
  /** Features that build on views (charts) register how many uses a view has; it cannot go while used. */
  usageCounters?: readonly ViewUsageCounter[];
  /** The dashboards whose widgets read a view: it cannot go while there are any, and the refusal names them. */
  dashboardsReading?: (orgId: string, viewId: string) => Promise<{ name: string }[]>;
}

/**
 * Views and their folders (spec §2, §3, §6): one tree per organisation, guarded by Access (query, build
 * charts) and Manage (edit, see the SQL and the data permissions). Saving checks the SQL with a real parser
 * and computed fields with the expression checker of the source's dialect; no query runs here.
 */
export function createViewService(ctx: ServiceContext, { access, sources, usageCounters = [], dashboardsReading }: ViewServiceDeps) {
  const tree = createFolderTree(ctx, access, {
    type: 'view',
    repository: (repos) => repos.views,
    presentNode: presentViewNode,
    namesPerFolder: { takenIn: (orgId, parentId, row) => ctx.store.views.nameTaken(orgId, parentId, row.name, row.id), taken: nameTaken },
  });
  /** queryable()'s answers per caller and view, kept with the organisation's version (frozen, shared). */
  const queryables = new VersionedCache<QueryableView>(ctx.store.versions, { max: QUERYABLE_KEPT, maxSize: QUERYABLE_CHARACTERS, sizeOf: sizeOfQueryable });
  /** The organisation of each view: a view never moves to another one (its id is never used again). */
  const viewOrgs = new LRUCache<string, string>({ max: QUERYABLE_KEPT });

  async function orgOfView(viewId: string): Promise<string> {
    const known = viewOrgs.get(viewId);
    if (known !== undefined) return known;
    const found = await ctx.store.views.find(viewId);
    if (!found) throw notFound();
    viewOrgs.set(viewId, found.org_id);
    return found.org_id;
  }

  async function stored(loaded: Loaded, row: ViewRow): Promise<StoredView & { variableRows: VariableRow[] }> {
    const [variables, permissionRows] = await Promise.all([loadViewVariables(ctx, row.id), ctx.store.views.columnPermissions(row.id)]);
    return {
      row,
      privileges: tree.privilegesOf(loaded, row.id),
      variables: variables.variables,
      variableRows: variables.rows,
      columnPermissions: permissionRows.map(columnPermissionOf),
    };
  }

  async function present(orgId: string, userId: string, id: string): Promise<View> {
    const loaded = await tree.load(orgId, userId);
    const row = tree.rowOf(loaded, id);
    tree.require(loaded, 'access', id);
    return presentView(loaded.actor, await stored(loaded, row));
  }

  /** What the runner needs of a view, for the caller the tree was loaded for. */
  async function queryableOf(loaded: Loaded, row: ViewRow, privileges: AccessPrivilege[]): Promise<QueryableView> {
    if (row.is_folder === 1 || row.source_id === null) throw notFound();
    const [source, view, publicVariables] = await Promise.all([
      ctx.store.sources.find(loaded.orgId, row.source_id),
      stored(loaded, row),
      loadPublicVariables(ctx, loaded.orgId),
    ]);
    if (!source) throw new AppError('NOT_FOUND', { params: { resource: 'source' } });
    return {
      orgId: loaded.orgId,
      actor: loaded.actor,
      row,
      source,
      privileges,
      definition: viewDefinitionOf(row),
      variables: view.variables,
      publicVariables: publicVariables.variables,
      columnPermissions: view.columnPermissions,
    };
  }

  /** The source a view is built on: Access on it, in the same organisation. */
  async function usableSource(orgId: string, userId: string, sourceId: string): Promise<SourceRow> {
    const usable = await sources.usable(userId, sourceId);
    if (usable.orgId !== orgId) throw new AppError('NOT_FOUND', { params: { resource: 'source' } });
    return usable.row;
  }

  /** Everything a save checks before it writes (no I/O once the transaction starts). */
  async function checked(orgId: string, definition: ViewDefinitionValue, source: SourceRow): Promise<void> {
    const dialect = dialectOf(source);
    const databaseCheck = checkDefinition(definition, dialect, (await loadPublicVariables(ctx, orgId)).variables);
    // Only SQL the grammar could not read needs the source (a pool is not opened for nothing).
    if (databaseCheck) await checkWithDatabase(sources.connectionOf(source), dialect, databaseCheck);
    await assertOrgSubjects(ctx, orgId, subjectsIn(definition));
  }

  async function writeDefinition(repos: Repositories, orgId: string, viewId: string, definition: ViewDefinitionValue, existing: readonly VariableRow[]) {
    await saveVariableSet(repos, { orgId, viewId, existing, inputs: definition.variables, newId: ctx.newId, now: isoNow(ctx) });
    await repos.views.replaceColumnPermissions(viewId, columnPermissionRows(definition));
  }

  return {
    list: (orgId: string, userId: string): Promise<ViewNode[]> => tree.list(orgId, userId),

    archived: (orgId: string, userId: string): Promise<ViewNode[]> => tree.archived(orgId, userId),

    get: present,

    async create(orgId: string, userId: string, input: NewViewBody): Promise<View> {
      const loaded = await tree.load(orgId, userId);
      tree.placeUnder(loaded, null, input.parentId);
      if (await ctx.store.views.nameTaken(orgId, input.parentId, input.name)) throw nameTaken(input.name);
      let definition: ViewDefinitionValue | undefined;
      if (!input.isFolder) {
        definition = input;
        await checked(orgId, definition, await usableSource(orgId, userId, input.sourceId));
      }
      const id = ctx.newId();
      const now = isoNow(ctx);
      await whenUniqueViolated(
        () =>
          ctx.store.transaction(async (repos) => {
            await repos.views.insert({
              id,
              org_id: orgId,
              parent_id: input.parentId,
              name: input.name,
              description: input.isFolder ? '' : input.description,
              is_folder: input.isFolder ? 1 : 0,
              ...(definition ? definitionColumns(definition) : { source_id: null, type: null, script: '', model: '{}', config: '{}' }),
              index: tree.indexAtEnd(loaded, input.parentId),
              archived: 0,
              created_by: userId,
              created_at: now,
              updated_at: now,
            });
            await tree.grantCreator(repos, loaded, id);
            if (definition) await writeDefinition(repos, orgId, id, definition, []);
          }),
        () => nameTaken(input.name),
      );
      return present(orgId, userId, id);
    },

    /** Renames a folder, or saves a view: the given fields over the stored ones, checked as a whole. */
    async update(orgId: string, userId: string, id: string, input: ViewUpdateBody): Promise<View> {
      const loaded = await tree.load(orgId, userId);
      const row = tree.rowOf(loaded, id);
      tree.require(loaded, 'manage', id);
      if (await ctx.store.views.nameTaken(orgId, row.parent_id, input.name, id)) throw nameTaken(input.name);
      const now = isoNow(ctx);
      if (row.is_folder === 1) {
        await whenUniqueViolated(() => ctx.store.views.update(id, { name: input.name, updated_at: now }), () => nameTaken(input.name));
        return present(orgId, userId, id);
      }
      const current = await stored(loaded, row);
      const saved = viewDefinitionOf(row);
      const definition = validDefinition({
        sourceId: input.sourceId ?? row.source_id,
        type: input.type ?? saved.type,
        script: input.script ?? saved.script,
        model: input.model ?? saved.model,
        config: input.config ?? saved.config,
        variables: input.variables ?? current.variables.map(variableInputOf),
        columnPermissions: input.columnPermissions ?? current.columnPermissions,
      });
      const source =
        definition.sourceId === row.source_id ? await ctx.store.sources.find(orgId, definition.sourceId) : await usableSource(orgId, userId, definition.sourceId);
      if (!source) throw new AppError('NOT_FOUND', { params: { resource: 'source' } });
      await checked(orgId, definition, source);
      await whenUniqueViolated(
        () =>
          ctx.store.transaction(async (repos) => {
            await repos.views.update(id, { name: input.name, description: input.description ?? row.description, ...definitionColumns(definition), updated_at: now });
            await writeDefinition(repos, orgId, id, definition, current.variableRows);
          }),
        () => nameTaken(input.name),
      );
      return present(orgId, userId, id);
    },

    move: tree.move,

    async archive(orgId: string, userId: string, id: string): Promise<void> {
      await tree.archive(orgId, userId, id);
    },

    restore: tree.restore,

    async delete(orgId: string, userId: string, id: string): Promise<void> {
      // Variables, their values and column permissions go with the row (foreign keys cascade).
      await tree.delete(orgId, userId, id, {
        async check() {
          const used = await viewUsagesOf(usageCounters, orgId, id);
          if (used > 0) throw new AppError('VIEW_IN_USE', { params: { count: used } });
          const boards = (await dashboardsReading?.(orgId, id)) ?? [];
          if (boards.length > 0) throw new AppError('VIEW_IN_USE', { messageKey: 'errors.viewInDashboards', params: { names: boards.map((board) => `"${board.name}"`).join(', ') } });
        },
      });
    },

    async dataPermissions(orgId: string, userId: string, id: string): Promise<ViewDataPermissions> {
      const loaded = await tree.load(orgId, userId);
      const row = tree.rowOf(loaded, id);
      tree.require(loaded, 'manage', id);
      if (row.is_folder === 1) throw notFound();
      const view = await stored(loaded, row);
      return { fields: modelFields(viewDefinitionOf(row).model), variables: view.variables, columnPermissions: view.columnPermissions };
    },

    /** Replaces the values per subject of the variables given and every column permission, in one transaction. */
    async setDataPermissions(orgId: string, userId: string, id: string, input: DataPermissionsBody): Promise<ViewDataPermissions> {
      const loaded = await tree.load(orgId, userId);
      const row = tree.rowOf(loaded, id);
      tree.require(loaded, 'manage', id);
      if (row.is_folder === 1) throw notFound();
      const view = await stored(loaded, row);
      const known = new Set(view.variables.map((variable) => variable.id));
      if (input.variables.some((variable) => !known.has(variable.id))) throw new AppError('NOT_FOUND', { params: { resource: 'variable' } });
      checkValueTypes(input.variables, view.variables);
      checkColumnPermissions(input.columnPermissions, viewDefinitionOf(row).model);
      await assertOrgSubjects(ctx, orgId, subjectsIn(input));
      await ctx.store.transaction(async (repos) => {
        for (const variable of input.variables) await repos.variables.replaceValues(variable.id, valueRowsOf(variable.values));
        await repos.views.replaceColumnPermissions(id, columnPermissionRows(input));
        await repos.views.update(id, { updated_at: isoNow(ctx) });
      });
      return this.dataPermissions(orgId, userId, id);
    },

    /**
     * A saved view the caller may query, with what the runner needs to resolve it for them: Access on it
     * (membership and the 'view' module included, one policy). 404 when they cannot see it (archived views
     * and folders too), 403 when they see it without Access. The answer is kept per caller and view with
     * the organisation's version, which every change to what it is made of raises (the caller's membership,
     * roles, grants and module switches; the view, its source, variables, values and column permissions):
     * it is read again on the first request after any of them changed. Frozen: callers share it.
     */
    async queryable(userId: string, viewId: string): Promise<QueryableView> {
      const orgId = await orgOfView(viewId);
      return queryables.get(orgScope(orgId), `${userId}\n${viewId}`, async () => {
        const loaded = await tree.load(orgId, userId).catch(asNotFound('view'));
        const row = tree.rowOf(loaded, viewId);
        const privileges = tree.require(loaded, 'access', viewId);
        return queryableOf(loaded, row, privileges);
      });
    },

    /**
     * The view a saved chart reads, for a member of the chart's organisation WITHOUT Access on the view:
     * only for the chart service, after it checked View on the chart (a viewer of a chart reads what the
     * chart shows, not the view). The caller's variables and column permissions still apply in the runner.
     * Every other path goes through queryable() and its Access check. 404 for an archived view.
     */
    async queryableFor(orgId: string, userId: string, viewId: string): Promise<QueryableView> {
      const loaded = await tree.load(orgId, userId);
      const row = tree.rowOf(loaded, viewId);
      return queryableOf(loaded, row, tree.privilegesOf(loaded, viewId));
    },

    /**
     * Whether a member holds Manage on every one of these views (an owner does): they see and set those
     * views' row and column permissions, so nothing any role or member sees of them is hidden from them.
     * The share service asks it of whoever chooses a share's SUBJECTS data permission. NOT_FOUND for a non-member.
     */
    async managesAll(orgId: string, userId: string, viewIds: readonly string[]): Promise<boolean> {
      const loaded = await tree.load(orgId, userId);
      return loaded.actor.isOwner || viewIds.every((id) => tree.privilegesOf(loaded, id).includes('manage'));
    },

    /**
     * The view a shared chart or dashboard reads, for the actor whose data permission the share uses (the
     * sharer, the signed-in viewer, or chosen roles and members): only for the share data service, after it
     * re-checked the share and its scope. No privilege is held through it (nothing is editable, no SQL is
     * answered); the actor's variables and column permissions apply in the runner. 404 for an archived view.
     */
    async queryableAs(actor: OrgActor, viewId: string): Promise<QueryableView> {
      const loaded = await tree.loadAs(actor);
      return queryableOf(loaded, tree.rowOf(loaded, viewId), []);
    },
  };
}

export type ViewService = ReturnType<typeof createViewService>;
