import { AppError } from '@redbi/shared/errors';
import { configSchemaOf, connectorTypes, IDENTITY_PROPERTIES, identityFieldsOf, secretFieldsOf, type ConnectorField, type SourceType } from '@redbi/shared/sources';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { SecretBox } from '../../security/secretBox';
import { InvalidInputError } from '../invalidInput';

type Config = Record<string, unknown>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const parseConfig = (type: SourceType, config: Config): Config => {
  const parsed = configSchemaOf(type).safeParse(config);
  if (!parsed.success) throw new InvalidInputError(parsed.error.issues.map((issue) => ({ ...issue, path: ['config', ...issue.path] })));
  return parsed.data as Config;
};

/** The extra properties that count as identity, as a comparable text. */
const identityProperties = (properties: unknown): string =>
  JSON.stringify(
    (Array.isArray(properties) ? (properties as { key: string; value: string }[]) : [])
      .filter((property) => IDENTITY_PROPERTIES.includes(property.key))
      .map((property) => [property.key, property.value])
      .sort(),
  );

/** Whether a parsed configuration connects to the same place as the stored one, as the same user. */
function sameIdentity(type: SourceType, config: Config, stored: Config): boolean {
  const parsedStored = configSchemaOf(type).safeParse(stored);
  if (!parsedStored.success) return false;
  const before = parsedStored.data as Config;
  return (
    identityFieldsOf(type).every((name) => config[name] === before[name]) && identityProperties(config.properties) === identityProperties(before.properties)
  );
}

const secretRequired = (name: string) =>
  new InvalidInputError([{ code: 'custom', message: 'validation.secretRetype', path: ['config', name], input: undefined }]);

/**
 * Validates a configuration for its type (the spec's field messages). On an update or a test of a saved
 * source, a secret left out or empty keeps its stored value (passwords never travel back to the browser,
 * so it cannot send them again) — but only while the connector's identity fields (host, port, database,
 * user, TLS) are unchanged: a stored secret is never sent to another server. Otherwise it must be typed again.
 */
export function validConfig(type: SourceType, input: Config, stored: Config = {}): Config {
  const withoutSecrets: Config = { ...input };
  const reused = secretFieldsOf(type).filter((name) => isBlank(input[name]) && stored[name] !== undefined);
  for (const name of secretFieldsOf(type)) if (isBlank(withoutSecrets[name])) delete withoutSecrets[name];
  const parsed = parseConfig(type, withoutSecrets);
  if (reused.length === 0) return parsed;
  if (!sameIdentity(type, parsed, stored)) throw secretRequired(reused[0] as string);
  return parseConfig(type, { ...withoutSecrets, ...Object.fromEntries(reused.map((name) => [name, stored[name]])) });
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
