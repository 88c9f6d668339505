import { connectorTypes, type ConnectorField, type SourceType } from '@redbi/shared/sources';

export interface KeyValueRow {
  key?: string;
  value?: string;
}

export const fieldsOf = (type: SourceType): readonly ConnectorField[] => connectorTypes[type].fields;

const emptyValueOf = (field: ConnectorField): unknown => {
  if (field.default !== undefined) return field.default;
  if (field.kind === 'boolean') return false;
  if (field.kind === 'keyValue') return [];
  return undefined;
};

/** Key/value settings as rows, whether stored as a list of {key, value} or as a plain object. */
function rowsOf(stored: unknown): KeyValueRow[] {
  if (Array.isArray(stored)) return stored.map((row: KeyValueRow) => ({ key: String(row?.key ?? ''), value: String(row?.value ?? '') }));
  if (typeof stored === 'object' && stored !== null) return Object.entries(stored).map(([key, value]) => ({ key, value: String(value) }));
  return [];
}

/**
 * The form's starting values for a type: the stored settings, else each field's default. Secrets are never
 * sent back by the server: their field starts empty.
 */
export function initialConfig(type: SourceType, stored: Record<string, unknown> = {}): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fieldsOf(type)) {
    if (field.secret) values[field.name] = '';
    else if (field.kind === 'keyValue') values[field.name] = field.name in stored ? rowsOf(stored[field.name]) : [];
    else values[field.name] = stored[field.name] ?? emptyValueOf(field);
  }
  return values;
}

/**
 * The settings to send: an empty secret is left out (the server keeps the stored one), as is an unset
 * number (the server's default applies); fully blank key/value rows are dropped.
 */
export function configToSend(type: SourceType, values: Record<string, unknown>): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const field of fieldsOf(type)) {
    const value = values[field.name];
    if (value === undefined || value === null) continue;
    if (field.secret && value === '') continue;
    if (field.kind === 'keyValue') {
      config[field.name] = (value as KeyValueRow[])
        .filter((row) => (row?.key ?? '').trim() !== '' || (row?.value ?? '') !== '')
        .map((row) => ({ key: (row.key ?? '').trim(), value: row.value ?? '' }));
    } else config[field.name] = value;
  }
  return config;
}

/** The index of the first row with the same key, when `index` repeats an earlier key ('Duplicate key'). */
export function duplicateOf(rows: readonly (KeyValueRow | undefined)[], index: number): number | undefined {
  const key = (rows[index]?.key ?? '').trim();
  if (key === '') return undefined;
  const first = rows.findIndex((row) => (row?.key ?? '').trim() === key);
  return first !== -1 && first < index ? first : undefined;
}
