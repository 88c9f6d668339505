import type { ImportAction, ImportSecrets, ImportStrategy, MigrationDoc } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { AccessService } from '../access/accessService';
import type { ServiceContext } from '../serviceContext';
import { accountPrivilegesOnSave } from '../sources/sourceAccountCheck';
import { sealConfig } from '../sources/sourceConfig';
import { loadPublicVariables } from '../views/viewVariables';
import { readDrr } from './drrArchive';
import { createImportChecks } from './importChecks';
import { commitImport, type CommitDeps } from './importCommit';
import { planImport, type PlanItem, type Reason } from './importPlan';
import { loadOrgResources } from './orgResources';
import { DEFAULT_ZIP_LIMITS, type ZipLimits } from './zipReader';

export interface ImportServiceDeps extends CommitDeps {
  access: AccessService;
  limits?: Partial<ZipLimits>;
}

export interface ImportOptions {
  strategy: ImportStrategy;
  dryRun: boolean;
  /** Secret settings of the archive's sources, by their id in the archive. */
  secrets: ImportSecrets;
}

/** The report as the service makes it: reasons still as i18n keys (the handler words them in the caller's language). */
export interface ImportResult {
  strategy: ImportStrategy;
  dryRun: boolean;
  ok: boolean;
  items: { kind: MigrationDoc['kind']; id: string; name: string; action: ImportAction; targetId: string; reasons: Reason[] }[];
  counts: Record<ImportAction, number>;
  /** The first resource that conflicts or fails (a real import then writes nothing). */
  refused?: { kind: MigrationDoc['kind']; name: string; reason: Reason };
}

/**
 * Import (issue 23, spec §4): a `.drr` read and checked whole (drrArchive), planned resource by resource
 * (importPlan), then — unless a dry run, and only when nothing conflicts or fails — written in ONE metadata
 * transaction: any error, a fault half-way included, leaves nothing behind.
 */
export function createImportService(ctx: ServiceContext, deps: ImportServiceDeps) {
  const limits: ZipLimits = { ...DEFAULT_ZIP_LIMITS, ...deps.limits };

  /** Ids of the archive held by another organisation: ids are unique across the store. */
  async function foreignIds(orgId: string, docs: readonly MigrationDoc[]): Promise<Set<string>> {
    const foreign = new Set<string>();
    for (const doc of docs) {
      if (doc.kind === 'variable') {
        const variable = await ctx.store.variables.find(doc.id);
        if (variable && (variable.org_id !== orgId || variable.view_id !== null)) foreign.add(doc.id);
        continue;
      }
      const row =
        doc.kind === 'source' || (doc.kind === 'folder' && doc.tree === 'source')
          ? await ctx.store.sources.findById(doc.id)
          : doc.kind === 'view' || (doc.kind === 'folder' && doc.tree === 'view')
            ? await ctx.store.views.find(doc.id)
            : doc.kind === 'storyboard'
              ? await ctx.store.storyboards.find(doc.id)
              : await ctx.store.vizs.find(doc.id);
      if (row && row.org_id !== orgId) foreign.add(doc.id);
    }
    return foreign;
  }

  return {
    limits,

    async import(orgId: string, userId: string, archive: Buffer, options: ImportOptions): Promise<ImportResult> {
      const actor = await deps.access.member(orgId, userId);
      const { docs, fileData } = await readDrr(archive, limits);
      const [org, foreign, publicVariables] = await Promise.all([
        loadOrgResources(ctx.store, orgId),
        options.strategy === 'new' ? Promise.resolve(new Set<string>()) : foreignIds(orgId, docs),
        loadPublicVariables(ctx, orgId),
      ]);
      const checks = createImportChecks(ctx, { org, publicVariables: publicVariables.variables, secrets: options.secrets });
      const items = planImport({
        docs,
        strategy: options.strategy,
        org,
        foreignIds: foreign,
        publicVariables: publicVariables.rows,
        actor,
        newId: ctx.newId,
        check: checks.check,
      });
      const result = resultOf(options, items);
      if (options.dryRun || !result.ok) return result;

      // What connecting learns of each source's account, before the transaction (no connection is held open in it).
      const sealed = new Map<string, { config: string; accountPrivileges: string | null }>();
      for (const item of items) {
        const settings = checks.sourceConfigs.get(item.target.id);
        if (!settings) continue;
        try {
          const accountPrivileges = await accountPrivilegesOnSave(ctx, orgId, settings.type, settings.config);
          sealed.set(item.target.id, { config: sealConfig(settings.type, settings.config, ctx.secrets), accountPrivileges });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          item.action = 'fail';
          item.reasons.unshift({ key: error.messageKey, params: error.params });
          return resultOf(options, items);
        }
      }

      await commitImport(ctx, deps, { orgId, userId, isOwner: actor.isOwner, items, sealed, fileData });
      return result;
    },
  };
}

function resultOf(options: ImportOptions, items: readonly PlanItem[]): ImportResult {
  const counts: Record<ImportAction, number> = { create: 0, update: 0, reuse: 0, conflict: 0, fail: 0 };
  for (const item of items) counts[item.action] += 1;
  const bad = items.find((item) => item.action === 'conflict' || item.action === 'fail');
  return {
    strategy: options.strategy,
    dryRun: options.dryRun,
    ok: bad === undefined,
    items: items.map((item) => ({ kind: item.doc.kind, id: item.doc.id, name: item.target.name, action: item.action, targetId: item.target.id, reasons: item.reasons })),
    counts,
    ...(bad ? { refused: { kind: bad.doc.kind, name: bad.doc.name, reason: bad.reasons[0] ?? { key: 'migration.idExists' } } } : {}),
  };
}

export type ImportService = ReturnType<typeof createImportService>;
