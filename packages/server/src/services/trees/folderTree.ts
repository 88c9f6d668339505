import type { TreeMove } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { ROOT_RESOURCE_ID, type ResourceType } from '@redbi/shared/permissions';
import { checkMove, checkParent, nextIndex, type TreeNode } from '@redbi/shared/tree';
import { whenUniqueViolated } from '../../db/databaseErrors';
import type { Repositories } from '../../repositories';
import type { AccessService, OrgActor } from '../access/accessService';
import { isoNow, type ServiceContext } from '../serviceContext';
import { nodePrivileges, treeParents, visibleRows, type TreePrivilege, type TreeRow } from './treePrivileges';

/** What a folder tree needs of its table. */
export interface TreeRepositoryPort<Row extends TreeRow> {
  listForOrg(orgId: string): Promise<Row[]>;
  countChildren(orgId: string, id: string): Promise<number>;
  update(id: string, changes: { parent_id?: string | null; index?: number; archived?: number; updated_at: string }): Promise<unknown>;
  delete(id: string): Promise<unknown>;
}

export interface FolderTreeOptions<T extends ResourceType, Row extends TreeRow, Node> {
  type: T;
  /** The tree's table, in the store or inside a transaction. */
  repository(repos: Repositories): TreeRepositoryPort<Row>;
  presentNode(row: Row, privileges: TreePrivilege<T>[]): Node;
  /**
   * What a node's own state takes away from the privileges inherited down the tree (an unpublished chart
   * is for those who manage it); absent: nothing.
   */
  narrow?(row: Row, privileges: TreePrivilege<T>[]): TreePrivilege<T>[];
  /** For trees whose names are unique per folder: the check before a node changes folder, and its error. */
  namesPerFolder?: {
    takenIn(orgId: string, parentId: string | null, row: Row): Promise<boolean>;
    taken(name: string): AppError;
  };
}

/** One organisation's tree as one caller sees it. */
export interface LoadedTree<Row extends TreeRow> {
  orgId: string;
  actor: OrgActor;
  rows: Row[];
}

export const treeNodes = (rows: readonly TreeRow[]): TreeNode[] =>
  rows.filter((row) => row.archived === 0).map((row) => ({ id: row.id, parentId: row.parent_id, name: row.name, index: row.index, isFolder: row.is_folder === 1 }));

/**
 * The folder-tree mechanics every tree of resources shares (sources, views, vizs): who sees and may do what
 * with the privileges of the tree's resource type (spec §6, one policy), the placement rules of spec §4
 * re-checked on the server, the recycle bin and deletion. What a node holds beyond its place is the owning
 * service's.
 */
export function createFolderTree<T extends ResourceType, Row extends TreeRow, Node>(ctx: ServiceContext, access: AccessService, options: FolderTreeOptions<T, Row, Node>) {
  const { type } = options;
  // Every resource type offers Manage: placing, archiving and deleting need it.
  const manage = 'manage' as TreePrivilege<T>;
  const repository = options.repository(ctx.store);
  const notFound = () => new AppError('NOT_FOUND', { params: { resource: type } });

  async function load(orgId: string, userId: string): Promise<LoadedTree<Row>> {
    const [actor, rows] = await Promise.all([access.member(orgId, userId), repository.listForOrg(orgId)]);
    return { orgId, actor, rows };
  }

  /** The tree for an actor built by the caller (a share's data permission), not read for a member. */
  const loadAs = async (actor: OrgActor): Promise<LoadedTree<Row>> => ({ orgId: actor.orgId, actor, rows: await repository.listForOrg(actor.orgId) });

  /** A node of the tree (archived or not, as asked); 404 otherwise. */
  function rowOf(loaded: LoadedTree<Row>, id: string, { archived = false }: { archived?: boolean } = {}): Row {
    const row = loaded.rows.find((candidate) => candidate.id === id);
    if (!row || (row.archived === 1) !== archived) throw notFound();
    return row;
  }

  function privilegesOfRow(loaded: LoadedTree<Row>, row: Row, parentOf = treeParents(loaded.rows)): TreePrivilege<T>[] {
    const held = nodePrivileges(loaded.actor, type, row.id, parentOf);
    return options.narrow ? options.narrow(row, held) : held;
  }

  /** The caller's privileges on a node (or on ROOT_RESOURCE_ID, the top of the tree). */
  function privilegesOf(loaded: LoadedTree<Row>, id: string): TreePrivilege<T>[] {
    const row = loaded.rows.find((candidate) => candidate.id === id);
    return row ? privilegesOfRow(loaded, row) : nodePrivileges(loaded.actor, type, id, treeParents(loaded.rows));
  }

  function visible(loaded: LoadedTree<Row>) {
    const parentOf = treeParents(loaded.rows);
    return visibleRows(loaded.rows, (row) => privilegesOfRow(loaded, row, parentOf));
  }

  const isVisible = (loaded: LoadedTree<Row>, id: string): boolean => visible(loaded).some(({ row }) => row.id === id);

  /** 404 when the caller may not even see it, 403 when they see it but lack the privilege. */
  function require(loaded: LoadedTree<Row>, privilege: TreePrivilege<T>, id: string): TreePrivilege<T>[] {
    const held = privilegesOf(loaded, id);
    if (held.includes(privilege)) return held;
    if (id !== ROOT_RESOURCE_ID && held.length === 0 && !isVisible(loaded, id)) throw notFound();
    throw new AppError('FORBIDDEN');
  }

  /**
   * The folder a node goes into (null: the top), moved (`id`) or new: the placement rules of spec §4,
   * re-checked here whatever the browser computed, and Manage on that folder.
   */
  function placeUnder(loaded: LoadedTree<Row>, id: string | null, parentId: string | null): void {
    const nodes = treeNodes(loaded.rows);
    const reason = id === null ? checkParent(nodes, parentId) : checkMove(nodes, id, parentId);
    if (reason) throw new AppError('BAD_PLACEMENT', { messageKey: `placement.${reason}` });
    require(loaded, manage, parentId ?? ROOT_RESOURCE_ID);
  }

  /** The index of a node added at the end of a folder. */
  const indexAtEnd = (loaded: LoadedTree<Row>, parentId: string | null): number =>
    nextIndex(treeNodes(loaded.rows).filter((node) => node.parentId === parentId));

  /** Moves `row` into `parentId` (a name taken there is refused, by the check and then by the index). */
  async function relocate(loaded: LoadedTree<Row>, row: Row, parentId: string | null, changes: { index: number; archived?: number }): Promise<void> {
    const write = () => repository.update(row.id, { parent_id: parentId, ...changes, updated_at: isoNow(ctx) });
    const names = options.namesPerFolder;
    if (!names) {
      await write();
      return;
    }
    const taken = () => names.taken(row.name);
    if (parentId !== row.parent_id && (await names.takenIn(loaded.orgId, parentId, row))) throw taken();
    await whenUniqueViolated(write, taken);
  }

  async function nodeOf(orgId: string, userId: string, id: string): Promise<Node> {
    const reloaded = await load(orgId, userId);
    return options.presentNode(rowOf(reloaded, id), privilegesOf(reloaded, id));
  }

  return {
    load,
    loadAs,
    rowOf,
    privilegesOf,
    require,
    placeUnder,
    indexAtEnd,
    nodeOf,

    /** Creators get Manage on what they create (spec §6); owners have it anyway. Run inside the creating transaction. */
    async grantCreator(repos: Repositories, loaded: LoadedTree<Row>, id: string): Promise<void> {
      if (!loaded.actor.isOwner) await repos.permissions.setGrant(loaded.orgId, { type: 'user', id: loaded.actor.userId }, type, id, ['manage']);
    },

    async list(orgId: string, userId: string): Promise<Node[]> {
      const loaded = await load(orgId, userId);
      return visible(loaded).map(({ row, privileges }) => options.presentNode(row, privileges));
    },

    /** The recycle bin: archived nodes the caller may manage. */
    async archived(orgId: string, userId: string): Promise<Node[]> {
      const loaded = await load(orgId, userId);
      return loaded.rows
        .filter((row) => row.archived === 1)
        .map((row) => ({ row, privileges: privilegesOf(loaded, row.id) }))
        .filter(({ privileges }) => privileges.includes(manage))
        .map(({ row, privileges }) => options.presentNode(row, privileges));
    },

    async move(orgId: string, userId: string, id: string, move: TreeMove): Promise<Node> {
      const loaded = await load(orgId, userId);
      const row = rowOf(loaded, id);
      require(loaded, manage, id);
      placeUnder(loaded, id, move.parentId);
      await relocate(loaded, row, move.parentId, { index: move.index });
      return nodeOf(orgId, userId, id);
    },

    /** To the recycle bin (folders cannot go there); answers the row so the service can let go of what it held. */
    async archive(orgId: string, userId: string, id: string): Promise<Row> {
      const loaded = await load(orgId, userId);
      const row = rowOf(loaded, id);
      require(loaded, manage, id);
      if (row.is_folder === 1) throw new AppError('NOT_ARCHIVABLE', { messageKey: 'errors.folderNotArchivable' });
      await repository.update(id, { archived: 1, updated_at: isoNow(ctx) });
      return row;
    },

    /** Back to its folder, or to `parentId`, or to the top when that folder is gone. */
    async restore(orgId: string, userId: string, id: string, parentId: string | null | undefined): Promise<Node> {
      const loaded = await load(orgId, userId);
      const row = rowOf(loaded, id, { archived: true });
      require(loaded, manage, id);
      const wanted = parentId === undefined ? row.parent_id : parentId;
      const folder = wanted && treeNodes(loaded.rows).find((node) => node.id === wanted && node.isFolder);
      const target = folder ? folder.id : null;
      placeUnder(loaded, null, target);
      await relocate(loaded, row, target, { archived: 0, index: indexAtEnd(loaded, target) });
      return nodeOf(orgId, userId, id);
    },

    /**
     * Deletes a node for good (archived or not): Manage, and a folder must be empty. `check` refuses (a node
     * in use) before anything is written; `alsoDelete` removes what belongs to the node in the same transaction.
     */
    async delete(
      orgId: string,
      userId: string,
      id: string,
      hooks: { check?(row: Row): Promise<void>; alsoDelete?(repos: Repositories, row: Row): Promise<void> } = {},
    ): Promise<Row> {
      const loaded = await load(orgId, userId);
      const row = loaded.rows.find((candidate) => candidate.id === id);
      if (!row) throw notFound();
      require(loaded, manage, id);
      if (row.is_folder === 1 && (await repository.countChildren(orgId, id)) > 0) throw new AppError('FOLDER_NOT_EMPTY');
      await hooks.check?.(row);
      await ctx.store.transaction(async (repos) => {
        await repos.permissions.forgetResource(orgId, type, id);
        await hooks.alsoDelete?.(repos, row);
        await options.repository(repos).delete(id);
      });
      return row;
    },
  };
}

export type FolderTree<T extends ResourceType, Row extends TreeRow, Node> = ReturnType<typeof createFolderTree<T, Row, Node>>;
