import type { AccessService } from '../access/accessService';
import type { ServiceContext } from '../serviceContext';
import type { FileSources } from '../sources/fileSources';
import { createExportService } from './exportService';
import { createImportService, type ImportServiceDeps } from './importService';

/** Resource migration (issue 23): export to and import from `.drr` files. */
export function createMigrationService(ctx: ServiceContext, deps: { access: AccessService; files: Pick<FileSources, 'initialize' | 'importInferred' | 'remove'> } & Omit<ImportServiceDeps, 'access' | 'files'>) {
  const exporter = createExportService(ctx, deps);
  const importer = createImportService(ctx, deps);
  return {
    preview: exporter.preview,
    export: exporter.export,
    docs: exporter.docs,
    import: importer.import,
    limits: importer.limits,
  };
}

export type MigrationService = ReturnType<typeof createMigrationService>;
