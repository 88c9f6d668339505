/** The characters of one part of a path that is not quoted (a quoted one may hold spaces). */
const PART = String.raw`[^\s'"\x60\\/,;()<>[\]{}|*?]`;

/** A path in quotes ('…', "…", `…`): absolute, with at least two parts. */
const quotedPath = new RegExp(String.raw`(['"\x60])((?:[A-Za-z]:)?[\\/][^'"\x60\n\\/]+[\\/](?:(?!\1)[^\n])*?)\1`, 'g');

/**
 * A path not in quotes: absolute, with at least two parts (`/a/b`, `C:\a\b`), starting after a space or
 * punctuation, not inside a word, a URL or a relative path ("2024/01/02", "postgres://h/db", "a/b/c").
 */
const barePath = new RegExp(String.raw`(?<![\w.:/\\~-])(?:[A-Za-z]:)?[\\/]${PART}+(?:[\\/]${PART}*)+`, 'g');

const lastPart = (path: string): string =>
  path
    .split(/[\\/]/)
    .filter((part) => part !== '')
    .at(-1) ?? '';

/**
 * Someone else's words (a database's, a file reader's) for the client, without the server's paths: every
 * absolute path — the data directory, a staged upload, a database file — becomes its last part, the
 * file's own name (`No magic bytes found at end of file '/srv/redbi/uploads/x.parquet'` → `… 'x.parquet'`).
 */
export function redactPaths(text: string): string {
  return text.replace(quotedPath, (_match, quote: string, path: string) => `${quote}${lastPart(path)}${quote}`).replace(barePath, lastPart);
}
