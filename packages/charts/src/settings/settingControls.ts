import { fontSizes, lineHeights } from '@redbi/shared/domain';
import { z } from 'zod';

/**
 * A chart type's settings are declared as groups of controls (ARCHITECTURE §4.7): the workbench's style
 * panels are drawn from them and their zod schema is derived from them, so no chart has a hand-written
 * panel. Values are stored flat under 'group.control' keys.
 */
export type SettingControl =
  | { key: string; kind: 'switch'; default: boolean }
  | { key: string; kind: 'select'; options: readonly string[]; default: string }
  | { key: string; kind: 'number'; min: number; max: number; step?: number; default: number }
  | { key: string; kind: 'color'; default: string }
  | { key: string; kind: 'palette'; default: string }
  | { key: string; kind: 'fontSize'; default: number }
  | { key: string; kind: 'lineHeight'; default: number }
  | { key: string; kind: 'text'; maxLength: number; default: string; multiline?: boolean };

export interface SettingGroup {
  key: string;
  /** i18n key of the group's title (catalogue `charts`); each control's label is `${labelKey}.${control.key}`. */
  labelKey: string;
  controls: readonly SettingControl[];
}

const hexColor = z.string().regex(/^(#[0-9a-fA-F]{3,8}|transparent)$/);

function controlSchema(control: SettingControl): z.ZodType {
  switch (control.kind) {
    case 'switch':
      return z.boolean();
    case 'select':
      return z.enum(control.options as [string, ...string[]]);
    case 'number':
      return z.number().min(control.min).max(control.max);
    case 'color':
      return hexColor;
    case 'palette':
      return z.string().min(1).max(32);
    case 'fontSize':
      return z.number().refine((value) => (fontSizes as readonly number[]).includes(value));
    case 'lineHeight':
      return z.number().refine((value) => lineHeights.includes(value));
    case 'text':
      return z.string().max(control.maxLength);
  }
}

export const settingKey = (group: SettingGroup, control: SettingControl): string => `${group.key}.${control.key}`;

function buildSettingsSchema(groups: readonly SettingGroup[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const group of groups) for (const control of group.controls) shape[settingKey(group, control)] = controlSchema(control).default(control.default as never);
  return z.strictObject(shape);
}

/** Schemas built, by the type's groups (constants of its definition): every chart drawn resolves its settings. */
const schemas = new WeakMap<readonly SettingGroup[], ReturnType<typeof buildSettingsSchema>>();

/**
 * The zod schema of a type's settings: every key optional on input, its default on output, unknown keys
 * refused. Built once per type: a board of 30 charts spent a fifth of its drawing time building them anew.
 */
export function settingsSchemaOf(groups: readonly SettingGroup[]) {
  let schema = schemas.get(groups);
  if (!schema) {
    schema = buildSettingsSchema(groups);
    schemas.set(groups, schema);
  }
  return schema;
}

/** Every setting at its default. */
export function settingDefaults(groups: readonly SettingGroup[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const group of groups) for (const control of group.controls) values[settingKey(group, control)] = control.default;
  return values;
}
