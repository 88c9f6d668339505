import { AppError } from '@redbi/shared/errors';
import { configSchemaOf, connectorTypes, secretFieldsOf, type ConnectorField, type SourceType } from '@redbi/shared/sources';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { SecretBox } from '../../security/secretBox';
import { InvalidInputError } from '../invalidInput';

type Config = Record<string, unknown>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Validates a configuration for its type (the spec's field messages). On an update, a secret left out or
 * empty keeps its stored value: passwords never travel back to the browser, so it cannot send them again.
 */
export function validConfig(type: SourceType, input: Config, stored: Config = {}): Config {
  const merged: Config = { ...input };
  for (const name of secretFieldsOf(type)) {
    if (isBlank(merged[name])) {
      if (stored[name] === undefined) delete merged[name];
      else merged[name] = stored[name];
    }
  }
  const parsed = configSchemaOf(type).safeParse(merged);
  if (!parsed.success) throw new InvalidInputError(parsed.error.issues.map((issue) => ({ ...issue, path: ['config', ...issue.path] })));
  return parsed.data as Config;
}

/** Secrets sealed for storage (AES-256-GCM); everything else as is. */
export function sealConfig(type: SourceType, config: Config, box: SecretBox): string {
  const sealed: Config = { ...config };
  for (const name of secretFieldsOf(type)) {
    const value = sealed[name];
    if (typeof value === 'string' && value !== '') sealed[name] = box.seal(value);
    else delete sealed[name];
  }
  return JSON.stringify(sealed);
}

/** The stored configuration with secrets opened, for connecting. */
export function openConfig(type: SourceType, stored: string, box: SecretBox): Config {
  const config = JSON.parse(stored) as Config;
  for (const name of secretFieldsOf(type)) {
    const value = config[name];
    if (typeof value === 'string') config[name] = box.open(value);
  }
  return config;
}

/** What the browser sees: every setting but the secrets, and which secrets are stored. */
export function presentConfig(type: SourceType, stored: string): { config: Config; secretsSet: string[] } {
  const config = JSON.parse(stored) as Config;
  const secretsSet = secretFieldsOf(type).filter((name) => typeof config[name] === 'string');
  for (const name of secretFieldsOf(type)) delete config[name];
  return { config, secretsSet };
}

const pathFields = (type: SourceType) =>
  (connectorTypes[type].fields as readonly ConnectorField[]).filter((field) => field.kind === 'path').map((field) => field.name);

/**
 * A database file must lie under LOCAL_DATABASES_DIR: a source must not open arbitrary server files (such
 * as RedBI's own metadata store). Relative paths are taken from that directory.
 */
export function confinePaths(type: SourceType, config: Config, baseDir: string): Config {
  const confined: Config = { ...config };
  for (const name of pathFields(type)) {
    const value = confined[name];
    if (typeof value !== 'string') continue;
    const absolute = resolve(baseDir, value);
    const inside = relative(baseDir, absolute);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) {
      throw new AppError('SOURCE_FILE_OUTSIDE', { params: { dir: baseDir } });
    }
    confined[name] = absolute;
  }
  return confined;
}

/** Where a file source keeps its tables. */
export const fileSourceDatabase = (dataDir: string, sourceId: string): string => join(dataDir, 'files', `${sourceId}.duckdb`);
