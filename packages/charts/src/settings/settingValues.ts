import type { ChartDefinition } from '../chartDefinition';
import { settingDefaults, settingsSchemaOf } from './settingControls';

/** A type's settings after migration and defaults, read by key ('legend.show'). */
export interface SettingValues {
  bool(key: string): boolean;
  num(key: string): number;
  str(key: string): string;
  raw: Readonly<Record<string, unknown>>;
}

export function settingValues(raw: Record<string, unknown>): SettingValues {
  const read = (key: string) => {
    if (!(key in raw)) throw new Error(`Unknown chart setting ${key}`);
    return raw[key];
  };
  return { bool: (key) => read(key) === true, num: (key) => Number(read(key)), str: (key) => String(read(key)), raw };
}

/** Brings stored settings of `version` up to the type's version, one migration at a time. */
export function migrateSettings(definition: ChartDefinition, stored: Record<string, unknown>, version: number): Record<string, unknown> {
  let current = stored;
  for (let from = version; from < definition.settings.version; from += 1) {
    const migrate = definition.settings.migrations?.[from];
    if (migrate) current = migrate(current);
  }
  return current;
}

/**
 * The settings a chart draws with: migrated, checked against the type's schema and completed with defaults.
 * Values that do not fit (a key from another chart type, a value out of range) fall back to the default, so
 * a chart always draws; `checkSettings` is the strict form the server uses on save.
 */
export function resolveSettings(definition: ChartDefinition, stored: Record<string, unknown>, version: number): SettingValues {
  const migrated = migrateSettings(definition, stored, version);
  const defaults = settingDefaults(definition.settings.groups);
  const schema = settingsSchemaOf(definition.settings.groups);
  const values: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(migrated)) {
    if (!(key in defaults)) continue;
    const parsed = schema.shape[key]?.safeParse(value);
    if (parsed?.success) values[key] = parsed.data;
  }
  return settingValues(values);
}

/** The strict check on save: the issues of stored settings against the type's current schema. */
export function checkSettings(definition: ChartDefinition, stored: Record<string, unknown>, version: number) {
  return settingsSchemaOf(definition.settings.groups).safeParse(migrateSettings(definition, stored, version));
}
