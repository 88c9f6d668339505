import type { ExportPreview, ExportSelection, MigrationDoc, MigrationKind, SourceDoc } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { privilegesOn, type ResourceType } from '@redbi/shared/permissions';
import type { AccessService, OrgActor } from '../access/accessService';
import type { ServiceContext } from '../serviceContext';
import { appVersion } from '../systemService';
import { sortDocs, writeDrr } from './drrArchive';
import { readFileTables, type FileTable } from './fileTables';
import { loadOrgResources, type OrgResources, type OrgRow } from './orgResources';
import { moduleOf } from './resources';
import { chartDocOf } from './resources/chartResource';
import { dashboardDocOf } from './resources/dashboardResource';
import { folderDocOf } from './resources/folderResource';
import { sourceDocOf } from './resources/sourceResource';
import { storyboardDocOf } from './resources/storyboardResource';
import { publicVariablesUsed, variableDocOf } from './resources/variableResource';
import { viewDocOf } from './resources/viewResource';

/** The selection's trees and the kinds of resource each holds. */
type TreeKey = 'sources' | 'views' | 'vizs' | 'storyboards';
const selectionTrees = { sources: 'source', views: 'view', vizs: 'viz', storyboards: 'storyboard' } as const satisfies Record<TreeKey, ResourceType>;

interface Collected {
  docs: Map<string, MigrationDoc>;
  /** Ids added as dependencies or parent folders, not chosen. */
  added: Set<string>;
}

/**
 * Export (issue 23): the chosen resources (a folder: everything in it), what they depend on (a chart's view
 * and its source, a dashboard's charts, views and jump targets, a storyboard's pages) and their parent
 * folders, and the public variables their views' SQL uses, as documents. The caller needs Manage on every resource but the parent folders added for
 * context (owners have it on all); a resource they cannot even see is a 404, as everywhere. Secrets never
 * leave: a source's document names the secret settings it had.
 */
export function createExportService(ctx: ServiceContext, { access }: { access: AccessService }) {
  async function docOf(resources: OrgResources, row: OrgRow): Promise<MigrationDoc> {
    switch (row.kind) {
      case 'folder':
        return folderDocOf(row.tree, row.row);
      case 'source':
        return sourceDocOf(row.row, ctx.config.localDatabasesDir);
      case 'view':
        return viewDocOf(row.row, await ctx.store.variables.listForView(row.row.id));
      case 'chart':
        return chartDocOf(row.row);
      case 'dashboard':
        return dashboardDocOf(row.row);
      case 'storyboard':
        return storyboardDocOf(row.row);
    }
  }

  function requireManage(actor: OrgActor, resources: OrgResources, row: OrgRow): void {
    const held = privilegesOn(actor, { type: row.type, id: row.row.id }, resources.parentOf);
    if (held.has('manage')) return;
    if (held.size === 0) throw new AppError('NOT_FOUND', { params: { resource: row.kind } });
    throw new AppError('FORBIDDEN');
  }

  async function collect(orgId: string, userId: string, selection: ExportSelection): Promise<Collected> {
    const [actor, resources] = await Promise.all([access.member(orgId, userId), loadOrgResources(ctx.store, orgId)]);
    const docs = new Map<string, MigrationDoc>();
    const added = new Set<string>();
    const queue: OrgRow[] = [];
    const include = async (row: OrgRow, chosen: boolean) => {
      if (docs.has(row.row.id)) {
        if (chosen) added.delete(row.row.id);
        return;
      }
      if (chosen || row.kind !== 'folder') requireManage(actor, resources, row);
      if (!chosen) added.add(row.row.id);
      docs.set(row.row.id, await docOf(resources, row));
      queue.push(row);
    };
    for (const [key, type] of Object.entries(selectionTrees) as [TreeKey, ResourceType][]) {
      for (const id of selection[key]) {
        const row = resources.byId.get(id);
        if (!row || row.type !== type || row.row.archived === 1) throw new AppError('NOT_FOUND', { params: { resource: type } });
        await include(row, true);
        // A folder: everything in it (not what is in the recycle bin).
        for (const inside of resources.descendants(row)) await include(inside, true);
      }
    }
    while (queue.length > 0) {
      const row = queue.shift() as OrgRow;
      const doc = docs.get(row.row.id) as MigrationDoc;
      for (const ref of moduleOf(doc).references(doc)) {
        const target = resources.byId.get(ref.id);
        // Gone, of another kind, or (for what a board merely shows) in the recycle bin: left as the board leaves it.
        if (!target || target.kind !== ref.kind || (!ref.required && target.row.archived === 1)) continue;
        await include(target, false);
      }
    }
    // The public variables the views' SQL uses come along (definitions only, as a view's own).
    const publicVariables = await ctx.store.variables.listPublic(orgId);
    for (const doc of [...docs.values()]) {
      if (doc.kind !== 'view') continue;
      for (const row of publicVariablesUsed(doc, publicVariables)) {
        if (docs.has(row.id)) continue;
        docs.set(row.id, variableDocOf(row));
        added.add(row.id);
      }
    }
    return { docs, added };
  }

  const secretsOf = (docs: readonly MigrationDoc[]) =>
    docs.filter((doc): doc is SourceDoc => doc.kind === 'source' && doc.secrets.length > 0).map((doc) => ({ sourceId: doc.id, name: doc.name, fields: doc.secrets }));

  return {
    async preview(orgId: string, userId: string, selection: ExportSelection): Promise<ExportPreview> {
      const { docs, added } = await collect(orgId, userId, selection);
      const sorted = sortDocs([...docs.values()]);
      const counts: Partial<Record<MigrationKind, number>> = {};
      for (const doc of sorted) counts[doc.kind] = (counts[doc.kind] ?? 0) + 1;
      return {
        items: sorted.map((doc) => ({ kind: doc.kind, id: doc.id, name: doc.name, added: added.has(doc.id) })),
        counts,
        secrets: secretsOf(sorted),
      };
    },

    /** The `.drr` file of the selection and its dependencies (and, when asked, the tables of its file sources). */
    async export(orgId: string, userId: string, selection: ExportSelection): Promise<Buffer> {
      const { docs } = await collect(orgId, userId, selection);
      if (!selection.includeFileData) return writeDrr([...docs.values()], appVersion);
      const fileData = new Map<string, FileTable[]>();
      for (const doc of docs.values()) {
        if (doc.kind === 'source' && doc.type === 'file') fileData.set(doc.id, await readFileTables(ctx, doc.id));
      }
      return writeDrr([...docs.values()], appVersion, fileData);
    },

    /** The documents alone (templates and content-as-code build on them). */
    docs: async (orgId: string, userId: string, selection: ExportSelection): Promise<MigrationDoc[]> => sortDocs([...(await collect(orgId, userId, selection)).docs.values()]),
  };
}

export type ExportService = ReturnType<typeof createExportService>;
