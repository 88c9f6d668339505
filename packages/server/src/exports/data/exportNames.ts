/**
 * Names inside an export: the entries of a zip (files on the user's disk) and the sheets of a workbook.
 * Both come from names people typed (charts, widgets), so they are made safe and unique here, once.
 */

/** Characters no file system takes in a name (and control characters). */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;
/** Characters Excel refuses in a sheet's name. */
const UNSAFE_IN_SHEET = /[\\/?*[\]:]/g;

const MAX_FILE_BASE = 100;
/** Excel's limit on a sheet's name. */
export const MAX_SHEET_NAME = 31;

/** `base`, then `base (2)`, `base (3)` … — the first not taken yet (case-insensitively), within `max` characters. */
function uniqueIn(taken: Set<string>, base: string, max: number): string {
  for (let index = 1; ; index += 1) {
    const suffix = index === 1 ? '' : ` (${index})`;
    const name = `${base.slice(0, max - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}

/** The names of a zip's files: safe on every system, unique, with their extension. */
export class FileNames {
  private readonly taken = new Set<string>();
  constructor(private readonly extension: string) {}

  next(name: string): string {
    const base = name.replace(UNSAFE_IN_FILE, '_').replace(/^[.\s]+|[.\s]+$/g, '') || 'export';
    return `${uniqueIn(this.taken, base, MAX_FILE_BASE)}.${this.extension}`;
  }
}

/** The names of a workbook's sheets: what Excel accepts (31 characters, no []:*?/\, not quoted, not History), unique. */
export class SheetNames {
  private readonly taken = new Set<string>(['history']);

  next(name: string): string {
    const base = name.replace(UNSAFE_IN_SHEET, '_').replace(/^'+|'+$/g, '').trim() || 'Sheet';
    return uniqueIn(this.taken, base, MAX_SHEET_NAME);
  }
}
