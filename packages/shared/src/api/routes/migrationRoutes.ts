import { z } from 'zod';
import { ExportPreviewSchema, ExportSelectionSchema, idField, ImportQuerySchema, ImportReportSchema } from '../../domain';
import { defineRoute, rawResponse } from '../defineRoute';

const org = z.object({ orgId: idField() });

/**
 * Resource migration (spec §2 Settings → resource migration, export, import; §3 `.drr`; §4 strategies).
 * Export needs Manage on every resource the archive would hold (the organisation's owners have it on all);
 * import needs Manage on each resource it overwrites and on the folder each new one goes into.
 */
export const migrationRoutes = {
  exportPreview: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/migration/export/preview',
    auth: 'user',
    summary: 'What an export of the chosen resources would hold: the dependencies and parent folders added, the secrets the import will ask for (Manage on each)',
    tags: ['migration'],
    params: org,
    body: ExportSelectionSchema,
    response: ExportPreviewSchema,
  }),
  export: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/migration/export',
    auth: 'user',
    summary: 'Export the chosen resources and their dependencies as a .drr file: a zip of versioned JSON, one file per resource, with a manifest of checksums; no secrets (Manage on each)',
    tags: ['migration'],
    params: org,
    body: ExportSelectionSchema,
    response: rawResponse,
  }),
  import: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/migration/import',
    auth: 'user',
    summary:
      'Import a .drr file (multipart "file"; an optional field "secrets" before it: JSON of the sources’ secret settings by source id) with a strategy: new, overwrite or rollback. dryRun=true answers what each resource would do; otherwise every write is one transaction',
    tags: ['migration'],
    params: org,
    query: ImportQuerySchema,
    multipart: true,
    response: ImportReportSchema,
  }),
};
