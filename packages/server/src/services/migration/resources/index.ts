import { migrationDirs, migrationKinds, type MigrationDoc, type MigrationKind } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { ZodError } from 'zod';
import { chartResource } from './chartResource';
import { dashboardResource } from './dashboardResource';
import { folderResource } from './folderResource';
import type { ResourceModule } from './resourceModule';
import { sourceResource } from './sourceResource';
import { storyboardResource } from './storyboardResource';
import { variableResource } from './variableResource';
import { viewResource } from './viewResource';

/** One module per resource kind: the registry export, import and templates read. */
export const resourceModules: { [K in MigrationKind]: ResourceModule<Extract<MigrationDoc, { kind: K }>> } = {
  folder: folderResource,
  source: sourceResource,
  variable: variableResource,
  view: viewResource,
  chart: chartResource,
  dashboard: dashboardResource,
  storyboard: storyboardResource,
};

export const moduleOf = <D extends MigrationDoc>(doc: D): ResourceModule<D> => resourceModules[doc.kind] as unknown as ResourceModule<D>;

/** The archive path of a document: `views/<id>.json`. */
export const docPath = (doc: { kind: MigrationKind; id: string }): string => `${migrationDirs[doc.kind]}/${doc.id}.json`;

/** The kind and id a document path names, or undefined for any other path. */
export function kindOfPath(path: string): { kind: MigrationKind; id: string } | undefined {
  const match = /^([a-z]+)\/([A-Za-z0-9_-]{1,64})\.json$/.exec(path);
  if (!match) return undefined;
  const kind = migrationKinds.find((candidate) => migrationDirs[candidate] === match[1]);
  return kind ? { kind, id: match[2] as string } : undefined;
}

const invalid = (entry: string, details: string) => new AppError('MIGRATION_ARCHIVE_INVALID', { messageKey: 'migration.invalidEntry', params: { entry, details } });

const issuesText = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): string =>
  issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A parsed entry as the document of `kind`: older format versions brought up step by step, then checked
 * by the kind's schema. A newer version is refused (reading it could lose what it added), so is a document
 * of another kind or for another id than its path says.
 */
export const readDoc = (entry: string, kind: MigrationKind, id: string, raw: unknown): MigrationDoc =>
  readDocWith(resourceModules[kind] as unknown as ResourceModule, entry, id, raw);

/** readDoc with the module given (tests give one with older versions to migrate from). */
export function readDocWith<D extends MigrationDoc>(module: ResourceModule<D>, entry: string, id: string, raw: unknown): D {
  const { kind } = module;
  if (!isRecord(raw)) throw invalid(entry, 'not an object');
  if (raw.kind !== kind) throw invalid(entry, `kind must be "${kind}"`);
  const version = raw.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw invalid(entry, 'formatVersion must be a positive integer');
  if (version > module.formatVersion) {
    throw new AppError('MIGRATION_VERSION_UNSUPPORTED', { params: { entry, version, supported: module.formatVersion } });
  }
  let current = raw;
  for (let from = version; from < module.formatVersion; from += 1) {
    const step = module.migrations[from];
    current = { ...(step ? step(current) : current), formatVersion: from + 1 };
  }
  const parsed = module.schema.safeParse(current);
  if (!parsed.success) {
    throw invalid(entry, issuesText(parsed.error.issues));
  }
  try {
    module.check?.(parsed.data);
  } catch (error) {
    throw invalid(entry, error instanceof ZodError ? issuesText(error.issues) : error instanceof AppError ? error.messageKey : String(error));
  }
  if (parsed.data.id !== id) throw new AppError('MIGRATION_ARCHIVE_INVALID', { messageKey: 'migration.idMismatch', params: { entry, id: parsed.data.id } });
  return parsed.data;
}
