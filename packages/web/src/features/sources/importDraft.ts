import type { FileUpload, ImportColumnType } from '@redbi/shared/domain';

const MAX_NAME = 63;

/** A name made of letters, digits and '_' that does not start with a digit (the table name rules). */
export function identifierOf(text: string, fallback: string): string {
  const name = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '');
  const safe = name === '' ? fallback : /^[0-9]/.test(name) ? `_${name}` : name;
  return safe.slice(0, MAX_NAME);
}

/** The default table name of an uploaded file: its name without the extension, sanitized. */
export const tableNameOf = (fileName: string): string => identifierOf(fileName.replace(/\.[^.]*$/, ''), 'table');

/** Target column names from the file's, sanitized and made unique (case-insensitively) with a suffix. */
export function columnNamesOf(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name, index) => {
    const base = identifierOf(name, `column_${index + 1}`);
    let candidate = base;
    for (let suffix = 2; taken.has(candidate.toLowerCase()); suffix += 1) candidate = `${base.slice(0, MAX_NAME - String(suffix).length - 1)}_${suffix}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

export interface ImportColumnDraft {
  name: string;
  type: ImportColumnType;
}

/** The editable columns of a preview: the sanitized names and the inferred types. */
export function draftColumnsOf(upload: FileUpload): ImportColumnDraft[] {
  const names = columnNamesOf(upload.columns.map((column) => column.name));
  return upload.columns.map((column, index) => ({ name: names[index] ?? column.name, type: column.type }));
}

/** How a preview cell reads: NULL for nothing, JSON for nested values. */
export function cellText(value: unknown, nullText: string): string {
  if (value === null || value === undefined) return nullText;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
