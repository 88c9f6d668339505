import type { ApiRoutes } from '@redbi/shared/api';
import { ImportSecretsSchema, type ImportReport, type ImportSecrets } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { Translate } from '@redbi/shared/i18n';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/loadConfig';
import { localeOf, translatorOf } from '../http/requestContext';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';
import type { Reason } from '../services/migration/importPlan';
import type { ImportResult } from '../services/migration/importService';
import { contentDisposition } from './downloadHandlers';

/** A parameter that is itself a message key (a kind's name, a nested error) is worded too. */
const MESSAGE_KEY = /^(migration|errors|validation|placement)\.[\w.]+$/;

const word = (t: Translate, reason: Reason): string =>
  t(reason.key, {
    ...Object.fromEntries(Object.entries(reason.params ?? {}).map(([name, value]) => [name, typeof value === 'string' && MESSAGE_KEY.test(value) ? t(value) : value])),
    ...(reason.detail ? { details: word(t, reason.detail) } : {}),
  });

/** The service's report in the caller's language. */
function presentReport(t: Translate, result: ImportResult): ImportReport {
  return {
    strategy: result.strategy,
    dryRun: result.dryRun,
    ok: result.ok,
    counts: result.counts,
    items: result.items.map((item) => ({ ...item, reasons: item.reasons.map((reason) => word(t, reason)) })),
  };
}

/**
 * The archive (multipart field "file") and the sources' secrets (an optional field "secrets" of JSON that
 * comes before the file). Refused over `maxBytes` (413), without a file (400), with unreadable secrets (400).
 */
async function importUpload(request: FastifyRequest, maxBytes: number): Promise<{ archive: Buffer; secrets: ImportSecrets }> {
  const broken = (error: unknown) => {
    const code = (error as { code?: unknown } | null)?.code;
    return error instanceof AppError || (typeof code === 'string' && code.startsWith('FST_') && code !== 'FST_MP_PREMATURE_CLOSE') ? error : new AppError('UPLOAD_MALFORMED');
  };
  const file = await request.file({ limits: { fileSize: maxBytes } }).catch((error: unknown) => {
    throw broken(error);
  });
  if (!file) throw new AppError('FILE_REQUIRED');
  const archive = await file.toBuffer().catch((error: unknown) => {
    throw broken(error);
  });
  const field = file.fields.secrets;
  const text = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : undefined;
  if (text === undefined) return { archive, secrets: {} };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError('MALFORMED_REQUEST', { params: { reason: 'secrets must be JSON' } });
  }
  const parsed = ImportSecretsSchema.safeParse(raw);
  if (!parsed.success) throw new AppError('MALFORMED_REQUEST', { params: { reason: 'secrets must map source ids to their secret settings' } });
  return { archive, secrets: parsed.data };
}

/** Resource migration: thin handlers over the migration service (which authorizes every resource). */
export function migrationHandlers(config: Config, { migration }: Services): GroupHandlers<ApiRoutes['migration']> {
  return {
    exportPreview: ({ session, params, body }) => migration.preview(params.orgId, session.user.id, body),
    export: async ({ session, params, body, reply }) => {
      const file = await migration.export(params.orgId, session.user.id, body);
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition('resources.drr'))
        .header('cache-control', 'private, no-store')
        .send(file);
    },
    import: async ({ session, params, query, request }) => {
      const { archive, secrets } = await importUpload(request, Math.min(config.uploadMaxBytes, migration.limits.maxArchiveBytes));
      const result = await migration.import(params.orgId, session.user.id, archive, { strategy: query.strategy, dryRun: query.dryRun === 'true', secrets });
      const t = translatorOf(localeOf(request));
      const report = presentReport(t, result);
      if (result.refused && !result.dryRun) {
        const { kind, name, reason } = result.refused;
        // A resource the caller may not write: refused as every call without the privilege is (the report names it).
        if (reason.key === 'migration.forbidden') throw new AppError('FORBIDDEN', { details: report });
        throw new AppError('MIGRATION_IMPORT_REFUSED', { params: { kind: t(`migration.kinds.${kind}`), name, reason: word(t, reason) }, details: report });
      }
      return report;
    },
  };
}
