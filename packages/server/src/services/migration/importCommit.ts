import { AppError } from '@redbi/shared/errors';
import { whenUniqueViolated } from '../../db/databaseErrors';
import { isoNow, type ServiceContext } from '../serviceContext';
import type { FileSources } from '../sources/fileSources';
import { writeFileTables, type FileTable } from './fileTables';
import type { PlanItem } from './importPlan';
import { writeItem, writeOrder } from './importWriter';

export interface CommitInput {
  orgId: string;
  userId: string;
  isOwner: boolean;
  /** Every item planned create, update or reuse (nothing conflicts or fails). */
  items: readonly PlanItem[];
  /** Sealed settings and account privileges of each source written, by target id. */
  sealed: ReadonlyMap<string, { config: string; accountPrivileges: string | null }>;
  /** Tables of the archive's file sources, by id in the archive. */
  fileData: ReadonlyMap<string, readonly FileTable[]>;
}

export interface CommitDeps {
  files: Pick<FileSources, 'initialize' | 'importInferred' | 'remove'>;
  /** Fault injection for tests: throws once this many rows are written in the transaction. */
  faultAfterWrites?: number;
}

/**
 * The writes of an import: every row in ONE metadata transaction, parents before children. The tables of the
 * file sources it creates are loaded first into databases no source uses yet (a failed import removes them
 * with the rest); those of sources it overwrites replace theirs once it has committed, when the sources also
 * reconnect with their new settings.
 */
export async function commitImport(ctx: ServiceContext, deps: CommitDeps, input: CommitInput): Promise<void> {
  const created = input.items.filter((item) => item.action === 'create' && item.target.kind === 'source' && item.target.type === 'file');
  const loadTables = async (item: PlanItem) => {
    const tables = input.fileData.get(item.doc.id);
    if (tables) await writeFileTables(ctx, deps.files, item.target.id, tables);
    else if (item.action === 'create') await deps.files.initialize(item.target.id);
  };
  let writes = 0;
  const context = {
    orgId: input.orgId,
    userId: input.userId,
    isOwner: input.isOwner,
    now: isoNow(ctx),
    sources: input.sealed,
    beforeWrite: () => {
      writes += 1;
      if (deps.faultAfterWrites !== undefined && writes > deps.faultAfterWrites) throw new Error(`fault injected after ${deps.faultAfterWrites} writes`);
    },
  };
  try {
    for (const item of created) await loadTables(item);
    await whenUniqueViolated(
      () =>
        ctx.store.transaction(async (repos) => {
          for (const item of writeOrder(input.items)) if (item.action !== 'reuse') await writeItem(repos, item, context);
        }),
      () => new AppError('MIGRATION_IMPORT_REFUSED', { params: { kind: '', name: '', reason: 'a name or id was taken meanwhile' } }),
    );
  } catch (error) {
    for (const item of created) await deps.files.remove(item.target.id);
    throw error;
  }
  for (const item of input.items) {
    if (item.target.kind !== 'source' || item.action !== 'update') continue;
    await ctx.sourcePools.close(item.target.id);
    if (item.target.type === 'file') await loadTables(item);
  }
}
