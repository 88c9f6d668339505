import type { Dialect } from '../../sources/connectorTypes';

/** What a dialect's SQL lexer treats as strings, quoted identifiers and comments. */
export interface LexRules {
  /** PostgreSQL `$tag$ … $tag$` strings. */
  dollarQuotes: boolean;
  /** Backslash escapes in '…' and "…" strings: MySQL always, PostgreSQL/DuckDB only in E'…' strings. */
  backslashEscapes: 'always' | 'ePrefix' | 'never';
  /** `# comment` (MySQL). */
  hashComments: boolean;
  /** `/* /* … *\/ *\/` nests (PostgreSQL). */
  nestedBlockComments: boolean;
  /** `[identifier]` (SQLite); elsewhere `[` is an array subscript. */
  bracketIdentifiers: boolean;
  /** `||` and `&&` are OR and AND (MySQL), so they end a condition. */
  logicalPipes: boolean;
  /**
   * `--` starts a comment only when a blank follows (MySQL): `1 --f(x)` is 1 - (-f(x)) there, code that a
   * comment must not hide from the checks.
   */
  dashCommentNeedsBlank: boolean;
}

const postgresRules: LexRules = {
  dollarQuotes: true,
  backslashEscapes: 'ePrefix',
  hashComments: false,
  nestedBlockComments: true,
  bracketIdentifiers: false,
  logicalPipes: false,
  dashCommentNeedsBlank: false,
};

export const lexRules: Record<Dialect, LexRules> = {
  postgres: postgresRules,
  duckdb: postgresRules,
  mysql: {
    dollarQuotes: false,
    backslashEscapes: 'always',
    hashComments: true,
    nestedBlockComments: false,
    bracketIdentifiers: false,
    logicalPipes: true,
    dashCommentNeedsBlank: true,
  },
  // ClickHouse: backslash escapes in strings and quoted names, `#` comments, `||` concatenation (not OR).
  clickhouse: {
    dollarQuotes: false,
    backslashEscapes: 'always',
    hashComments: true,
    nestedBlockComments: false,
    bracketIdentifiers: false,
    logicalPipes: false,
    dashCommentNeedsBlank: false,
  },
  sqlite: {
    dollarQuotes: false,
    backslashEscapes: 'never',
    hashComments: false,
    nestedBlockComments: false,
    bracketIdentifiers: true,
    logicalPipes: false,
    dashCommentNeedsBlank: false,
  },
};
