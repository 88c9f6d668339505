import type { FileUpload, NewSource, Source, SourceSchemaTree, SourceUpdate, TableImport } from '@redbi/shared/domain';
import type { Readable } from 'node:stream';
import { AppError } from '@redbi/shared/errors';
import { moduleEnabled, ROOT_RESOURCE_ID } from '@redbi/shared/permissions';
import type { SourceType } from '@redbi/shared/sources';
import { ConnectorError, type Connection } from '../../connectors/connector';
import { whenUniqueViolated } from '../../db/databaseErrors';
import type { SourceRow } from '../../repositories/sourceRepository';
import type { AccessService, OrgActor } from '../access/accessService';
import { isoNow, type ServiceContext } from '../serviceContext';
import { asNotFound } from '../trees/asNotFound';
import { createFolderTree, type LoadedTree } from '../trees/folderTree';
import type { FileSources } from './fileSources';
import { accountPrivilegesOnSave, testAccount } from './sourceAccountCheck';
import { confinePaths, openConfig, presentConfig, sealConfig, validConfig } from './sourceConfig';
import { presentNode } from './sourceTree';
import { usagesOf, type SourceUsageCounter } from './sourceUsage';

type Loaded = LoadedTree<SourceRow>;

const notFound = () => new AppError('NOT_FOUND', { params: { resource: 'source' } });
const nameTaken = (name: string) => new AppError('SOURCE_NAME_TAKEN', { params: { name } });

/** A database failure, with the database's own message. */
export function connectionFailure(error: unknown): never {
  if (error instanceof ConnectorError) throw new AppError('SOURCE_CONNECTION_FAILED', { params: { reason: error.message } });
  throw error;
}

export interface SourceServiceDeps {
  access: AccessService;
  files: FileSources;
  usageCounters: readonly SourceUsageCounter[];
}

/** Sources and their folders: one tree per organisation, guarded by Access and Manage (spec §6). */
export function createSourceService(ctx: ServiceContext, { access, files, usageCounters }: SourceServiceDeps) {
  const tree = createFolderTree(ctx, access, { type: 'source', repository: (repos) => repos.sources, presentNode });
  const { load, rowOf, require, placeUnder } = tree;

  /**
   * Each kept source row's opened settings (secrets decrypted), by the row object: the rows the view service
   * keeps for queries are frozen, and the same object from request to request until the source changes (a
   * new row object). Opened settings are frozen: the pools know a configuration by its object too.
   */
  const opened = new WeakMap<SourceRow, Record<string, unknown>>();

  function openedConfig(row: SourceRow, type: SourceType): Record<string, unknown> {
    const known = opened.get(row);
    if (known) return known;
    const config = Object.freeze(type === 'file' ? { ...openConfig(type, row.config, ctx.secrets), file: files.databaseOf(row.id) } : openConfig(type, row.config, ctx.secrets));
    if (Object.isFrozen(row)) opened.set(row, config);
    return config;
  }

  /** The live connection of a saved source (for the schema here and for queries). */
  function connectionOf(row: SourceRow): Connection {
    const type = row.type as SourceType;
    return ctx.sourcePools.connection(row.id, type, openedConfig(row, type));
  }

  async function present(loaded: Loaded, row: SourceRow): Promise<Source> {
    const privileges = tree.privilegesOf(loaded, row.id);
    const type = row.type as SourceType | null;
    // Settings are for those who may change them; Access is enough to use the source.
    const settings = type && privileges.includes('manage') ? presentConfig(type, row.config) : { config: {}, secretsSet: [] };
    return {
      ...presentNode(row, privileges),
      ...settings,
      tables: type === 'file' ? await files.tables(() => connectionOf(row), row.id) : [],
      accountPrivileges: row.account_privileges === null ? null : (JSON.parse(row.account_privileges) as string[]),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  return {
    connectionOf,

    list: tree.list,

    archived: tree.archived,

    /** A source the caller may use (Access; not archived, not a folder): for previews and the function catalogue. */
    async usable(userId: string, sourceId: string): Promise<{ orgId: string; actor: OrgActor; row: SourceRow }> {
      const found = await ctx.store.sources.findById(sourceId);
      if (!found) throw notFound();
      const loaded = await load(found.org_id, userId).catch(asNotFound('source'));
      const row = rowOf(loaded, sourceId);
      require(loaded, 'access', sourceId);
      if (row.is_folder === 1) throw notFound();
      return { orgId: loaded.orgId, actor: loaded.actor, row };
    },

    async get(orgId: string, userId: string, id: string): Promise<Source> {
      const loaded = await load(orgId, userId);
      const row = rowOf(loaded, id);
      require(loaded, 'access', id);
      return present(loaded, row);
    },

    async create(orgId: string, userId: string, input: NewSource & { parentId: string | null }): Promise<Source> {
      const loaded = await load(orgId, userId);
      placeUnder(loaded, null, input.parentId);
      const now = isoNow(ctx);
      const id = ctx.newId();
      let type: SourceType | null = null;
      let config = '{}';
      let accountPrivileges: string | null = null;
      if (!input.isFolder) {
        type = input.type;
        if (await ctx.store.sources.sourceNameTaken(orgId, input.name)) throw nameTaken(input.name);
        const valid = confinePaths(type, validConfig(type, input.config ?? {}), ctx.config.localDatabasesDir);
        accountPrivileges = await accountPrivilegesOnSave(ctx, orgId, type, valid);
        config = sealConfig(type, valid, ctx.secrets);
      }
      await whenUniqueViolated(
        () =>
          ctx.store.transaction(async (repos) => {
            await repos.sources.insert({
              id,
              org_id: orgId,
              parent_id: input.parentId,
              name: input.name,
              description: input.isFolder ? '' : (input.description ?? ''),
              is_folder: input.isFolder ? 1 : 0,
              type,
              config,
              account_privileges: accountPrivileges,
              index: tree.indexAtEnd(loaded, input.parentId),
              archived: 0,
              created_by: userId,
              created_at: now,
              updated_at: now,
            });
            await tree.grantCreator(repos, loaded, id);
          }),
        () => nameTaken(input.name),
      );
      if (type === 'file') await files.initialize(id);
      const reloaded = await load(orgId, userId);
      return present(reloaded, rowOf(reloaded, id));
    },

    async update(orgId: string, userId: string, id: string, input: SourceUpdate): Promise<Source> {
      const loaded = await load(orgId, userId);
      const row = rowOf(loaded, id);
      require(loaded, 'manage', id);
      const changes: Partial<SourceRow> = { name: input.name, updated_at: isoNow(ctx) };
      if (row.is_folder === 0) {
        const type = row.type as SourceType;
        if (await ctx.store.sources.sourceNameTaken(orgId, input.name, id)) throw nameTaken(input.name);
        changes.description = input.description ?? '';
        if (input.config) {
          const stored = openConfig(type, row.config, ctx.secrets);
          const valid = confinePaths(type, validConfig(type, input.config, stored), ctx.config.localDatabasesDir);
          changes.account_privileges = await accountPrivilegesOnSave(ctx, orgId, type, valid);
          changes.config = sealConfig(type, valid, ctx.secrets);
        }
      }
      await whenUniqueViolated(
        () => ctx.store.sources.update(id, changes),
        () => nameTaken(input.name),
      );
      if (changes.config !== undefined) {
        // A source edit closes its old pool; the schema is read again on next use.
        await ctx.sourcePools.close(id);
        await ctx.store.sources.forgetSchema(id);
      }
      const reloaded = await load(orgId, userId);
      return present(reloaded, rowOf(reloaded, id));
    },

    move: tree.move,

    async archive(orgId: string, userId: string, id: string): Promise<void> {
      await tree.archive(orgId, userId, id);
      await ctx.sourcePools.close(id);
    },

    restore: tree.restore,

    async delete(orgId: string, userId: string, id: string): Promise<void> {
      const row = await tree.delete(orgId, userId, id, {
        async check() {
          const used = await usagesOf(usageCounters, orgId, id);
          if (used > 0) throw new AppError('SOURCE_IN_USE', { params: { count: used } });
          await ctx.sourcePools.close(id);
        },
      });
      if (row.type === 'file') await files.remove(id);
    },

    /**
     * Connects with an unsaved configuration and asks the version and the account's privileges. Secrets
     * left out come from `sourceId` only while the connection's identity is unchanged (validConfig).
     */
    async test(orgId: string, userId: string, input: { type: SourceType; config: Record<string, unknown>; sourceId?: string | undefined }) {
      const loaded = await load(orgId, userId);
      let stored: Record<string, unknown> = {};
      if (input.sourceId) {
        const row = rowOf(loaded, input.sourceId);
        require(loaded, 'manage', input.sourceId);
        if (row.type === input.type) stored = openConfig(input.type, row.config, ctx.secrets);
      } else if (!canCreateSomewhere(loaded)) {
        throw new AppError('FORBIDDEN');
      }
      const config = confinePaths(input.type, validConfig(input.type, input.config, stored), ctx.config.localDatabasesDir);
      if (input.type === 'file') return { ...(await files.engineCheck()), privileges: [] };
      return testAccount(ctx, orgId, input.type, config).catch(connectionFailure);
    },

    async upload(orgId: string, userId: string, id: string, fileName: string, stream: Readable & { truncated?: boolean }): Promise<FileUpload> {
      try {
        await manageableFileSource(orgId, userId, id);
      } catch (error) {
        stream.resume();
        throw error;
      }
      return files.upload(id, userId, fileName, stream);
    },

    async importTable(orgId: string, userId: string, id: string, spec: TableImport): Promise<Source> {
      const loaded = await manageableFileSource(orgId, userId, id);
      const upload = await ctx.store.sources.findUpload(id, spec.uploadId);
      if (!upload || upload.user_id !== userId) throw new AppError('NOT_FOUND', { params: { resource: 'upload' } });
      await files.importTable(id, upload, spec);
      return present(loaded, loaded.row);
    },

    async dropTable(orgId: string, userId: string, id: string, table: string): Promise<Source> {
      const loaded = await manageableFileSource(orgId, userId, id);
      await files.dropTable(id, table);
      return present(loaded, loaded.row);
    },

    async schema(orgId: string, userId: string, id: string, refresh: boolean): Promise<SourceSchemaTree> {
      const loaded = await load(orgId, userId);
      const row = rowOf(loaded, id);
      require(loaded, 'access', id);
      if (row.is_folder === 1) throw notFound();
      const cached = refresh ? undefined : await ctx.store.sources.cachedSchema(id);
      if (cached) return { databases: JSON.parse(cached.schema) as SourceSchemaTree['databases'], refreshedAt: cached.refreshed_at };
      const databases = await connectionOf(row)
        .introspect()
        .catch((error: unknown) => connectionFailure(error));
      const refreshedAt = isoNow(ctx);
      await ctx.store.sources.cacheSchema(id, JSON.stringify(databases), refreshedAt);
      return { databases, refreshedAt };
    },
  };

  /** A file source the caller may manage (uploads, tables). */
  async function manageableFileSource(orgId: string, userId: string, id: string): Promise<Loaded & { row: SourceRow }> {
    const loaded = await load(orgId, userId);
    const row = rowOf(loaded, id);
    require(loaded, 'manage', id);
    if (row.type !== 'file') throw new AppError('NOT_A_FILE_SOURCE');
    return { ...loaded, row };
  }

  /** Testing connections is for those who may create or manage a source somewhere (not a network probe for all). */
  function canCreateSomewhere(loaded: Loaded): boolean {
    if (!moduleEnabled(loaded.actor, 'source')) return false;
    return [ROOT_RESOURCE_ID, ...loaded.rows.map((row) => row.id)].some((id) => tree.privilegesOf(loaded, id).includes('manage'));
  }
}

export type SourceService = ReturnType<typeof createSourceService>;
