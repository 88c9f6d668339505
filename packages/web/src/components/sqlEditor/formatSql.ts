import type { Dialect } from '@redbi/shared/sources';
import type { format as formatFunction, SqlLanguage } from 'sql-formatter';

/** sql-formatter's language per dialect of the compiler. */
const languages = {
  postgres: 'postgresql',
  mysql: 'mysql',
  sqlite: 'sqlite',
  duckdb: 'duckdb',
  clickhouse: 'clickhouse',
} as const satisfies Record<Dialect, SqlLanguage>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `[gG][eE]…`: the formatter's custom parameter regex takes no flags, and variable names match without case. */
const anyCase = (text: string) =>
  [...text].map((char) => (char.toLowerCase() === char.toUpperCase() ? escapeRegExp(char) : `[${char.toLowerCase()}${char.toUpperCase()}]`)).join('');

/**
 * Formats SQL in the source's dialect, keeping `$name$` variables as they are: they are parameters to the
 * formatter, so PostgreSQL's dollar quoting does not swallow them.
 */
export function formatSqlWith(format: typeof formatFunction, sql: string, dialect: Dialect, variables: readonly string[]): string {
  const names = [...new Set(variables)].filter((name) => name !== '').map(anyCase);
  return format(sql, {
    language: languages[dialect],
    ...(names.length > 0 ? { paramTypes: { custom: [{ regex: `\\$(?:${names.join('|')})\\$` }] } } : {}),
  });
}

/** The same, loading the formatter on first use (it stays out of every page's first download). */
export async function formatSql(sql: string, dialect: Dialect, variables: readonly string[]): Promise<string> {
  const { format } = await import('sql-formatter');
  return formatSqlWith(format, sql, dialect, variables);
}
